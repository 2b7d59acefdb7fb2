// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { CouponRoutes, type CouponTab } from '@parking/contracts';

export const COUPONS_COUNT_CALL = { route: CouponRoutes.couponsCount } as const;

/** One page of the driver's coupons in a tab. */
export const userCouponsCall = (state: CouponTab, pageNo: number) => ({
  route: CouponRoutes.userCoupons,
  query: { state, pageNo, pageSize: 20 },
});
