import { BagOperatorOps, OperatorRole, ok, type OperatorProfile } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { mayActOnPark, parkScopeOf } from '../operators';
import { outOfScope } from './monthly-plan-operator';
import type { MonthlyPlansService } from './monthly-plans.service';

/** Refuses a park outside a park-scoped operator's parks (decision 077) before anything is read or written. */
const checkPark = (operator: OperatorProfile, parkId: string) => {
  if (!mayActOnPark(operator, parkId)) throw outOfScope();
};

/**
 * The plan console: reviewers work the application queue; admins set a park's quota share, renewal rules and the
 * demo auto-approve switch, and its products. A park manager does both for their parks only (decision 077): lists
 * are narrowed to those parks, an operation on another park is refused (403). The dealer comes from the operator's
 * session: another dealer's park or application is simply not found. Cancel requests (a refund) stay with reviewers.
 */
export async function monthlyPlanOperatorRoutes(
  app: FastifyInstance,
  { monthlyPlans }: { monthlyPlans: MonthlyPlansService },
) {
  const reviewer = { preHandler: app.requireOperator(OperatorRole.REVIEWER, OperatorRole.PARK_MANAGER) };
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.PARK_MANAGER) };
  const refunds = { preHandler: app.requireOperator(OperatorRole.REVIEWER) };
  const { operator } = monthlyPlans;

  serve(app, BagOperatorOps.bagParkSettings, admin, async (req) => {
    checkPark(req.operator, req.params.parkId);
    return ok(await operator.settings(req.operator.dealerId, req.params.parkId));
  });
  serve(app, BagOperatorOps.setBagParkSettings, admin, async (req) => {
    checkPark(req.operator, req.params.parkId);
    return ok(await operator.setSettings(req.operator.dealerId, req.params.parkId, req.body));
  });
  serve(app, BagOperatorOps.bagProducts, admin, async (req) => {
    checkPark(req.operator, req.params.parkId);
    return ok(await operator.products(req.operator.dealerId, req.params.parkId));
  });
  serve(app, BagOperatorOps.putBagProduct, admin, async (req) => {
    checkPark(req.operator, req.body.parkId);
    return ok(await operator.putProduct(req.operator.dealerId, req.body));
  });
  serve(app, BagOperatorOps.bagApplicationQueue, reviewer, async (req) =>
    ok(await operator.queue(req.operator.dealerId, req.query, parkScopeOf(req.operator))),
  );
  serve(app, BagOperatorOps.reviewBagApplication, reviewer, async (req) =>
    ok(await operator.review(req.operator, req.params.applicationId, req.body, parkScopeOf(req.operator))),
  );
  // 免费 plans are granted by admins; cancel requests are reviewed like applications (decision 047).
  serve(app, BagOperatorOps.grantBagPlan, admin, async (req) => {
    checkPark(req.operator, req.body.parkId);
    return ok(await operator.grant(req.operator, req.body));
  });
  serve(app, BagOperatorOps.endBagGrant, admin, async (req) =>
    ok(await operator.endGrant(req.operator.dealerId, req.params.planId, parkScopeOf(req.operator))),
  );
  serve(app, BagOperatorOps.bagCancellationQueue, refunds, async (req) =>
    ok(await operator.cancellations(req.operator.dealerId, req.query)),
  );
  serve(app, BagOperatorOps.reviewBagCancellation, refunds, async (req) =>
    ok(await operator.reviewCancellation(req.operator, req.params.cancellationId, req.body)),
  );
  serve(app, BagOperatorOps.bagQuotaUse, admin, async (req) =>
    ok(await operator.quotaUse(req.operator.dealerId, parkScopeOf(req.operator))),
  );
  serve(app, BagOperatorOps.bagPlans, admin, async (req) => {
    if (req.query.parkId) checkPark(req.operator, req.query.parkId);
    return ok(await operator.plans(req.operator.dealerId, req.query, parkScopeOf(req.operator)));
  });
}
