import { OperatorRole, RefundDeskOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../kernel/serve';
import type { RefundDesk } from './refund-desk.service';

/** Who may ask for a refund: finance, service, and park managers and cashiers for their parks' parking orders. */
const ASKERS = [OperatorRole.FINANCE, OperatorRole.SERVICE, OperatorRole.PARK_MANAGER, OperatorRole.CASHIER];

/** The refund desk under /api/operator/v1 (decision 092); admins pass every role check (decision 077). */
export async function refundDeskRoutes(app: FastifyInstance, { desk }: { desk: RefundDesk }) {
  const askers = { preHandler: app.requireOperator(...ASKERS) };
  const finance = { preHandler: app.requireOperator(OperatorRole.FINANCE) };
  serve(app, RefundDeskOps.refundOrder, askers, async (req) => ok(await desk.order(req.operator, req.query.orderNo)));
  serve(app, RefundDeskOps.refundRequests, askers, async (req) => ok(await desk.list(req.operator, req.query)));
  serve(app, RefundDeskOps.askRefund, askers, async (req) => ok(await desk.ask(req.operator, req.body)));
  serve(app, RefundDeskOps.approveRefund, finance, async (req) =>
    ok(await desk.approve(req.operator, req.params.requestId)),
  );
  serve(app, RefundDeskOps.refuseRefund, finance, async (req) =>
    ok(await desk.refuse(req.operator, req.params.requestId, req.body.note)),
  );
  serve(app, RefundDeskOps.moneySettings, finance, async (req) => ok(await desk.settings(req.operator)));
  serve(app, RefundDeskOps.saveMoneySettings, { preHandler: app.requireOperator(OperatorRole.ADMIN) }, async (req) =>
    ok(await desk.saveSettings(req.operator, req.body)),
  );
}
