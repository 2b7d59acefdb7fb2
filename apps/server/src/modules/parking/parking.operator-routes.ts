import { OperatorRole, ParkingOps, ok, type OperatorProfile } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { parkScopeOf } from '../operators';
import type { ParkFeeRulesService } from './orders/park-fee-rules.service';

/** What a park-scoped operator (park manager, cashier) may see of a dealer-wide list: their parks' rows only. */
const inScope = <T extends { parkId: string }>(operator: OperatorProfile, rows: T[]): T[] => {
  const scope = parkScopeOf(operator);
  return scope ? rows.filter((row) => scope.includes(row.parkId)) : rows;
};

/** Operator console calls of parking (under /api/operator/v1): parks' fee rules and devices (bill complaints: modules/support). */
export async function parkingOperatorRoutes(app: FastifyInstance, { feeRules }: { feeRules: ParkFeeRulesService }) {
  const anyOperator = { preHandler: app.requireOperator() };

  serve(app, ParkingOps.operatorParks, anyOperator, async (req) =>
    ok(inScope(req.operator, await feeRules.parksOf(req.operator.dealerId))),
  );

  serve(app, ParkingOps.operatorDevices, anyOperator, async (req) =>
    ok(inScope(req.operator, await feeRules.devicesOf(req.operator.dealerId))),
  );

  serve(app, ParkingOps.provisionDevice, { preHandler: app.requireOperator(OperatorRole.ADMIN) }, async (req) =>
    ok(await feeRules.provisionDevice(req.operator.dealerId, req.params.parkId, req.body)),
  );

  // A new rule applies to cars entering from now on; cars already parked keep the rule they entered under.
  serve(app, ParkingOps.setFeeRule, { preHandler: app.requireOperator(OperatorRole.FINANCE) }, async (req) =>
    ok(await feeRules.setRule(req.operator.dealerId, req.params.parkId, req.body)),
  );
}
