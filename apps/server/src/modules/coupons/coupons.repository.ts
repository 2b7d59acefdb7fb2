import { couponTemplatesOf } from './coupon-templates.repository';
import { couponMerchantsOf } from './coupon-merchants.repository';
import { couponsHeldOf } from './coupons-held.repository';
import type { Db } from '../../db/client';

export type { TemplateRow, BatchRow, QrCodeRow } from './coupon-templates.repository';
export { couponTerms } from './coupon-merchants.repository';
export type { MerchantRow } from './coupon-merchants.repository';
export type { CouponRow, CouponWithTerms, PlateKey } from './coupons-held.repository';

/** The coupons module's tables; every call takes the connection or transaction it runs in. */
export function createCouponsRepository(db: Db) {
  return { ...couponTemplatesOf(db), ...couponMerchantsOf(db), ...couponsHeldOf(db) };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
