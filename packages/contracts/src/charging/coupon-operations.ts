import { z } from 'zod';
import { operations } from '../operation-schemas';
import { ChargingCouponRoutes } from './coupon-routes';

export const ChargingCoupon = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  part: z.enum(['service', 'whole']),
  partText: z.string(),
  minSpendFen: z.number().int(),
  merchantName: z.string().nullable(),
  validUntil: z.string(),
});
export const ChargingCoupons = z.object({ results: z.array(ChargingCoupon) });

export const ChargingCouponOps = operations(ChargingCouponRoutes, {
  chargingCoupons: { response: ChargingCoupons },
});
