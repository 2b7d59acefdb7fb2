import { OperatorRole, SharingOperatorOps, ok, type OperatorProfile } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { checkParkScope } from '../operators';
import type { SharingService } from './sharing.service';

/**
 * The sharing console: a park's products and their schedules, refund rule, shares and violations (admins, and park
 * managers on their parks: decision 077); the dealer-wide holiday calendar, credit rule table and score corrections
 * with a reason, each kept as a ledger event with the operator's id (admins). Another dealer's park or driver is
 * simply not found.
 */
export async function sharingOperatorRoutes(app: FastifyInstance, { sharing }: { sharing: SharingService }) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const parkDesk = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.PARK_MANAGER) };
  const { operator } = sharing;
  /** The park's dealer is checked by each operation (another dealer's is not found); the scope here. */
  const inScope = (op: OperatorProfile, parkId: string) => {
    checkParkScope(op, parkId);
    return op.dealerId;
  };

  serve(app, SharingOperatorOps.sharingProducts, parkDesk, async (req) =>
    ok(await operator.products(inScope(req.operator, req.params.parkId), req.params.parkId)),
  );
  serve(app, SharingOperatorOps.putSharingProduct, parkDesk, async (req) =>
    ok(await operator.putProduct(inScope(req.operator, req.body.parkId), req.body)),
  );
  serve(app, SharingOperatorOps.putHoliday, admin, async (req) =>
    ok(await operator.putHoliday(req.operator.dealerId, req.params.day, req.body)),
  );
  serve(app, SharingOperatorOps.creditRules, admin, async (req) =>
    ok(await sharing.driver.creditRules(req.operator.dealerId)),
  );
  serve(app, SharingOperatorOps.putCreditRule, admin, async (req) =>
    ok(await operator.putCreditRule(req.operator.dealerId, req.params.code, req.body)),
  );
  serve(app, SharingOperatorOps.parkShares, parkDesk, async (req) =>
    ok(await operator.shares(inScope(req.operator, req.params.parkId), req.params.parkId)),
  );
  serve(app, SharingOperatorOps.parkViolations, parkDesk, async (req) =>
    ok(await operator.violations(inScope(req.operator, req.params.parkId), req.params.parkId)),
  );
  serve(app, SharingOperatorOps.sharingRefundRule, parkDesk, async (req) =>
    ok(await operator.refundRule(inScope(req.operator, req.params.parkId), req.params.parkId)),
  );
  serve(app, SharingOperatorOps.putSharingRefundRule, parkDesk, async (req) =>
    ok(await operator.putRefundRule(inScope(req.operator, req.params.parkId), req.params.parkId, req.body)),
  );
  serve(app, SharingOperatorOps.correctCredit, admin, async (req) =>
    ok(await operator.correct(req.operator, req.body)),
  );
}
