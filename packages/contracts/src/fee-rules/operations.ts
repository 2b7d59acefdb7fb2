import { operations } from '../operation-schemas';
import { FeeRuleRoutes } from './routes';
import {
  FeePreview,
  FeePreviewRequest,
  FeeRuleHistory,
  FeeRuleParkParams,
  FeeRuleVersion,
  NewFeeRuleVersion,
} from './schemas';

export const FeeRuleOps = operations(FeeRuleRoutes, {
  feeRules: { params: FeeRuleParkParams, response: FeeRuleHistory },
  createFeeRule: { params: FeeRuleParkParams, body: NewFeeRuleVersion, response: FeeRuleVersion },
  previewFee: { params: FeeRuleParkParams, body: FeePreviewRequest, response: FeePreview },
});
