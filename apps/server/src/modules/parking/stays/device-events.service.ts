import { createHash } from 'node:crypto';
import type { GateEvent, CollectorEvent } from '@parking/contracts';
import {
  AppError,
  ErrorCode,
  EVENT_LIVE_MS,
  EVENT_MAX_AGE_MS,
  EVENT_MAX_FUTURE_MS,
  EventOutcome,
  GateAction,
  parsePlate,
  type EventDecision,
} from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { createGroupCommit, SplitBatch } from '../../../db/group-commit';
import { decodePicture } from '../../basic';
import type { AuthenticatedDevice, ParkRow, ParksRepository } from '../../parks';
import type { ParkingPictures } from '../pictures/parking-pictures';
import type { StayPricer } from './stay-pricer';
import { createStayCloser, type AutoPayHook } from './stay-closer';
import { createEventLog, type Happening } from './event-log';
import { createStayMovements, type ArrivalHook } from './stay-movements';
import { createStaysRepository } from './stays.repository';

export type { ArrivalHook } from './stay-movements';

type GateEventInput = z.output<typeof GateEvent>;
type CollectorEventInput = z.output<typeof CollectorEvent>;

const bad = (message: string) => new AppError(ErrorCode.INVALID_INPUT, message);

/** How long the first exit of a batch waits for others (ms): what a lane alone pays for the burst's sake. */
const EXIT_BATCH_MS = 2;
/** The most exits one batch decides. */
const EXIT_BATCH_MAX = 50;

/** Whether every happening is of another vehicle and another event than the rest. */
function eachOnce(hs: readonly Happening[]): boolean {
  const vehicles = new Set(hs.map((h) => `${h.vehicle.parkId}|${h.vehicle.plateNo}|${h.vehicle.plateColor}`));
  const events = new Set(hs.map((h) => `${h.device.id}|${h.eventId}`));
  return vehicles.size === hs.length && events.size === hs.length;
}

/** Largest camera or handheld picture accepted. */
export const DEVICE_PICTURE_MAX_BYTES = 512 * 1024;

interface Deps {
  db: Db;
  parks: ParksRepository;
  pricer: StayPricer;
  pictures: ParkingPictures;
  clock: Clock;
  /** Auto-pay on exit (the wallet's); without it a fee owed at the exit is paid at the lane or becomes arrears. */
  autoPay?: AutoPayHook;
  /** A car entered (a new open stay): a booking of its plate may become the stay (reservations). */
  arrivals?: ArrivalHook;
}

/**
 * Gate and collector events → stays. Each event runs in one transaction holding the vehicle's lock; the event row
 * is written in the same transaction as its effect, so an event is applied exactly once and a retry (same device
 * and event id) gets the stored decision back.
 */
