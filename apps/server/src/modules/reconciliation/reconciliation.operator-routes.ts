import { ok, OperatorRole, ReportOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { Reconciliation } from './reconciliation.service';

/** Reconciliation (对账): finance and admins of a dealer see and resolve their differences (decision 093). */
export async function reconciliationOperatorRoutes(
  app: FastifyInstance,
  { reconciliation }: { reconciliation: Reconciliation },
) {
  const finance = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE) };

  serve(app, ReportOps.reconciliationDays, finance, async (req) =>
    ok(await reconciliation.days(req.operator.dealerId, req.query.from, req.query.to)),
  );
  serve(app, ReportOps.reconciliationDifferences, finance, async (req) =>
    ok(await reconciliation.differences(req.operator.dealerId, req.query.day, req.query.state)),
  );
  serve(app, ReportOps.resolveDifference, finance, async (req) =>
    ok(await reconciliation.resolve(req.operator, req.params.differenceId, req.body)),
  );
  serve(app, ReportOps.runReconciliation, finance, async (req) => ok(await reconciliation.runFor(req.body.day)));
}
