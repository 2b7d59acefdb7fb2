import { mount, type ServerModule } from '../../kernel/module';
import { couponRoutes } from './coupons.routes';
import { couponOperatorRoutes } from './coupons.operator-routes';
import { createCouponsService, type CouponsDeps, type CouponsService } from './coupons.service';

export { createCouponUse, type CouponUse } from './coupon-use';
export { COUPON_CHECKS } from './coupons-check';
export type { CouponsService };

/** Coupons and merchants (decision 039): wallet, QR claims, giving to plates, templates and batches. */
export function createCouponsModule(deps: CouponsDeps): ServerModule<{ coupons: CouponsService }> {
  const coupons = createCouponsService(deps);
  return {
    services: { coupons },
    routes: {
      driver: [mount(couponRoutes, { coupons })],
      operator: [mount(couponOperatorRoutes, { coupons })],
    },
  };
}
