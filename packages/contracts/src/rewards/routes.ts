// Zod-free: rewards as the driver's screens see them (types only; decision 052).
import { routes } from '../operation';
import type * as Rewards from './rewards';

export const RewardRoutes = routes<RewardIo>()({
  registorSendCoupon: ['POST /coupon/v2/api/registorSendCoupon', { authModel: 1 }],
  myInvite: 'GET /coupon/v2/api/rewards/invite',
  invitation: 'GET /coupon/v2/api/rewards/invitations/:code',
  acceptInvite: ['POST /coupon/v2/api/rewards/invitations/:code/accept', { authModel: 1 }],
  goldPlan: 'GET /coupon/v2/api/rewards/gold',
  redeemGold: ['POST /coupon/v2/api/rewards/gold/redeem', { authModel: 1 }],
});

/** What each of RewardRoutes' operations takes and answers. */
interface RewardIo {
  /** The registration coupon of a new account (given once; a repeat answers the same coupon). */
  registorSendCoupon: { response: Rewards.RegisterReward };
  /** /registerShare: my invite code, the rules, my invited friends. */
  myInvite: { response: Rewards.MyInvite };
  /** /receiveRewards: the invitation behind a shared link (no login needed). */
  invitation: { response: Rewards.Invitation };
  /** The new account accepts the invite; both are rewarded at its first paid parking bill. */
  acceptInvite: { body: Rewards.AcceptInvite; response: Rewards.AcceptedInvite };
  /** /goldPlanResults: coins, what they buy, the latest movements. */
  goldPlan: { response: Rewards.GoldPlan };
  redeemGold: { body: Rewards.RedeemGold; response: Rewards.GoldRedeemed };
}
