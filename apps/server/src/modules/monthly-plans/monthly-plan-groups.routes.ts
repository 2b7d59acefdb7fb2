import { BagGroupOperatorOps, BagGroupOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { MonthlyPlanGroupsService } from './monthly-plan-groups.service';

/** Rules across parks for everyone; a plan's parks and the payment history only for their own driver (else 404). */
export async function monthlyPlanGroupRoutes(app: FastifyInstance, { groups }: { groups: MonthlyPlanGroupsService }) {
  const signedIn = { preHandler: app.requireDriver };
  const { driver } = groups;
  const me = (req: { driver: { id: string }; dealer: { id: string } }) => ({
    id: req.driver.id,
    dealerId: req.dealer.id,
  });

  serve(app, BagGroupOps.bagMultiRules, {}, async (req) => ok(await driver.rules(req.dealer.id, req.query)));
  serve(app, BagGroupOps.bagPlanParks, signedIn, async (req) => ok(await driver.planParks(me(req), req.params.planId)));
  serve(app, BagGroupOps.bagPayments, signedIn, async (req) => ok(await driver.payments(me(req))));
}

/** Admins of a dealer group its parks and join products to groups; another dealer's group or product is not found. */
export async function monthlyPlanGroupOperatorRoutes(
  app: FastifyInstance,
  { groups }: { groups: MonthlyPlanGroupsService },
) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const { operator } = groups;

  serve(app, BagGroupOperatorOps.bagGroups, admin, async (req) => ok(await operator.list(req.operator.dealerId)));
  serve(app, BagGroupOperatorOps.createBagGroup, admin, async (req) =>
    ok(await operator.create(req.operator.dealerId, req.body)),
  );
  serve(app, BagGroupOperatorOps.putBagGroup, admin, async (req) =>
    ok(await operator.put(req.operator.dealerId, req.params.groupId, req.body)),
  );
  serve(app, BagGroupOperatorOps.setBagProductGroup, admin, async (req) =>
    ok(await operator.setProductGroup(req.operator.dealerId, req.params.productId, req.body.groupId)),
  );
}
