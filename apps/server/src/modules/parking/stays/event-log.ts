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
