// Zod-free: the operator's reward settings, gold options, invite report and coin adjustments (types only).
import { routes } from '../operation';
import type * as Rewards from './rewards';

export const RewardOperatorRoutes = routes<RewardOperatorIo>()({
  rewardSettings: 'GET /operator/v1/rewards/settings',
  saveRewardSettings: 'PUT /operator/v1/rewards/settings',
  goldOptions: 'GET /operator/v1/rewards/goldOptions',
  createGoldOption: 'POST /operator/v1/rewards/goldOptions',
  inviteReport: 'GET /operator/v1/rewards/invites',
  adjustGold: 'POST /operator/v1/rewards/gold/adjust',
});

/** What each of RewardOperatorRoutes' operations takes and answers. */
interface RewardOperatorIo {
  rewardSettings: { response: Rewards.RewardSettings };
  saveRewardSettings: { body: Rewards.RewardSettingsInput; response: Rewards.RewardSettings };
  goldOptions: { response: Rewards.GoldOption[] };
  createGoldOption: { body: Rewards.GoldOptionInput; response: Rewards.GoldOption };
  inviteReport: { response: Rewards.InviteReportRow[] };
  adjustGold: { body: Rewards.GoldAdjustment; response: Rewards.GoldAdjusted };
}
