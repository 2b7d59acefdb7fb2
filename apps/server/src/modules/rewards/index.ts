import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { CouponsService } from '../coupons';
import type { DriverServices } from '../driver';
import type { Payments } from '../payments';
import { rewardOperatorRoutes } from './rewards.operator-routes';
import { rewardRoutes } from './rewards.routes';
import { createRewardsService, type RewardsService } from './rewards.service';

export { REWARD_CHECKS } from './rewards-check';
export type { RewardsService };

/** Rewards (decision 052): the registration coupon, invite a friend, 金币计划; each reward a coupon given once. */
export function createRewardsModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'log'>,
  uses: {
    /** Coupons of platform batches, given once. */
    coupons: ModuleOf<{ coupons: CouponsService }>;
    payments: ModuleOf<{ payments: Pick<Payments, 'captured'> }>;
    driver: ModuleOf<Pick<DriverServices, 'drivers'>>;
  },
): ServerModule<{ rewards: RewardsService }> {
  const { drivers } = uses.driver.services;
  const rewards = createRewardsService({
    db: deps.db,
    clock: deps.clock,
    coupons: uses.coupons.services.coupons,
    captured: uses.payments.services.payments.captured,
    driverById: (dealerId, id) => drivers.findById(dealerId, id),
    log: deps.log,
  });
  return {
    services: { rewards },
    routes: {
      driver: [mount(rewardRoutes, { rewards })],
      operator: [mount(rewardOperatorRoutes, { rewards })],
    },
    events: [rewards.paymentHandler],
  };
}
