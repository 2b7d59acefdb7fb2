// Zod-free: rewards as the driver's screens see them (types only; decision 052).
import { route } from '../operation';
import type * as Rewards from './rewards';

export const RewardRoutes = {
  /** The registration coupon of a new account (given once; a repeat answers the same coupon). */
  registorSendCoupon: route('POST', '/coupon/v2/api/registorSendCoupon', { authModel: 1 }).io<{
    response: Rewards.RegisterReward;
  }>(),
  /** /registerShare: my invite code, the rules, my invited friends. */
  myInvite: route('GET', '/coupon/v2/api/rewards/invite').io<{ response: Rewards.MyInvite }>(),
  /** /receiveRewards: the invitation behind a shared link (no login needed). */
  invitation: route('GET', '/coupon/v2/api/rewards/invitations/:code').io<{ response: Rewards.Invitation }>(),
  /** The new account accepts the invite; both are rewarded at its first paid parking bill. */
  acceptInvite: route('POST', '/coupon/v2/api/rewards/invitations/:code/accept', { authModel: 1 }).io<{
    body: Rewards.AcceptInvite;
    response: Rewards.AcceptedInvite;
  }>(),
  /** /goldPlanResults: coins, what they buy, the latest movements. */
  goldPlan: route('GET', '/coupon/v2/api/rewards/gold').io<{ response: Rewards.GoldPlan }>(),
  redeemGold: route('POST', '/coupon/v2/api/rewards/gold/redeem', { authModel: 1 }).io<{
    body: Rewards.RedeemGold;
    response: Rewards.GoldRedeemed;
  }>(),
};
