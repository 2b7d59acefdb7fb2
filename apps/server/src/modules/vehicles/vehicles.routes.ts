import { VehicleOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { historyCallerOf, type HistoryService } from './history.service';
import type { MaterialsService } from './materials.service';
import type { PlatesService } from './plates.service';

/** The driver's vehicles (spec sections 2 and 7): plates, plateCount, certification; registered where req.dealer is resolved. */
export async function vehicleRoutes(
  app: FastifyInstance,
  { plates, materials }: { plates: PlatesService; materials: MaterialsService },
) {
  const signedIn = { preHandler: app.requireDriver };

  serve(app, VehicleOps.plates, signedIn, async (req) => ok(await plates.list(req.driver)));

  serve(app, VehicleOps.bindPlate, signedIn, async (req) => ok(await plates.bind(req.driver, req.body)));

  serve(app, VehicleOps.plate, signedIn, async (req) => ok(await plates.detail(req.driver, req.params.plateId)));

  serve(app, VehicleOps.unbindPlate, signedIn, async (req) => {
    await plates.unbind(req.driver, req.params.plateId);
    return ok();
  });

  serve(app, VehicleOps.setDefaultPlate, signedIn, async (req) =>
    ok(await plates.setDefault(req.driver, req.params.plateId)),
  );

  serve(app, VehicleOps.setDeductionOrder, signedIn, async (req) =>
    ok(await plates.setDeductionOrder(req.driver, req.params.plateId, req.body.deductionOrder)),
  );

  serve(app, VehicleOps.plateCount, signedIn, async (req) => ok(await plates.count(req.driver)));

  serve(app, VehicleOps.plateMaterials, signedIn, async (req) => ok(await materials.list(req.driver, req.query.plate)));

  serve(app, VehicleOps.submitPlateMaterial, signedIn, async (req) => ok(await materials.submit(req.driver, req.body)));

  serve(app, VehicleOps.plateMaterialGroups, signedIn, async (req) => ok(await materials.groups(req.driver.dealerId)));

  serve(app, VehicleOps.plateMaterial, signedIn, async (req) =>
    ok(await materials.detail(req.driver, req.params.materialId)),
  );

  serve(app, VehicleOps.resubmitPlateMaterial, signedIn, async (req) =>
    ok(await materials.resubmit(req.driver, req.params.materialId, req.body)),
  );
}

/**
 * The plate history of the plate entry screen (spec section 7), for drivers and anonymous devices alike; the plate
 * lookup adds to it. Registered where req.dealer is resolved.
 */
export async function plateHistoryRoutes(app: FastifyInstance, { history }: { history: HistoryService }) {
  const anyone = { preHandler: app.optionalDriver };

  serve(app, VehicleOps.plateHistory, anyone, async (req) => ok(await history.list(historyCallerOf(req))));

  serve(app, VehicleOps.deletePlateHistory, anyone, async (req) => {
    await history.remove(historyCallerOf(req), req.query.recordId);
    return ok();
  });
}
