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
  formatFen,
  formatPlateNo,
  parsePlate,
  type EventDecision,
} from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { decodePicture } from '../../basic';
import type { AuthenticatedDevice, LaneRow, ParkRow, ParksRepository } from '../../parks';
import type { ParkingPictures } from '../pictures/parking-pictures';
import type { StayPricer } from './stay-pricer';
import { createStayCloser, type AutoPayHook } from './stay-closer';
import { decideEntry, matchExit, type ExitCandidate } from './stay-rules';
import { createStaysRepository, type StayRow, type StaysRepository, type Vehicle } from './stays.repository';

type GateEventInput = z.output<typeof GateEvent>;
type CollectorEventInput = z.output<typeof CollectorEvent>;

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
 * Told of every new open stay inside the entry's transaction (the vehicle locked): a booked plate's booking becomes
 * the stay and its deposit is applied as a payment; returns the stay as it is then.
 */
export interface ArrivalHook {
  arrived(tx: Db, stay: StayRow): Promise<StayRow>;
  /**
   * A device ended a stay (left, or arrears) in this transaction, the stay row locked: a booking's deposit larger than
   * the fee gives its surplus back. Returns the stay as it is then. Stays ended otherwise are settled by the hook's
   * owner on its own (reservations' sweep).
   */
  departed?(tx: Db, stay: StayRow): Promise<StayRow>;
}

/** One event, checked and normalised, on its way into a transaction. */
interface Happening {
  device: AuthenticatedDevice;
  park: ParkRow;
  eventId: string;
  kind: 'entry' | 'exit' | 'start' | 'end';
  vehicle: Vehicle;
  at: Date;
  /** The car is there now (not a late upload): a gate decision matters. */
  live: boolean;
  lane?: LaneRow;
  berthId?: string;
  collectorCode?: string;
  contentHash: string;
  picture?: string;
}

/** Thrown inside an event's transaction to roll it back: another delivery of the event committed first. */
class AppliedAlready extends Error {}

const OPEN_STATES: readonly string[] = ['parked', 'awaitingPayment'];
const bad = (message: string) => new AppError(ErrorCode.INVALID_INPUT, message);

/** What an event's effect decided, before the decision is recorded with the event. */
interface Effect {
  outcome: EventDecision['outcome'];
  action: EventDecision['action'];
  stay?: StayRow;
  dueFen?: number;
}

/**
 * Applies events once: each in one transaction holding the vehicle's lock, the event's row written in the same
 * transaction as its effect; a delivery of an event applied already gets the stored decision back.
 */
function createEventLog(db: Db, clock: Clock) {
  /** The stored answer to an event already applied, or undefined when it is new. */
  async function replayOf(repo: StaysRepository, h: Pick<Happening, 'device' | 'eventId' | 'contentHash'>) {
    const seen = await repo.event(h.device.id, h.eventId);
    if (!seen) return undefined;
    if (seen.contentHash !== h.contentHash) {
      throw new AppError(ErrorCode.CONFLICT, `事件编号 ${h.eventId} 已用于另一事件`);
    }
    return { ...seen.decision, replayed: true };
  }

  /** Runs an event's effect under the vehicle's lock and records it with its decision, once. */
  async function apply(
    h: Happening,
    effect: (tx: Db, repo: StaysRepository) => Promise<Effect>,
  ): Promise<EventDecision> {
    try {
      return await db.transaction((tx) => applyOnce(tx, h, effect));
    } catch (error) {
      // A delivery of an event applied already (at once, or before without a picture to store): the first one's
      // answer, whatever this one computed or refused.
      const replayed = await replayOf(createStaysRepository(db), h);
      if (replayed) return replayed;
      throw error;
    }
  }

  /** `apply` inside its transaction: the effect, then the event's row, which fails (AppliedAlready) on a replay. */
  async function applyOnce(tx: Db, h: Happening, effect: Parameters<typeof apply>[1]): Promise<EventDecision> {
    const repo = createStaysRepository(tx);
    await repo.lockVehicle(h.vehicle);
    const result = await effect(tx, repo);
    const decision: EventDecision = {
      eventId: h.eventId,
      outcome: result.outcome,
      action: result.action,
      uniqueId: result.stay?.id ?? null,
      dueFen: result.dueFen ?? null,
      display: displayText(h, result.outcome, result.dueFen),
      replayed: false,
    };
    const recorded = await repo.insertEvent({
      deviceId: h.device.id,
      eventId: h.eventId,
      dealerId: h.park.dealerId,
      parkId: h.park.id,
      kind: h.kind,
      plateNo: h.vehicle.plateNo,
      plateColor: h.vehicle.plateColor,
      laneId: h.lane?.id,
      berthId: h.berthId,
      collectorCode: h.collectorCode,
      occurredAt: h.at,
      receivedAt: clock.now(),
      contentHash: h.contentHash,
      picture: h.picture,
      sessionId: result.stay?.id,
      outcome: result.outcome,
      decision,
    });
    // Rolls the effect back: the event was applied by a delivery that held the vehicle's lock first.
    if (!recorded) throw new AppliedAlready();
    return decision;
  }

  return { replayOf, apply };
}

