import { OperatorRole, SharingOperatorOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { SharingService } from './sharing.service';

/**
 * The sharing console (admins): products and their schedules, the holiday calendar, the credit rule table, each park's refund rule, its shares and violations, and
 * score corrections with a reason (each kept as a ledger event with the operator's id). Another dealer's park or
 * driver is simply not found.
 */
export async function sharingOperatorRoutes(app: FastifyInstance, { sharing }: { sharing: SharingService }) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const { operator } = sharing;

  serve(app, SharingOperatorOps.sharingProducts, admin, async (req) =>
    ok(await operator.products(req.operator.dealerId, req.params.parkId)),
  );
  serve(app, SharingOperatorOps.putSharingProduct, admin, async (req) =>
    ok(await operator.putProduct(req.operator.dealerId, req.body)),
  );
  serve(app, SharingOperatorOps.putHoliday, admin, async (req) =>
    ok(await operator.putHoliday(req.operator.dealerId, req.params.day, req.body)),
  );
  serve(app, SharingOperatorOps.putCreditRule, admin, async (req) =>
    ok(await operator.putCreditRule(req.operator.dealerId, req.params.code, req.body)),
  );
  serve(app, SharingOperatorOps.parkShares, admin, async (req) =>
    ok(await operator.shares(req.operator.dealerId, req.params.parkId)),
  );
  serve(app, SharingOperatorOps.parkViolations, admin, async (req) =>
    ok(await operator.violations(req.operator.dealerId, req.params.parkId)),
  );
  serve(app, SharingOperatorOps.sharingRefundRule, admin, async (req) =>
    ok(await operator.refundRule(req.operator.dealerId, req.params.parkId)),
  );
  serve(app, SharingOperatorOps.putSharingRefundRule, admin, async (req) =>
    ok(await operator.putRefundRule(req.operator.dealerId, req.params.parkId, req.body)),
  );
  serve(app, SharingOperatorOps.correctCredit, admin, async (req) =>
    ok(await operator.correct(req.operator, req.body)),
  );
}
