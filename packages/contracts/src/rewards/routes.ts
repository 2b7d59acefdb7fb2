// Zod-free: rewards as the driver's screens see them (types only; decision 052).
import { route } from '../operation';
import type {
  AcceptedInvite,
  AcceptInvite,
  GoldPlan,
  GoldRedeemed,
  Invitation,
  MyInvite,
  RedeemGold,
  RegisterReward,
} from './rewards';

export const RewardRoutes = {
  /** The registration coupon of a new account (given once; a repeat answers the same coupon). */
  registorSendCoupon: route('POST', '/coupon/v2/api/registorSendCoupon', { authModel: 1 }).io<{
    response: RegisterReward;
  }>(),
  /** /registerShare: my invite code, the rules, my invited friends. */
  myInvite: route('GET', '/coupon/v2/api/rewards/invite').io<{ response: MyInvite }>(),
  /** /receiveRewards: the invitation behind a shared link (no login needed). */
  invitation: route('GET', '/coupon/v2/api/rewards/invitations/:code').io<{ response: Invitation }>(),
  /** The new account accepts the invite; both are rewarded at its first paid parking bill. */
  acceptInvite: route('POST', '/coupon/v2/api/rewards/invitations/:code/accept', { authModel: 1 }).io<{
    body: AcceptInvite;
    response: AcceptedInvite;
  }>(),
  /** /goldPlanResults: coins, what they buy, the latest movements. */
  goldPlan: route('GET', '/coupon/v2/api/rewards/gold').io<{ response: GoldPlan }>(),
  redeemGold: route('POST', '/coupon/v2/api/rewards/gold/redeem', { authModel: 1 }).io<{
    body: RedeemGold;
    response: GoldRedeemed;
  }>(),
};
