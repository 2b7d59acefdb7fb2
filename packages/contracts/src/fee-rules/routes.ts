// Zod-free: the console's fee rule editor (issue 39, decision 084).
import { routes } from '../operation';
import type { FeePreview, FeePreviewRequest, FeeRuleHistory, FeeRuleVersion, NewFeeRuleVersion } from './schemas';

/** Fee rule versions of one park (finance, or a park manager of that park). */
export const FeeRuleRoutes = routes<FeeRuleIo>()({
  feeRules: 'GET /operator/v1/parks/:parkId/feeRules',
  createFeeRule: 'POST /operator/v1/parks/:parkId/feeRules',
  previewFee: 'POST /operator/v1/parks/:parkId/feeRules/preview',
});

/** What each of FeeRuleRoutes' operations takes and answers. */
interface FeeRuleIo {
  /** Every version of the park's rule, newest effective time first, with which is in force now. */
  feeRules: { response: FeeRuleHistory };
  /** A new version, in force from `effectiveFrom` (now when absent); followers get 调价提醒 when it takes effect. */
  createFeeRule: { body: NewFeeRuleVersion; response: FeeRuleVersion };
  /** The fee of one stay under a draft rule, with its breakdown, from the real engine; stores nothing. */
  previewFee: { body: FeePreviewRequest; response: FeePreview };
}
