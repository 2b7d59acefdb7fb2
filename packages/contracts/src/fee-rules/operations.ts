import { operations } from '../operation-schemas';
import { FeeRuleRoutes } from './routes';
import * as S from './schemas';

export const FeeRuleOps = operations(FeeRuleRoutes, {
  feeRules: { params: S.FeeRuleParkParams, response: S.FeeRuleHistory },
  createFeeRule: { params: S.FeeRuleParkParams, body: S.NewFeeRuleVersion, response: S.FeeRuleVersion },
  previewFee: { params: S.FeeRuleParkParams, body: S.FeePreviewRequest, response: S.FeePreview },
});
