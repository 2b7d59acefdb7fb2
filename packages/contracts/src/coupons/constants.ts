// Zod-free: the coupon constants screens use on first paint (decision 026).

export const COUPON_KINDS = ['amount', 'minutes', 'waiver', 'percent', 'altRule', 'reentry'] as const;
/**
 * amount: so many fen off; minutes: the first minutes free; waiver: the whole fee; percent: a percentage off;
 * altRule: the stay priced under the template's own fee rule when cheaper (a merchant rate); reentry: a car back
 * within `value` minutes of leaving the park pays as if it never left (decision 053). The last two: parking only.
 */
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon as the driver's wallet tabs group it: unused (locked by a pending payment too), used, past. */
export const COUPON_TABS = ['unused', 'used', 'past'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** What a coupon is now: past = expired unused or revoked by the merchant. */
export const COUPON_STATES = ['unused', 'locked', 'used', 'expired', 'revoked'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Most minutes a merchant's QR code may stay valid; at least 5 (a driver needs time to scan). */
export const QR_MAX_MINUTES = 60;
export const QR_MIN_MINUTES = 5;
/** Most drivers one QR code may serve; a dealer may set a lower ceiling (decision 090). */
export const QR_MAX_CLAIMS = 500;
/** A merchant may take back a coupon this long after giving it, and only before the car leaves. */
export const REVOKE_WINDOW_MINUTES = 10;

/** Where a coupon may be used (decision 046): parking bills, or charging bills. */
export const COUPON_SCOPES = ['parking', 'charging'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** Longest gap (minutes) a free re-entry coupon may bridge between leaving and coming back (decision 053). */
export const MAX_REENTRY_MINUTES = 1440;
/** A merchant's batch purchase: waiting for its money, bought (the batch exists), refused (withdrawn; refunded), closed unpaid. */
export const BATCH_ORDER_STATES = ['open', 'fulfilled', 'refused', 'released'] as const;
export type BatchOrderState = (typeof BATCH_ORDER_STATES)[number];
export const BATCH_ORDER_STATE_TEXT: Record<BatchOrderState, string> = {
  open: '待支付',
  fulfilled: '购买成功',
  refused: '已退款',
  released: '已关闭',
};
/** Most coupons one purchase buys. */
export const MAX_BATCH_PURCHASE = 10_000;
