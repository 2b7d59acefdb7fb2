import { createRewardEarnings } from './reward-earnings';
import { createGoldPlan } from './reward-gold';
import { createRewardInvites } from './reward-invites';
import { createRewardsAccess, type RewardsDeps } from './rewards-access';
import { createRewardsOperator } from './rewards-operator';

export type { RewardsDeps } from './rewards-access';

/** The registration coupon, invite a friend and 金币计划: each reward a coupon given exactly once. */
export function createRewardsService(deps: RewardsDeps) {
  const access = createRewardsAccess(deps);
  const earnings = createRewardEarnings(access);
  return {
    driver: { ...createRewardInvites(access, earnings), ...createGoldPlan(access, earnings) },
    operator: createRewardsOperator(access),
    paymentHandler: earnings.paymentHandler,
    repo: access.repo,
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
