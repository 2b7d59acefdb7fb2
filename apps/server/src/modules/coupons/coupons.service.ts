import { createCouponGrants } from './coupon-grants';
import { createCouponMerchant } from './coupon-merchant';
import { createCouponOperator } from './coupon-operator';
import { createCouponWallet } from './coupon-wallet';
import { createCouponsAccess, type CouponsDeps } from './coupons-access';

export type { CouponsDeps } from './coupons-access';
export { compensationValue } from './coupon-grants';

/** Coupons: the driver's wallet and claims, merchant staff's giving and records, operators' templates and batches. */
export function createCouponsService(deps: CouponsDeps) {
  const access = createCouponsAccess(deps);
  return {
    driver: createCouponWallet(access),
    merchant: createCouponMerchant(access),
    operator: createCouponOperator(access),
    grants: createCouponGrants(access),
    // Rewards reads a coupon and a batch through it: the service gives these two reads, not its repository.
    reads: { coupon: access.repo.coupon, batch: access.repo.batch },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
