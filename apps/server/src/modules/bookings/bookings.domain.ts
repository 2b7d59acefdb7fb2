import { formatFen, type BookingState } from '@parking/contracts';

const MINUTE_MS = 60_000;
/** A start a minute in the past is the same "now" (the screen's clock, the request's trip). */
const PAST_TOLERANCE_MS = MINUTE_MS;
/** The lock may be lowered this long before the booked start (the car is at the door early). */
export const EARLY_CONTROL_MS = 30 * MINUTE_MS;

export interface PackageTerms {
  depositFen: number;
  holdMinutes: number;
  slotMinutes: number;
  horizonDays: number;
  lateCancelFeeFen: number;
}

export interface Slot {
  startAt: Date;
  holdUntil: Date;
  endAt: Date;
}

/** The slot a start books, or why it cannot: in the past, or beyond the horizon. */
export function slotOf(
  now: Date,
  startAt: Date,
  terms: PackageTerms,
): { ok: true; slot: Slot } | { ok: false; message: string } {
  if (startAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) return { ok: false, message: '预约时间不能早于当前时间' };
  if (startAt.getTime() > now.getTime() + terms.horizonDays * 24 * 60 * MINUTE_MS) {
    return { ok: false, message: `最多可提前 ${terms.horizonDays} 天预约` };
  }
  return {
    ok: true,
    slot: {
      startAt,
      holdUntil: new Date(startAt.getTime() + terms.holdMinutes * MINUTE_MS),
      endAt: new Date(startAt.getTime() + Math.max(terms.slotMinutes, terms.holdMinutes) * MINUTE_MS),
    },
  };
}

/** Two slots share some time (half-open intervals: one ending when the other starts does not overlap). */
export const overlaps = (a: Pick<Slot, 'startAt' | 'endAt'>, b: Pick<Slot, 'startAt' | 'endAt'>): boolean =>
  a.startAt.getTime() < b.endAt.getTime() && b.startAt.getTime() < a.endAt.getTime();

export interface CancelTerms {
  state: BookingState;
  startAt: Date;
  holdUntil: Date;
  depositFen: number;
  lateCancelFeeFen: number;
}

/**
 * What cancelling at `now` gives back: the whole deposit before the start (free), the deposit less the park's late
 * fee between the start and the end of the hold, nothing after (it is a no-show by then). Unpaid: nothing to refund.
 */
export function cancelOutcome(now: Date, b: CancelTerms) {
  if (b.state === 'pending')
    return { cancellable: true, free: true, refundFen: 0, feeFen: 0, text: '未支付的预约可直接取消' };
  if (b.state !== 'booked')
    return { cancellable: false, free: false, refundFen: 0, feeFen: 0, text: '该预约已无法取消' };
  if (now.getTime() < b.startAt.getTime()) {
    return {
      cancellable: true,
      free: true,
      refundFen: b.depositFen,
      feeFen: 0,
      text: `预约开始前取消免费，预约金 ${formatFen(b.depositFen)} 全额退回`,
    };
  }
  if (now.getTime() < b.holdUntil.getTime()) {
    const feeFen = Math.min(b.lateCancelFeeFen, b.depositFen);
    return {
      cancellable: true,
      free: feeFen === 0,
      refundFen: b.depositFen - feeFen,
      feeFen,
      text:
        feeFen === 0
          ? `预约金 ${formatFen(b.depositFen)} 全额退回`
          : `预约已开始，取消将扣除 ${formatFen(feeFen)}，退回 ${formatFen(b.depositFen - feeFen)}`,
    };
  }
  return { cancellable: false, free: false, refundFen: 0, feeFen: 0, text: '保留时间已过，预约已失约，不能取消' };
}

/** The booked driver may raise or lower the lock from a little before the start until the slot ends. */
export function canControlLock(now: Date, b: { state: BookingState; startAt: Date; endAt: Date }): boolean {
  if (b.state !== 'booked' && b.state !== 'arrived') return false;
  return now.getTime() >= b.startAt.getTime() - EARLY_CONTROL_MS && now.getTime() < b.endAt.getTime();
}

/** The package's rules in words, as the booking screen lists them. */
export function packageRules(t: PackageTerms): string[] {
  return [
    `预约金 ${formatFen(t.depositFen)}，入场后抵扣停车费`,
    `车位自预约时间起保留 ${t.holdMinutes} 分钟，逾时未入场视为失约，预约金不退`,
    '预约开始前可免费取消，预约金全额退回',
    t.lateCancelFeeFen > 0 ? `预约开始后取消扣除 ${formatFen(t.lateCancelFeeFen)}` : '保留时间内取消同样免费',
    '车位无法提供（地锁故障、车位被占）时自动全额退款并推荐附近车场',
  ];
}

export interface SpaceState {
  id: string;
  occupied: boolean;
  fault: string | null;
}

/** A lock whose fault keeps its arm from moving (low battery alone still works). */
const broken = (s: SpaceState) => s.fault === 'motor' || s.fault === 'battery';

/**
 * What a booked (not yet arrived) booking's space needs at `now` (the guarantee, decision 038):
 * - its lock faulted (from the early-control window) → `fault`;
 * - from the start, another car in it → `move` to `to`, a free working space of the same berth type that no other
 *   booking holds for the slot — or `full` when the park has none left of that type (the "park full" trigger);
 * - otherwise nothing.
 * `heldByOthers` are the spaces other holding bookings overlap the slot on.
 */
export function spaceCheck(
  now: Date,
  b: { startAt: Date; lockId: string },
  spaces: readonly SpaceState[],
  heldByOthers: ReadonlySet<string>,
): { kind: 'ok' } | { kind: 'fault' } | { kind: 'move'; to: string } | { kind: 'full' } {
  if (now.getTime() < b.startAt.getTime() - EARLY_CONTROL_MS) return { kind: 'ok' };
  const own = spaces.find((s) => s.id === b.lockId);
  if (!own) return { kind: 'ok' };
  if (broken(own)) return { kind: 'fault' };
  if (now < b.startAt || !own.occupied) return { kind: 'ok' };
  const free = spaces.find((s) => s.id !== own.id && !s.occupied && !broken(s) && !heldByOthers.has(s.id));
  return free ? { kind: 'move', to: free.id } : { kind: 'full' };
}

/**
 * How many spaces can still be booked for a slot: a working lock, no holding booking overlapping it, and — when the
 * slot starts within the early-control window — no car in it now (getParkingBerthType, getRecommendBerthInfo).
 */
export function freeSpaces(now: Date, startAt: Date, spaces: readonly SpaceState[], held: ReadonlySet<string>): number {
  const soon = startAt.getTime() <= now.getTime() + EARLY_CONTROL_MS;
  return spaces.filter((s) => !broken(s) && !held.has(s.id) && !(soon && s.occupied)).length;
}

/**
 * What goes back of a deposit applied to a stay once the stay has ended: what the stay's payments exceed its fee by
 * (the fee after any coupon), never more than the deposit applied — money paid otherwise is not this booking's to
 * return — and nothing while the stay still owes (arrears) or has no final fee.
 */
export function depositSurplus(stay: { paidFen: number; totalFen: number | null }, appliedFen: number): number {
  if (stay.totalFen === null) return 0;
  return Math.max(0, Math.min(appliedFen, stay.paidFen - stay.totalFen));
}
