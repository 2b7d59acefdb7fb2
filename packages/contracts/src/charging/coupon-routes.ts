// Zod-free: coupons on charging (decision 046) as /chargingPage and /chargingChoiceCoupon read them.
import { routes } from '../operation';
import type { ChargingCoupons } from './coupon';

/** What a charging coupon takes off: the service fee only, or the whole bill (electricity and service). */
export type ChargingCouponPart = 'service' | 'whole';
export const chargingCouponPartText: Record<ChargingCouponPart, string> = {
  service: '仅抵扣服务费',
  whole: '抵扣电费和服务费',
};

/** What a charging coupon takes off, as the fee engine takes it (the parking discount kinds less time off). */
export type ChargingDiscount =
  { kind: 'amount'; fen: number } | { kind: 'waiver' } | { kind: 'percent'; percent: number; capFen?: number };

/** A charging order's coupon, its terms copied at the start (like the tariff): the bill applies them at the stop. */
export interface ChargingCouponTerms {
  couponId: string;
  title: string;
  part: ChargingCouponPart;
  discount: ChargingDiscount;
  minSpendFen: number;
}

export const ChargingCouponRoutes = routes<ChargingCouponIo>()({
  chargingCoupons: 'GET /cps/v2/api/chargingOrders/msp/usableCoupons',
});

/** What each of ChargingCouponRoutes' operations takes and answers. */
interface ChargingCouponIo {
  /** The driver's unused charging coupons valid now, soonest to expire first. */
  chargingCoupons: { response: ChargingCoupons };
}
