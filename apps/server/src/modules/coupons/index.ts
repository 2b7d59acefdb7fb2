import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { AuditTrail } from '../audit';
import type { DriverServices } from '../driver';
import type { StayPricer } from '../parking';
import type { ParksRepository } from '../parks';
import type { Payments } from '../payments';
import type { PlatesService } from '../vehicles';
import { couponRoutes } from './coupons.routes';
import { couponOperatorRoutes } from './coupons.operator-routes';
import { createCouponsService, type CouponsService } from './coupons.service';

export { createCouponUse, type CouponUse } from './coupon-use';
export { COUPON_CHECKS } from './coupons-check';
export type { CouponsService };

/** Coupons and merchants (decision 039): wallet, QR claims, giving to plates, templates and batches. */
export function createCouponsModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config'>,
  uses: {
    parks: ModuleOf<{ parks: ParksRepository }>;
    pricing: { pricer: StayPricer };
    /** Merchants buy batches as purchases; a coupon-only stay's refund gives the coupon back (decision 049). */
    payments: ModuleOf<{ payments: Payments }>;
    vehicles: ModuleOf<{ plates: PlatesService }>;
    /** Merchant staff are added by phone. */
    driver: ModuleOf<Pick<DriverServices, 'drivers'>>;
    audit: ModuleOf<{ trail: AuditTrail }>;
  },
): ServerModule<{ coupons: CouponsService }> {
  const { payments } = uses.payments.services;
  const { drivers } = uses.driver.services;
  const coupons = createCouponsService({
    db: deps.db,
    clock: deps.clock,
    qrSecret: deps.config.couponQrSecret,
    parks: uses.parks.services.parks,
    pricer: uses.pricing.pricer,
    bills: payments.bills,
    plates: uses.vehicles.services.plates,
    driverByPhone: (dealerId, phone) => drivers.findByPhone(dealerId, phone),
    payments,
    trail: uses.audit.services.trail,
  });
  return {
    services: { coupons },
    routes: {
      driver: [mount(couponRoutes, { coupons })],
      operator: [mount(couponOperatorRoutes, { coupons })],
    },
  };
}
