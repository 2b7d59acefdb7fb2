// Zod-free: the operator's reward settings, gold options, invite report and coin adjustments (types only).
import { route } from '../operation';
import type {
  GoldAdjusted,
  GoldAdjustment,
  GoldOption,
  GoldOptionInput,
  InviteReportRow,
  RewardSettings,
  RewardSettingsInput,
} from './rewards';

export const RewardOperatorRoutes = {
  rewardSettings: route('GET', '/operator/v1/rewards/settings').io<{ response: RewardSettings }>(),
  saveRewardSettings: route('PUT', '/operator/v1/rewards/settings').io<{
    body: RewardSettingsInput;
    response: RewardSettings;
  }>(),
  goldOptions: route('GET', '/operator/v1/rewards/goldOptions').io<{ response: GoldOption[] }>(),
  createGoldOption: route('POST', '/operator/v1/rewards/goldOptions').io<{
    body: GoldOptionInput;
    response: GoldOption;
  }>(),
  inviteReport: route('GET', '/operator/v1/rewards/invites').io<{ response: InviteReportRow[] }>(),
  adjustGold: route('POST', '/operator/v1/rewards/gold/adjust').io<{ body: GoldAdjustment; response: GoldAdjusted }>(),
};
