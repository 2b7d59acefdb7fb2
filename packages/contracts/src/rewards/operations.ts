import { z } from 'zod';
import { operations } from '../operation-schemas';
import * as Rewards from './rewards';
import { RewardOperatorRoutes } from './operator-routes';
import { RewardRoutes } from './routes';

export const RewardOps = operations(RewardRoutes, {
  registorSendCoupon: { response: Rewards.RegisterReward },
  myInvite: { response: Rewards.MyInvite },
  invitation: { params: Rewards.InviteCodeParams, response: Rewards.Invitation },
  acceptInvite: { params: Rewards.InviteCodeParams, body: Rewards.AcceptInvite, response: Rewards.AcceptedInvite },
  goldPlan: { response: Rewards.GoldPlan },
  redeemGold: { body: Rewards.RedeemGold, response: Rewards.GoldRedeemed },
});

export const RewardOperatorOps = operations(RewardOperatorRoutes, {
  rewardSettings: { response: Rewards.RewardSettings },
  saveRewardSettings: { body: Rewards.RewardSettingsInput, response: Rewards.RewardSettings },
  goldOptions: { response: z.array(Rewards.GoldOption) },
  createGoldOption: { body: Rewards.GoldOptionInput, response: Rewards.GoldOption },
  inviteReport: { response: z.array(Rewards.InviteReportRow) },
  adjustGold: { body: Rewards.GoldAdjustment, response: Rewards.GoldAdjusted },
});
