import { REFUND_WINDOW_DAYS, type WithdrawalPartState } from '@parking/contracts';

const DAY_MS = 86_400_000;

/** A paid recharge of the driver, and how much of it withdrawals have already claimed (parts not put back). */
export interface RechargeSource {
  orderId: string;
  provider: keyof typeof REFUND_WINDOW_DAYS;
  amountFen: number;
  claimedFen: number;
  paidAt: Date;
}

export interface AllocatedPart {
  orderId: string;
  amountFen: number;
}

/** What can still go back through a recharge now: its unclaimed money, while its provider still refunds it. */
export function refundableFen(source: RechargeSource, now: Date): number {
  const windowMs = REFUND_WINDOW_DAYS[source.provider] * DAY_MS;
  if (now.getTime() - source.paidAt.getTime() > windowMs) return 0;
  return Math.max(0, source.amountFen - source.claimedFen);
}

/** Recharges newest first: withdrawing refunds the most recent money (the longest time left to refund the rest). */
const newestFirst = (sources: readonly RechargeSource[]) =>
  [...sources].sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || (a.orderId < b.orderId ? -1 : 1));

/** What one tap on 提现 takes now: the balance, as far as refundable recharges carry it. */
export function withdrawableFen(balanceFen: number, sources: readonly RechargeSource[], now: Date): number {
  const refundable = sources.reduce((sum, s) => sum + refundableFen(s, now), 0);
  return Math.max(0, Math.min(balanceFen, refundable));
}

export class NotWithdrawableError extends Error {
  override name = 'NotWithdrawableError';
}

/**
 * Splits a withdrawal across recharges, newest first, each part at most what that recharge can still refund. Throws
 * NotWithdrawableError when the amount is not a positive integer or more than the recharges can carry.
 */
export function allocateWithdrawal(amountFen: number, sources: readonly RechargeSource[], now: Date): AllocatedPart[] {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) {
    throw new NotWithdrawableError(`a withdrawal is a positive integer of fen, got ${amountFen}`);
  }
  const parts: AllocatedPart[] = [];
  let left = amountFen;
  for (const source of newestFirst(sources)) {
    if (left === 0) break;
    const take = Math.min(left, refundableFen(source, now));
    if (take > 0) {
      parts.push({ orderId: source.orderId, amountFen: take });
      left -= take;
    }
  }
  if (left > 0) throw new NotWithdrawableError(`${left} fen of ${amountFen} cannot go back through any recharge`);
  return parts;
}

/** A part's state from its refund's state; a part put back in the wallet is returned whatever its refund said. */
export function partState(refundState: string, returned: boolean): WithdrawalPartState {
  if (returned) return 'returned';
  if (refundState === 'succeeded') return 'done';
  if (refundState === 'failed' || refundState === 'cancelled') return 'failed';
  return 'processing';
}

/** A withdrawal is processing while any part is, failed while any part waits for the driver, else done. */
export function withdrawalState(parts: readonly WithdrawalPartState[]): 'processing' | 'failed' | 'done' {
  if (parts.includes('processing')) return 'processing';
  if (parts.includes('failed')) return 'failed';
  return 'done';
}
