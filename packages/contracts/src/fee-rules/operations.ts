import { operations } from '../operation-schemas';
import { ParkParams } from '../park-setup/schemas';
import { FeeRuleRoutes } from './routes';
import * as S from './schemas';

export const FeeRuleOps = operations(FeeRuleRoutes, {
  feeRules: { params: ParkParams, response: S.FeeRuleHistory },
  createFeeRule: { params: ParkParams, body: S.NewFeeRuleVersion, response: S.FeeRuleVersion },
  previewFee: { params: ParkParams, body: S.FeePreviewRequest, response: S.FeePreview },
});