/**
 * Gate and collector events → stays. Each event runs in one transaction holding the vehicle's lock; the event row
 * is written in the same transaction as its effect, so an event is applied exactly once and a retry (same device
 * and event id) gets the stored decision back.
 */
export function createDeviceEventsService({ db, parks, pricer, pictures, clock, autoPay, arrivals }: Deps) {
  const close = createStayCloser({ pricer, clock, ...(autoPay ? { autoPay } : {}) });
  const { replayOf, apply } = createEventLog(db, clock);

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

  const liveAction = (h: Happening, action: EventDecision['action']) => (h.live ? action : GateAction.NONE);

  /** A new stay (or the record of one) from an entry at `h.at`. */
  async function enter(repo: StaysRepository, h: Happening, feeRuleId: string, state: StayRow['state']) {
    return repo.insertStay({
      dealerId: h.park.dealerId,
      parkId: h.park.id,
      feeRuleId,
      plateNo: h.vehicle.plateNo,
      plateColor: h.vehicle.plateColor,
      state,
      enteredAt: h.at,
      entryLaneId: h.lane?.id,
      berthId: h.berthId,
      entryPicture: h.picture,
      entryCollectorCode: h.collectorCode,
      endedBy: state === 'abnormal' ? 'superseded' : undefined,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
  }

  const arrived = (tx: Db, stay: StayRow) => (arrivals ? arrivals.arrived(tx, stay) : stay);

  async function currentRuleId(park: ParkRow): Promise<string> {
    const rule = await parks.currentFeeRule(park.id, clock.now());
    if (!rule) throw new AppError(ErrorCode.CONFLICT, `车场 ${park.name} 尚未配置收费规则`);
    return rule.id;
  }

  /** Entry at a gate, or a collector starting a berth: one algorithm (stay-rules.decideEntry). */
  async function arrive(tx: Db, repo: StaysRepository, h: Happening, feeRuleId: string) {
    const now = clock.now();
    const open = await repo.openStay(h.vehicle);
    if (h.berthId) {
      // A collector finding another car in the berth: the previous one left unseen.
      const occupant = await repo.openStayAtBerth(h.berthId);
      if (occupant && occupant.id !== open?.id) {
        await repo.updateStay(occupant.id, { state: 'abnormal', endedBy: 'superseded' }, now);
      }
    }
    const exits = (await repo.unmatchedExits(h.vehicle)).map((e) => ({ ...e, occurredAt: e.occurredAt.getTime() }));
    const ref = open ? { id: open.id, enteredAt: open.enteredAt.getTime() } : undefined;
    const decision = decideEntry(h.at.getTime(), ref, exits);
    switch (decision.kind) {
      case 'duplicate':
        return { outcome: EventOutcome.DUPLICATE_READ, action: liveAction(h, GateAction.OPEN), stay: open };
      case 'pairWithExit': {
        const exit = await repo.event(decision.exit.deviceId, decision.exit.eventId);
        const stay = await enter(repo, h, feeRuleId, 'parked');
        const exitedAt = new Date(decision.exit.occurredAt);
        // The car left long ago: whatever is owed is arrears.
        const settled = await close(
          tx,
          repo,
          stay,
          exitedAt,
          { live: false, leaveFirst: true },
          { exitLaneId: exit?.laneId, exitPicture: exit?.picture, endedBy: 'gate' },
        );
        await repo.pairExitEvent(decision.exit.deviceId, decision.exit.eventId, stay.id);
        return {
          outcome: EventOutcome.PAIRED_WITH_EXIT,
          action: liveAction(h, GateAction.OPEN),
          stay: settled.stay,
          dueFen: settled.dueFen,
        };
      }
      case 'replaceOpen':
        await repo.updateStay(decision.closeStayId, { state: 'abnormal', endedBy: 'superseded' }, now);
        return {
          outcome: EventOutcome.REPLACED_OPEN,
          action: liveAction(h, GateAction.OPEN),
          stay: await arrived(tx, await enter(repo, h, feeRuleId, 'parked')),
        };
      case 'lateEntry':
        return {
          outcome: EventOutcome.LATE_ENTRY_RECORDED,
          action: GateAction.NONE,
          stay: await enter(repo, h, feeRuleId, 'abnormal'),
        };
      case 'open':
        return {
          outcome: h.kind === 'start' ? EventOutcome.STARTED : EventOutcome.ENTERED,
          action: liveAction(h, GateAction.OPEN),
          stay: await arrived(tx, await enter(repo, h, feeRuleId, 'parked')),
        };
    }
  }

  /** Exit at a gate, or a collector ending a berth: one algorithm (stay-rules.matchExit). */
  async function depart(tx: Db, repo: StaysRepository, h: Happening, endedBy: 'gate' | 'collector') {
    // Read under its row lock: the stay is closed below in this transaction (payments take the same lock).
    const latest = await repo.latestStayEnteredBy(h.vehicle, new Date(h.at.getTime() + 2 * 60_000), { lock: true });
    const unfinished =
      latest && (OPEN_STATES.includes(latest.state) || (latest.state === 'abnormal' && !latest.exitedAt));
    const candidate: ExitCandidate | undefined = unfinished
      ? { id: latest.id, enteredAt: latest.enteredAt.getTime(), open: OPEN_STATES.includes(latest.state) }
      : undefined;
    const closed = await repo.closedNear(h.vehicle, h.at);
    const match = matchExit(
      h.at.getTime(),
      candidate,
      closed?.exitedAt
        ? { id: closed.id, enteredAt: closed.enteredAt.getTime(), exitedAt: closed.exitedAt.getTime() }
        : undefined,
    );
    if (match.kind === 'duplicate') {
      return { outcome: EventOutcome.DUPLICATE_READ, action: liveAction(h, GateAction.OPEN), stay: closed };
    }
    if (match.kind === 'noEntry') {
      const outcome = endedBy === 'gate' ? EventOutcome.NO_ENTRY_RECORD : EventOutcome.NO_OPEN_SESSION;
      return { outcome, action: liveAction(h, GateAction.HOLD) };
    }
    const leaveFirst = h.park.leaveFirst || h.park.kind === 'roadSide';
    // Completing an abnormal stay is always after the fact: the car is long gone.
    const live = h.live && match.stay.open;
    const result = await close(
      tx,
      repo,
      latest!,
      h.at,
      { live, leaveFirst, locked: true },
      { exitLaneId: h.lane?.id, exitPicture: h.picture, exitCollectorCode: h.collectorCode, endedBy },
    );
    if (result.outcome === EventOutcome.HELD) return { ...result, action: GateAction.HOLD };
    const stay = arrivals?.departed ? await arrivals.departed(tx, result.stay) : result.stay;
    return { ...result, stay, action: liveAction(h, GateAction.OPEN) };
  }

  return {
    async gateEvent(device: AuthenticatedDevice, input: GateEventInput): Promise<EventDecision> {
      if (device.kind !== 'gate') throw new AppError(ErrorCode.FORBIDDEN, '该设备不是道闸相机，不能上报出入场事件');
      const park = (await parks.park(device.parkId))!;
      const base = await prepare(device, park, input, input.type, { laneCode: input.laneCode });
      const lane = await parks.laneByCode(park.id, input.laneCode);
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
      const decision = await apply(h, (tx, repo) =>
        input.type === 'entry' ? arrive(tx, repo, h, feeRuleId) : depart(tx, repo, h, 'gate'),
      );
      return afterCommit(decision);
    },

    async collectorEvent(device: AuthenticatedDevice, input: CollectorEventInput): Promise<EventDecision> {
      if (device.kind !== 'handheld')
        throw new AppError(ErrorCode.FORBIDDEN, '该设备不是收费员手持机，不能上报泊位事件');
      const park = (await parks.park(device.parkId))!;
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

function displayText(h: Happening, outcome: EventDecision['outcome'], dueFen: number | undefined): string {
  const plate = formatPlateNo(h.vehicle.plateNo);
  const due = dueFen !== undefined ? formatFen(dueFen) : '';
  switch (outcome) {
    case EventOutcome.ENTERED:
    case EventOutcome.REPLACED_OPEN:
      return `${plate} 欢迎光临`;
    case EventOutcome.STARTED:
      return `${plate} 已开始计费`;
    case EventOutcome.LEFT:
      return h.kind === 'end' ? `${plate} 已结束停车` : `${plate} 一路顺风`;
    case EventOutcome.HELD:
      return `${plate} 请扫码缴费 ${due}`;
    case EventOutcome.LEFT_IN_ARREARS:
      return `${plate} 待补缴 ${due}`;
    case EventOutcome.AUTO_PAID:
      return `${plate} 余额已自动扣费 一路顺风`;
    case EventOutcome.WITHHOLDING_REQUESTED:
      return `${plate} 无感支付 ${due} 一路顺风`;
    case EventOutcome.NO_ENTRY_RECORD:
      return `${plate} 无入场记录，请联系管理员`;
    case EventOutcome.NO_OPEN_SESSION:
      return `${plate} 无在停记录`;
    case EventOutcome.DUPLICATE_READ:
      return `${plate} 已识别`;
    default:
      return `${plate} 已记录`;
  }
}
