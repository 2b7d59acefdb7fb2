import { DriverDeskOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { DriverDeskService } from './desk.service';

/**
 * The drivers desk (decision 088): service, finance, park managers and cashiers find drivers and see them masked;
 * admins and service see the full personal data (with a reason, audited) and disable accounts.
 */
export async function operatorDeskRoutes(app: FastifyInstance, { desk }: { desk: DriverDeskService }) {
  const readers = {
    preHandler: app.requireOperator(
      OperatorRole.SERVICE,
      OperatorRole.FINANCE,
      OperatorRole.PARK_MANAGER,
      OperatorRole.CASHIER,
    ),
  };
  const service = { preHandler: app.requireOperator(OperatorRole.SERVICE) };

  serve(app, DriverDeskOps.searchDrivers, readers, async (req) =>
    ok(await desk.search(req.operator, req.query.q, req.query)),
  );
  serve(app, DriverDeskOps.deletedDrivers, service, async (req) => ok(await desk.deleted(req.operator, req.query)));
  serve(app, DriverDeskOps.driverDetail, readers, async (req) =>
    ok(await desk.detail(req.operator, req.params.driverId)),
  );
  serve(app, DriverDeskOps.revealDriver, service, async (req) =>
    ok(await desk.reveal(req.operator, req.params.driverId)),
  );
  serve(app, DriverDeskOps.disableDriver, service, async (req) =>
    ok(await desk.setDisabled(req.operator, req.params.driverId, req.body.disabled, req.body.reason)),
  );
}
