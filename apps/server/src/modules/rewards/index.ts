import { mount, type ServerModule } from '../../kernel/module';
import { rewardOperatorRoutes } from './rewards.operator-routes';
import { rewardRoutes } from './rewards.routes';
import { createRewardsService, type RewardsDeps, type RewardsService } from './rewards.service';

export { REWARD_CHECKS } from './rewards-check';
export type { RewardsService };

/** Rewards (decision 052): the registration coupon, invite a friend, 金币计划; each reward a coupon given once. */
export function createRewardsModule(deps: RewardsDeps): ServerModule<{ rewards: RewardsService }> {
  const rewards = createRewardsService(deps);
  return {
    services: { rewards },
    routes: {
      driver: [mount(rewardRoutes, { rewards })],
      operator: [mount(rewardOperatorRoutes, { rewards })],
    },
    events: [rewards.paymentHandler],
  };
}
