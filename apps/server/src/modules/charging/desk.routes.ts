import { ChargingDeskOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { ChargingDesk } from './desk.service';

/** Who works the chargers desk: service dealer-wide, park managers on their parks' stations (admins always pass). */
export const CHARGER_DESK_ROLES = [OperatorRole.ADMIN, OperatorRole.SERVICE, OperatorRole.PARK_MANAGER] as const;

/** The console's chargers desk (issue 41): stations, orders, a charger's commands (desk roles); cards (finance). */
export async function chargingDeskRoutes(app: FastifyInstance, { desk }: { desk: ChargingDesk }) {
  const service = { preHandler: app.requireOperator(...CHARGER_DESK_ROLES) };
  const orders = { preHandler: app.requireOperator(...CHARGER_DESK_ROLES, OperatorRole.FINANCE) };
  const money = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE) };
  serve(app, ChargingDeskOps.stations, orders, async (req) => ok(await desk.stations(req.operator)));
  serve(app, ChargingDeskOps.orders, orders, async (req) => ok(await desk.orders(req.operator, req.query)));
  serve(app, ChargingDeskOps.commands, service, async (req) =>
    ok(await desk.commands(req.operator, req.params.chargePointId)),
  );
  serve(app, ChargingDeskOps.cards, money, async (req) => ok(await desk.cards(req.operator, req.query)));
}
