import { operations } from '../operation-schemas';
import { ChargingCoupons } from './coupon';
import { ChargingCouponRoutes } from './coupon-routes';

export const ChargingCouponOps = operations(ChargingCouponRoutes, {
  chargingCoupons: { response: ChargingCoupons },
});
