import { BagOps, ok } from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../../kernel/serve';
import type { PayAnswer, PurchaseOpener } from '../payments';
import type { MonthlyPlansService } from './monthly-plans.service';
import type { MonthlyPlanTopUps } from './monthly-plan-top-ups';

const sendAnswer = (reply: FastifyReply, answer: PayAnswer) => reply.status(answer.statusCode).send(answer.body);

/** A driver's monthly plans; every row reached is the driver's own (another driver's id answers 404). */
export async function monthlyPlanRoutes(
  app: FastifyInstance,
  {
    monthlyPlans,
    topUps,
    opener,
  }: { monthlyPlans: MonthlyPlansService; topUps: MonthlyPlanTopUps; opener: PurchaseOpener },
) {
  const signedIn = { preHandler: app.requireDriver };
  const { driver } = monthlyPlans;
  const me = (req: FastifyRequest) => ({ id: req.driver.id, dealerId: req.dealer.id });

  serve(app, BagOps.bagPark, {}, async (req) => ok(await driver.park(req.dealer.id, req.params.parkId)));
  serve(app, BagOps.applyBag, signedIn, async (req) => ok(await driver.apply(me(req), req.body)));
  serve(app, BagOps.bagApplications, signedIn, async (req) => ok(await driver.applications(me(req))));
  serve(app, BagOps.bagApplication, signedIn, async (req) =>
    ok(await driver.application(me(req), req.params.applicationId)),
  );
  serve(app, BagOps.editBagApplication, signedIn, async (req) =>
    ok(await driver.edit(me(req), req.params.applicationId, req.body)),
  );
  serve(app, BagOps.payBagApplication, signedIn, async (req, reply) =>
    sendAnswer(reply, await driver.pay(me(req), req.params.applicationId, opener(req, req.body.payChannel))),
  );
  serve(app, BagOps.bagPlans, signedIn, async (req) => ok(await driver.plans(me(req))));
  serve(app, BagOps.bagPlan, signedIn, async (req) => ok(await driver.plan(me(req), req.params.planId)));
  serve(app, BagOps.bagPlanPayments, signedIn, async (req) => ok(await driver.payments(me(req), req.params.planId)));
  serve(app, BagOps.checkRenewable, signedIn, async (req) => ok(await driver.checkRenewable(me(req), req.body.planId)));
  serve(app, BagOps.renewBagPlan, signedIn, async (req, reply) =>
    sendAnswer(reply, await driver.renew(me(req), req.params.planId, opener(req, req.body.payChannel))),
  );
  // Cancel with a pro-rata refund (reviewed), and the cars of a plan (decision 047).
  serve(app, BagOps.cancelBagPlan, signedIn, async (req) =>
    ok(await driver.cancel(me(req), req.params.planId, req.body)),
  );
  serve(app, BagOps.addBagPlanPlate, signedIn, async (req) =>
    ok(await driver.addPlate(me(req), req.params.planId, req.body)),
  );
  serve(app, BagOps.removeBagPlanPlate, signedIn, async (req) =>
    ok(await driver.removePlate(me(req), req.params.planId, req.params.plateNo)),
  );
  // 储值卡充值 (decision 055).
  serve(app, BagOps.topUpBagPlan, signedIn, async (req, reply) =>
    sendAnswer(
      reply,
      await topUps.topUp(me(req), req.params.planId, req.body.amountFen, opener(req, req.body.payChannel)),
    ),
  );
}