export function createDeviceEventsService({ db, parks, pricer, pictures, clock, autoPay, arrivals }: Deps) {
  const close = createStayCloser({ pricer, clock, ...(autoPay ? { autoPay } : {}) });
  const { replayOf, apply, applyMany } = createEventLog(db, clock);
  const { arrive, depart, departMany } = createStayMovements({ clock, close, arrivals });

  /**
   * Gate exits are decided in batches (decision 098): those arriving while a batch is under way (or within
   * EXIT_BATCH_MS of the first) go together, one transaction and a constant number of statements for all, each
   * answered once its batch committed. A vehicle or an event id twice in a batch splits it: each exit goes alone.
   */
  const exits = createGroupCommit<Happening, EventDecision>({
    windowMs: EXIT_BATCH_MS,
    maxBatch: EXIT_BATCH_MAX,
    maxRunning: 2,
    write: (hs) => {
      if (hs.length > 1 && !eachOnce(hs)) throw new SplitBatch('a vehicle or an event twice in one batch');
      return applyMany(hs, (tx, repo) => departMany(tx, repo, hs, 'gate'));
    },
  });

  /** After an event committed: a withholding it queued is sent to the provider now. */
  function afterCommit(decision: EventDecision): EventDecision {
    if (decision.outcome === EventOutcome.WITHHOLDING_REQUESTED && !decision.replayed) autoPay?.withholdingQueued?.();
    return decision;
  }
  /** Checks shared by every event: plate, time, idempotency, picture. */
  async function prepare(
    device: AuthenticatedDevice,
    park: ParkRow,
    input: { eventId: string; plateNo: string; plateColor?: 2 | undefined; occurredAt: string },
    kind: Happening['kind'],
    content: Record<string, unknown>,
  ): Promise<Omit<Happening, 'lane' | 'berthId' | 'collectorCode' | 'picture'>> {
    const plate = parsePlate(input.plateNo, { plateColor: input.plateColor });
    if (!plate.ok) throw bad(`车牌识别结果无效（${input.plateNo}）：${plate.message}`);
    const now = clock.now().getTime();
    const at = Date.parse(input.occurredAt);
    if (at - now > EVENT_MAX_FUTURE_MS) throw bad('事件时间晚于服务器时间，请校准设备时钟');
    if (now - at > EVENT_MAX_AGE_MS) throw bad('事件发生于 7 天之前，不再受理');
    const vehicle = { parkId: park.id, plateNo: plate.plate.plateNo, plateColor: plate.plate.plateColor ?? 0 };
    const contentHash = createHash('sha256')
      .update(JSON.stringify({ kind, ...content, plateNo: vehicle.plateNo, plateColor: vehicle.plateColor, at }))
      .digest('hex');
    return {
      device,
      park,
      eventId: input.eventId,
      kind,
      vehicle,
      at: new Date(at),
      live: now - at <= EVENT_LIVE_MS,
      contentHash,
    };
  }

  async function storePicture(picture: { fileData: string; suffix: string } | undefined) {
    return picture
      ? pictures.put(decodePicture(picture.fileData, picture.suffix, DEVICE_PICTURE_MAX_BYTES))
      : undefined;
  }

  async function currentRuleId(park: ParkRow): Promise<string> {
    const rule = await parks.currentFeeRule(park.id, clock.now());
    if (!rule) throw new AppError(ErrorCode.CONFLICT, `车场 ${park.name} 尚未配置收费规则`);
    return rule.id;
  }

  return {
    /** Exit batches decided so far and the exits they held (the mean batch is items / count). */
    exitBatches: exits.batches,

    async gateEvent(device: AuthenticatedDevice, input: GateEventInput): Promise<EventDecision> {
      if (device.kind !== 'gate') throw new AppError(ErrorCode.FORBIDDEN, '该设备不是道闸相机，不能上报出入场事件');
      const park = device.park;
      const base = await prepare(device, park, input, input.type, { laneCode: input.laneCode });
      // A camera reports its own lane (read with it when it signed in), unless it was moved or reports another.
      const lane = device.lane?.code === input.laneCode ? device.lane : await parks.laneByCode(park.id, input.laneCode);
      if (!lane) throw new AppError(ErrorCode.NOT_FOUND, `车道不存在：${input.laneCode}`);
      if (lane.direction !== input.type) {
        throw bad(
          `车道 ${lane.name} 是${lane.direction === 'entry' ? '入口' : '出口'}车道，不能上报${input.type === 'entry' ? '入场' : '出场'}事件`,
        );
      }
      // A replay is answered inside the transaction too; asked first only to store no picture for it.
      const early = input.picture && (await replayOf(createStaysRepository(db), base));
      if (early) return early;
      const feeRuleId = input.type === 'entry' ? await currentRuleId(park) : '';
      const h: Happening = { ...base, lane, picture: await storePicture(input.picture) };
      const decision =
        input.type === 'entry' ? await apply(h, (tx, repo) => arrive(tx, repo, h, feeRuleId)) : await exits.add(h);
      return afterCommit(decision);
    },

    async collectorEvent(device: AuthenticatedDevice, input: CollectorEventInput): Promise<EventDecision> {
      if (device.kind !== 'handheld')
        throw new AppError(ErrorCode.FORBIDDEN, '该设备不是收费员手持机，不能上报泊位事件');
      const park = device.park;
      if (park.kind !== 'roadSide') throw bad('该车场不是路内车场，没有泊位');
      const base = await prepare(device, park, input, input.type, {
        berthCode: input.berthCode,
        collectorCode: input.collectorCode,
      });
      const collector = await parks.activeCollector(park.dealerId, input.collectorCode);
      if (!collector) throw new AppError(ErrorCode.FORBIDDEN, `收费员编号无效或已停用：${input.collectorCode}`);
      const berth = await parks.berthByCode(park.id, input.berthCode);
      if (!berth) throw new AppError(ErrorCode.NOT_FOUND, `泊位不存在：${input.berthCode}`);
      const early = await replayOf(createStaysRepository(db), base);
      if (early) return early;
      const feeRuleId = input.type === 'start' ? await currentRuleId(park) : '';
      const h: Happening = {
        ...base,
        berthId: berth.id,
        collectorCode: collector.code,
        picture: await storePicture(input.picture),
      };
      // A handheld never drives a gate: its answers carry no action.
      const decision = await apply(h, async (tx, repo) => {
        const result =
          input.type === 'start' ? await arrive(tx, repo, h, feeRuleId) : await depart(tx, repo, h, 'collector');
        return { ...result, action: GateAction.NONE };
      });
      return afterCommit(decision);
    },
  };
}
export type DeviceEventsService = ReturnType<typeof createDeviceEventsService>;
