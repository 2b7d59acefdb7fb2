import { BagOperatorOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { BagService } from './bag.service';

/**
 * The plan console: reviewers work the application queue; admins set a park's quota share, renewal rules and the
 * demo auto-approve switch, and its products. The dealer comes from the operator's session: another dealer's park
 * or application is simply not found.
 */
export async function bagOperatorRoutes(app: FastifyInstance, { bag }: { bag: BagService }) {
  const reviewer = { preHandler: app.requireOperator(OperatorRole.REVIEWER) };
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const { operator } = bag;

  serve(app, BagOperatorOps.bagParkSettings, admin, async (req) =>
    ok(await operator.settings(req.operator.dealerId, req.params.parkId)),
  );
  serve(app, BagOperatorOps.setBagParkSettings, admin, async (req) =>
    ok(await operator.setSettings(req.operator.dealerId, req.params.parkId, req.body)),
  );
  serve(app, BagOperatorOps.bagProducts, admin, async (req) =>
    ok(await operator.products(req.operator.dealerId, req.params.parkId)),
  );
  serve(app, BagOperatorOps.putBagProduct, admin, async (req) =>
    ok(await operator.putProduct(req.operator.dealerId, req.body)),
  );
  serve(app, BagOperatorOps.bagApplicationQueue, reviewer, async (req) =>
    ok(await operator.queue(req.operator.dealerId, req.query)),
  );
  serve(app, BagOperatorOps.reviewBagApplication, reviewer, async (req) =>
    ok(await operator.review(req.operator, req.params.applicationId, req.body)),
  );
  // 免费 plans are granted by admins; cancel requests are reviewed like applications (decision 047).
  serve(app, BagOperatorOps.grantBagPlan, admin, async (req) => ok(await operator.grant(req.operator, req.body)));
  serve(app, BagOperatorOps.endBagGrant, admin, async (req) =>
    ok(await operator.endGrant(req.operator.dealerId, req.params.planId)),
  );
  serve(app, BagOperatorOps.bagCancellationQueue, reviewer, async (req) =>
    ok(await operator.cancellations(req.operator.dealerId, req.query)),
  );
  serve(app, BagOperatorOps.reviewBagCancellation, reviewer, async (req) =>
    ok(await operator.reviewCancellation(req.operator, req.params.cancellationId, req.body)),
  );
}
