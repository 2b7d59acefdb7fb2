import { z } from 'zod';
import { list } from '../envelope';

/** One of the driver's charging coupons usable now (decision 046). */
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
export type ChargingCoupon = z.infer<typeof ChargingCoupon>;
/** The driver's unused charging coupons valid now (/chargingChoiceCoupon). */
export const ChargingCoupons = list(ChargingCoupon);
export type ChargingCoupons = z.infer<typeof ChargingCoupons>;
