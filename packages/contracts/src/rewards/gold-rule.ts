// Zod-free: the 金币计划 rule both sides use (decision 052).

/** The most a gold-coin coupon may take off a bill: 5 % of it. */
export const GOLD_CAP_PERCENT = 5;

/**
 * What a gold-coin coupon (a percentage of at most 5 %, capped at the coins' worth) takes off a bill of `billFen`:
 * never more than 5 % of the bill, never more than the coupon's cap, never negative, rounded down to the fen (as the
 * fee engine rounds a percentage), and never less for a larger bill.
 */
export function goldRedemptionFen(billFen: number, capFen: number, percent: number = GOLD_CAP_PERCENT): number {
  if (!(billFen > 0) || !(capFen > 0) || !(percent > 0)) return 0;
  const share = Math.floor((Math.floor(billFen) * Math.min(percent, GOLD_CAP_PERCENT)) / 100);
  return Math.min(share, Math.floor(capFen));
}

/** Coins earned by a paid bill: `perYuan` coins for each whole yuan paid (nothing for a 0 fen bill). */
export function coinsEarned(paidFen: number, perYuan: number): number {
  if (!(paidFen > 0) || !(perYuan > 0)) return 0;
  return Math.floor(paidFen / 100) * Math.floor(perYuan);
}
