// Zod-free: the console's fee rule editor (issue 39, decision 084).
import { route } from '../operation';
import type { FeePreview, FeePreviewRequest, FeeRuleHistory, FeeRuleVersion, NewFeeRuleVersion } from './schemas';

/** Fee rule versions of one park (finance, or a park manager of that park). */
export const FeeRuleRoutes = {
  /** Every version of the park's rule, newest effective time first, with which is in force now. */
  feeRules: route('GET', '/operator/v1/parks/:parkId/feeRules').io<{ response: FeeRuleHistory }>(),
  /** A new version, in force from `effectiveFrom` (now when absent); followers get 调价提醒 when it takes effect. */
  createFeeRule: route('POST', '/operator/v1/parks/:parkId/feeRules').io<{
    body: NewFeeRuleVersion;
    response: FeeRuleVersion;
  }>(),
  /** The fee of one stay under a draft rule, with its breakdown, from the real engine; stores nothing. */
  previewFee: route('POST', '/operator/v1/parks/:parkId/feeRules/preview').io<{
    body: FeePreviewRequest;
    response: FeePreview;
  }>(),
};
