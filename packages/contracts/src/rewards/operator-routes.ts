// Zod-free: the operator's reward settings, gold options, invite report and coin adjustments (types only).
import { route } from '../operation';
import type * as Rewards from './rewards';

export const RewardOperatorRoutes = {
  rewardSettings: route('GET', '/operator/v1/rewards/settings').io<{ response: Rewards.RewardSettings }>(),
  saveRewardSettings: route('PUT', '/operator/v1/rewards/settings').io<{
    body: Rewards.RewardSettingsInput;
    response: Rewards.RewardSettings;
  }>(),
  goldOptions: route('GET', '/operator/v1/rewards/goldOptions').io<{ response: Rewards.GoldOption[] }>(),
  createGoldOption: route('POST', '/operator/v1/rewards/goldOptions').io<{
    body: Rewards.GoldOptionInput;
    response: Rewards.GoldOption;
  }>(),
  inviteReport: route('GET', '/operator/v1/rewards/invites').io<{ response: Rewards.InviteReportRow[] }>(),
  adjustGold: route('POST', '/operator/v1/rewards/gold/adjust').io<{
    body: Rewards.GoldAdjustment;
    response: Rewards.GoldAdjusted;
  }>(),
};
