import { OperatorRole, ParkingOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../app/serve';
import type { FeedbackService } from './orders/feedback.service';
import type { ParkFeeRulesService } from './orders/park-fee-rules.service';

/** Operator console calls of parking (under /api/operator/v1): bill complaints, parks' fee rules and devices. */
export async function parkingOperatorRoutes(
  app: FastifyInstance,
  { feedback, feeRules }: { feedback: FeedbackService; feeRules: ParkFeeRulesService },
) {
  const service = { preHandler: app.requireOperator(OperatorRole.SERVICE) };
  const anyOperator = { preHandler: app.requireOperator() };

  serve(app, ParkingOps.operatorAppeals, service, async (req) =>
    ok(await feedback.appealsOfDealer(req.operator.dealerId, req.query.status, req.query)),
  );

  serve(app, ParkingOps.answerAppeal, service, async (req) =>
    ok(await feedback.answerAppeal(req.operator, req.params.appealId, req.body)),
  );

  serve(app, ParkingOps.operatorParks, anyOperator, async (req) => ok(await feeRules.parksOf(req.operator.dealerId)));

  serve(app, ParkingOps.operatorDevices, anyOperator, async (req) =>
    ok(await feeRules.devicesOf(req.operator.dealerId)),
  );

  serve(app, ParkingOps.provisionDevice, { preHandler: app.requireOperator(OperatorRole.ADMIN) }, async (req) =>
    ok(await feeRules.provisionDevice(req.operator.dealerId, req.params.parkId, req.body)),
  );

  // A new rule applies to cars entering from now on; cars already parked keep the rule they entered under.
  serve(app, ParkingOps.setFeeRule, { preHandler: app.requireOperator(OperatorRole.FINANCE) }, async (req) =>
    ok(await feeRules.setRule(req.operator.dealerId, req.params.parkId, req.body)),
  );
}
