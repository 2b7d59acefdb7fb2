import { z } from 'zod';
import { operations } from '../operation-schemas';
import {
  AcceptedInvite,
  AcceptInvite,
  GoldAdjusted,
  GoldAdjustment,
  GoldOption,
  GoldOptionInput,
  GoldPlan,
  GoldRedeemed,
  Invitation,
  InviteCodeParams,
  InviteReportRow,
  MyInvite,
  RedeemGold,
  RegisterReward,
  RewardSettings,
  RewardSettingsInput,
} from './rewards';
import { RewardOperatorRoutes } from './operator-routes';
import { RewardRoutes } from './routes';

export const RewardOps = operations(RewardRoutes, {
  registorSendCoupon: { response: RegisterReward },
  myInvite: { response: MyInvite },
  invitation: { params: InviteCodeParams, response: Invitation },
  acceptInvite: { params: InviteCodeParams, body: AcceptInvite, response: AcceptedInvite },
  goldPlan: { response: GoldPlan },
  redeemGold: { body: RedeemGold, response: GoldRedeemed },
});

export const RewardOperatorOps = operations(RewardOperatorRoutes, {
  rewardSettings: { response: RewardSettings },
  saveRewardSettings: { body: RewardSettingsInput, response: RewardSettings },
  goldOptions: { response: z.array(GoldOption) },
  createGoldOption: { body: GoldOptionInput, response: GoldOption },
  inviteReport: { response: z.array(InviteReportRow) },
  adjustGold: { body: GoldAdjustment, response: GoldAdjusted },
});
