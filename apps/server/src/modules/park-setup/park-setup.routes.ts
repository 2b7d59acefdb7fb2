import { ok, OperatorRole, ParkSetupOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { ParkSetupService } from './park-setup.service';

/**
 * Parks, lanes, berths, devices and gates from the console. Admins create parks; park managers edit their parks'
 * settings, lanes, berths and devices; cashiers may also open a gate of their parks. The service checks the scope.
 */
export async function parkSetupRoutes(app: FastifyInstance, { setup }: { setup: ParkSetupService }) {
  const anyOperator = { preHandler: app.requireOperator() };
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const manager = { preHandler: app.requireOperator(OperatorRole.PARK_MANAGER) };
  const atTheGate = { preHandler: app.requireOperator(OperatorRole.PARK_MANAGER, OperatorRole.CASHIER) };

  serve(app, ParkSetupOps.parkDetail, anyOperator, async (req) =>
    ok(await setup.detail(req.operator, req.params.parkId)),
  );
  serve(app, ParkSetupOps.createPark, admin, async (req) => ok(await setup.createPark(req.operator, req.body)));
  serve(app, ParkSetupOps.updatePark, manager, async (req) =>
    ok(await setup.updatePark(req.operator, req.params.parkId, req.body)),
  );
  serve(app, ParkSetupOps.createLane, manager, async (req) =>
    ok(await setup.createLane(req.operator, req.params.parkId, req.body)),
  );
  serve(app, ParkSetupOps.updateLane, manager, async (req) =>
    ok(await setup.updateLane(req.operator, req.params.parkId, req.params.laneId, req.body)),
  );
  serve(app, ParkSetupOps.createBerth, manager, async (req) =>
    ok(await setup.createBerth(req.operator, req.params.parkId, req.body)),
  );
  serve(app, ParkSetupOps.deviceStatuses, anyOperator, async (req) => ok(await setup.devices(req.operator)));
  serve(app, ParkSetupOps.updateDevice, manager, async (req) =>
    ok(await setup.updateDevice(req.operator, req.params.deviceId, req.body)),
  );
  serve(app, ParkSetupOps.rotateDeviceKey, manager, async (req) =>
    ok(await setup.rotateKey(req.operator, req.params.deviceId)),
  );
  serve(app, ParkSetupOps.openGate, atTheGate, async (req) =>
    ok(await setup.openGate(req.operator, req.params.parkId, req.params.laneId, req.body)),
  );
  serve(app, ParkSetupOps.gateCommand, atTheGate, async (req) =>
    ok(await setup.gateCommand(req.operator, req.params.commandId)),
  );
}
