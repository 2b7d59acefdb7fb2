import { FeeRuleOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { FeeRuleVersionsService } from './orders/fee-rule-versions.service';

/** Who works on fee rules: finance dealer-wide, park managers on their parks (the service checks the scope). */
const FEE_RULE_ROLES = [OperatorRole.FINANCE, OperatorRole.PARK_MANAGER] as const;

/** The console's fee rule editor (decision 084): history, new versions, previews by the real engine. */
export async function feeRuleOperatorRoutes(app: FastifyInstance, { versions }: { versions: FeeRuleVersionsService }) {
  const feeRuleRoles = { preHandler: app.requireOperator(...FEE_RULE_ROLES) };

  serve(app, FeeRuleOps.feeRules, feeRuleRoles, async (req) =>
    ok(await versions.history(req.operator, req.params.parkId)),
  );

  serve(app, FeeRuleOps.createFeeRule, feeRuleRoles, async (req) =>
    ok(await versions.create(req.operator, req.params.parkId, req.body)),
  );

  serve(app, FeeRuleOps.previewFee, feeRuleRoles, async (req) =>
    ok(await versions.preview(req.operator, req.params.parkId, req.body)),
  );
}
