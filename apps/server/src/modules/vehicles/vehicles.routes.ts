import {
  BindPlateRequest,
  CertifiableGroups,
  DeductionOrderUpdate,
  DriverPlate,
  DriverPlateList,
  PlateCount,
  PlateHistory,
  PlateHistoryDeleteQuery,
  PlateIdParams,
  PlateMaterial,
  PlateMaterialEdit,
  PlateMaterialIdParams,
  PlateMaterialList,
  PlateMaterialListQuery,
  PlateMaterialSubmit,
  VehiclePaths,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyCallerOf, type HistoryService } from './history.service';
import type { MaterialsService } from './materials.service';
import type { PlatesService } from './plates.service';

const ONE_PLATE = `${VehiclePaths.PLATES}/:plateId`;
const ONE_MATERIAL = `${VehiclePaths.PLATE_MATERIALS}/:materialId`;

/** The driver's vehicles (spec sections 2 and 7): plates, plateCount, certification; registered where req.dealer is resolved. */
export const vehicleRoutes: FastifyPluginAsyncZod<{ plates: PlatesService; materials: MaterialsService }> = async (
  app,
  { plates, materials },
) => {
  const driver = app.requireDriver;

  app.get(
    VehiclePaths.PLATES,
    { schema: { response: { 200: envelope(DriverPlateList) } }, preHandler: driver },
    async (req) => ok(await plates.list(req.driver)),
  );

  app.post(
    VehiclePaths.PLATES,
    { schema: { body: BindPlateRequest, response: { 200: envelope(DriverPlate) } }, preHandler: driver },
    async (req) => ok(await plates.bind(req.driver, req.body)),
  );

  app.get(
    ONE_PLATE,
    { schema: { params: PlateIdParams, response: { 200: envelope(DriverPlate) } }, preHandler: driver },
    async (req) => ok(await plates.detail(req.driver, req.params.plateId)),
  );

  app.delete(ONE_PLATE, { schema: { params: PlateIdParams }, preHandler: driver }, async (req) => {
    await plates.unbind(req.driver, req.params.plateId);
    return ok();
  });

  app.put(
    `${ONE_PLATE}/default`,
    { schema: { params: PlateIdParams, response: { 200: envelope(DriverPlate) } }, preHandler: driver },
    async (req) => ok(await plates.setDefault(req.driver, req.params.plateId)),
  );

  app.put(
    `${ONE_PLATE}/deductionOrder`,
    {
      schema: { params: PlateIdParams, body: DeductionOrderUpdate, response: { 200: envelope(DriverPlate) } },
      preHandler: driver,
    },
    async (req) => ok(await plates.setDeductionOrder(req.driver, req.params.plateId, req.body.deductionOrder)),
  );

  app.get(
    VehiclePaths.PLATE_COUNT,
    { schema: { response: { 200: envelope(PlateCount) } }, preHandler: driver },
    async (req) => ok(await plates.count(req.driver)),
  );

  app.get(
    VehiclePaths.PLATE_MATERIALS,
    {
      schema: { querystring: PlateMaterialListQuery, response: { 200: envelope(PlateMaterialList) } },
      preHandler: driver,
    },
    async (req) => ok(await materials.list(req.driver, req.query.plate)),
  );

  app.post(
    VehiclePaths.PLATE_MATERIALS,
    { schema: { body: PlateMaterialSubmit, response: { 200: envelope(PlateMaterial) } }, preHandler: driver },
    async (req) => ok(await materials.submit(req.driver, req.body)),
  );

  app.get(
    VehiclePaths.PLATE_MATERIAL_GROUPS,
    { schema: { response: { 200: envelope(CertifiableGroups) } }, preHandler: driver },
    async (req) => ok(await materials.groups(req.driver.dealerId)),
  );

  app.get(
    ONE_MATERIAL,
    { schema: { params: PlateMaterialIdParams, response: { 200: envelope(PlateMaterial) } }, preHandler: driver },
    async (req) => ok(await materials.detail(req.driver, req.params.materialId)),
  );

  app.put(
    ONE_MATERIAL,
    {
      schema: { params: PlateMaterialIdParams, body: PlateMaterialEdit, response: { 200: envelope(PlateMaterial) } },
      preHandler: driver,
    },
    async (req) => ok(await materials.resubmit(req.driver, req.params.materialId, req.body)),
  );
};

/**
 * The plate history of the plate entry screen (spec section 7), for drivers and anonymous devices alike; the plate
 * lookup adds to it. Registered where req.dealer is resolved.
 */
export const plateHistoryRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  app.get(
    VehiclePaths.PLATE_HISTORY,
    { schema: { response: { 200: envelope(PlateHistory) } }, preHandler: app.optionalDriver },
    async (req) => ok(await history.list(historyCallerOf(req))),
  );

  app.delete(
    VehiclePaths.PLATE_HISTORY,
    { schema: { querystring: PlateHistoryDeleteQuery }, preHandler: app.optionalDriver },
    async (req) => {
      await history.remove(historyCallerOf(req), req.query.recordId);
      return ok();
    },
  );
};
