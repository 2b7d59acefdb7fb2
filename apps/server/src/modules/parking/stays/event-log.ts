import {
  AppError,
  ErrorCode,
  EventOutcome,
  GateAction,
  formatFen,
  formatPlateNo,
  type EventDecision,
} from '@parking/contracts';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { SplitBatch } from '../../../db/group-commit';
import type { AuthenticatedDevice, LaneRow, ParkRow } from '../../parks';
import { createStaysRepository, type StayRow, type StaysRepository, type Vehicle } from './stays.repository';

/** One event, checked and normalised, on its way into a transaction. */
export interface Happening {
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

/** What an event's effect decided, before the decision is recorded with the event. */
export interface Effect {
  outcome: EventDecision['outcome'];
  action: EventDecision['action'];
  stay?: StayRow;
  dueFen?: number;
}

/** A gate's action for a car at the lane now; an event uploaded late drives nothing. */
export const liveAction = (h: Happening, action: EventDecision['action']) => (h.live ? action : GateAction.NONE);

/**
 * Applies events once: each in one transaction holding the vehicle's lock, the event's row written in the same
 * transaction as its effect; a delivery of an event applied already gets the stored decision back.
 */
export function createEventLog(db: Db, clock: Clock) {
  /** The stored answer to an event already applied, or undefined when it is new. */
  async function replayOf(repo: StaysRepository, h: Pick<Happening, 'device' | 'eventId' | 'contentHash'>) {
    const seen = await repo.event(h.device.id, h.eventId);
    if (!seen) return undefined;
    if (seen.contentHash !== h.contentHash) {
      throw new AppError(ErrorCode.CONFLICT, `事件编号 ${h.eventId} 已用于另一事件`);
    }
    return { ...seen.decision, replayed: true };
  }

  /** Runs an event's effect under the vehicle's lock and records it with its decision, once: a batch of one. */
  async function apply(
    h: Happening,
    effect: (tx: Db, repo: StaysRepository) => Promise<Effect>,
  ): Promise<EventDecision> {
    const [decision] = await applyMany([h], async (tx, repo) => [await effect(tx, repo)]);
    return decision!;
  }

  /**
   * Runs the effects of events (one per vehicle and event id: the caller splits others into batches of their own)
   * in one transaction holding every vehicle's lock, and records each with its decision, once (decision 098).
   */
  async function applyMany(
    hs: readonly Happening[],
    effects: (tx: Db, repo: StaysRepository) => Promise<Effect[]>,
  ): Promise<EventDecision[]> {
    try {
      return await db.transaction((tx) => applyOnce(tx, hs, effects));
    } catch (error) {
      // A delivery of an event applied already (at once, or before without a picture to store): the first one's
      // answer, whatever this one computed or refused. A batch is split instead: its events are applied one by one.
      const replayed = hs.length === 1 ? await replayOf(createStaysRepository(db), hs[0]!) : undefined;
      if (replayed) return [replayed];
      throw error;
    }
  }

  /** `applyMany` inside its transaction: the effects, then the events' rows, which fail on a replay. */
  async function applyOnce(
    tx: Db,
    hs: readonly Happening[],
    effects: Parameters<typeof applyMany>[1],
  ): Promise<EventDecision[]> {
    const repo = createStaysRepository(tx);
    await repo.lockVehicles(hs.map((h) => h.vehicle));
    const results = await effects(tx, repo);
    const receivedAt = clock.now();
    const decisions = hs.map((h, i): EventDecision => ({
      eventId: h.eventId,
      outcome: results[i]!.outcome,
      action: results[i]!.action,
      uniqueId: results[i]!.stay?.id ?? null,
      dueFen: results[i]!.dueFen ?? null,
      display: displayText(h, results[i]!.outcome, results[i]!.dueFen),
      replayed: false,
    }));
    const recorded = await repo.insertEvents(
      hs.map((h, i) => ({
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
        receivedAt,
        contentHash: h.contentHash,
        picture: h.picture,
        sessionId: results[i]!.stay?.id,
        outcome: results[i]!.outcome,
        decision: decisions[i]!,
      })),
    );
    // Rolls the effects back: an event was applied by a delivery that held the vehicle's lock first.
    if (recorded < hs.length)
      throw hs.length === 1 ? new AppliedAlready() : new SplitBatch('an event was applied already');
    return decisions;
  }

  return { replayOf, apply, applyMany };
}

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
