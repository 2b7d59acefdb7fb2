/**
 * How device events become stays: pure decisions on plain values (epoch ms), so every out-of-order, duplicate and
 * late case is a table test. The service loads the candidates, asks these functions, and applies the answer.
 *
 * Principles (docs/decisions/004-device-events.md):
 * - A plate read twice within DUPLICATE_READ_MS at the same place is one event, whatever its event id.
 * - A stay whose end was never seen is closed as `abnormal` and charged nothing automatically: a fee priced on a
 *   guessed exit time could double-charge a driver, so an operator decides.
 * - An exit seen before its entry waits; the late entry completes it.
 * - Money owed when the car is already gone (a late event, a park that lets cars leave first, road-side) is arrears.
 */
import { CLOCK_SKEW_TOLERANCE_MS, MAX_STAY_MS } from '../../tariffs';

/** Two reads of one plate closer than this are the same car at the same moment (camera re-trigger, retry). */
export const DUPLICATE_READ_MS = 10 * 60_000;

export interface StayRef {
  id: string;
  enteredAt: number;
}

export interface ExitRef {
  /** Device event key of the exit seen without an entry. */
  deviceId: string;
  eventId: string;
  occurredAt: number;
}

export type EntryDecision =
  | { kind: 'duplicate'; stayId: string }
  | { kind: 'pairWithExit'; exit: ExitRef }
  | { kind: 'replaceOpen'; closeStayId: string }
  | { kind: 'lateEntry' }
  | { kind: 'open' };

/**
 * An entry at `at`. `open` is the plate's open stay in this park; `unmatchedExits` are exits of the plate in this
 * park that found no entry, oldest first.
 */
export function decideEntry(at: number, open: StayRef | undefined, unmatchedExits: readonly ExitRef[]): EntryDecision {
  if (open && Math.abs(open.enteredAt - at) <= DUPLICATE_READ_MS) return { kind: 'duplicate', stayId: open.id };
  const exit = unmatchedExits.find(
    (e) => e.occurredAt >= at - CLOCK_SKEW_TOLERANCE_MS && e.occurredAt - at <= MAX_STAY_MS,
  );
  // An exit after this entry, and before the open stay began (if any), completes this visit.
  if (exit && (!open || open.enteredAt > exit.occurredAt || open.enteredAt < at)) return { kind: 'pairWithExit', exit };
  if (open && open.enteredAt < at) return { kind: 'replaceOpen', closeStayId: open.id };
  if (open) return { kind: 'lateEntry' };
  return { kind: 'open' };
}

export interface ExitCandidate extends StayRef {
  /** An open stay (in the park) or an abnormal one whose end was never seen. */
  open: boolean;
}

export interface ClosedRef extends StayRef {
  exitedAt: number;
}

export type ExitMatch =
  { kind: 'stay'; stay: ExitCandidate } | { kind: 'duplicate'; stayId: string } | { kind: 'noEntry' };

/**
 * Which stay an exit at `at` ends. `candidate`: the plate's latest stay in the park that entered by `at` and has
 * not been seen leaving; `recentlyClosed`: its latest stay that left within DUPLICATE_READ_MS of `at`.
 */
export function matchExit(
  at: number,
  candidate: ExitCandidate | undefined,
  recentlyClosed: ClosedRef | undefined,
): ExitMatch {
  const usable = candidate && candidate.enteredAt <= at + CLOCK_SKEW_TOLERANCE_MS ? candidate : undefined;
  const duplicate =
    recentlyClosed && Math.abs(recentlyClosed.exitedAt - at) <= DUPLICATE_READ_MS ? recentlyClosed : undefined;
  // A stay that began after the recent exit is a new visit: this exit ends it, it is not a re-read of the old one.
  if (usable && (!duplicate || usable.enteredAt > duplicate.exitedAt)) return { kind: 'stay', stay: usable };
  if (duplicate) return { kind: 'duplicate', stayId: duplicate.id };
  return { kind: 'noEntry' };
}

export type ExitSettlement =
  /** Nothing owed: the stay is over. */
  | { kind: 'left' }
  /** Owed, and the car waits at the lane until it is paid. */
  | { kind: 'hold' }
  /** Owed, and the car is gone (or allowed to go): arrears. */
  | { kind: 'arrears' };

/**
 * What an exit does with the fee owed at that moment. `live`: the car is at the lane now (not a late upload);
 * `leaveFirst`: the park lets a car leave and pay later (road-side parks always do).
 */
export function settleExit(dueFen: number, live: boolean, leaveFirst: boolean): ExitSettlement {
  if (!Number.isSafeInteger(dueFen) || dueFen < 0) throw new RangeError(`dueFen must be fen ≥ 0, got ${dueFen}`);
  if (dueFen === 0) return { kind: 'left' };
  if (live && !leaveFirst) return { kind: 'hold' };
  return { kind: 'arrears' };
}
