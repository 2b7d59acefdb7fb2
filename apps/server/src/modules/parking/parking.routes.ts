import {
  Appeal,
  Appeals,
  BoundVehicleBill,
  BoundVehicleBillQuery,
  BoundVehicleParkings,
  CAN_BE_EVALUATED_PATH,
  CanBeEvaluated,
  CreateAppeal,
  CreateEvaluation,
  EVALUATIONS_PATH,
  Evaluation,
  OrderPlates,
  OrdersByPlateQuery,
  PARK_ORDER_APPEALS_PATH,
  ParkOrderDetail,
  ParkOrderListQuery,
  ParkOrderPage,
  ParkOrderPath,
  ParkOrderRef,
  ParkingPictures,
  PayRecords,
  UnfinishedCount,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackService } from './orders/feedback.service';
import type { ParkOrdersService } from './orders/park-orders.service';

/** The driver's parking orders (spec section 7); registered where req.dealer is resolved. */
export const parkOrderRoutes: FastifyPluginAsyncZod<{ orders: ParkOrdersService; feedback: FeedbackService }> = async (
  app,
  { orders, feedback },
) => {
  const driver = app.requireDriver;

  app.get(
    ParkOrderPath.LIST,
    { schema: { querystring: ParkOrderListQuery, response: { 200: envelope(ParkOrderPage) } }, preHandler: driver },
    async (req) => {
      const { requestType, parkKind } = req.query;
      return ok(await orders.list(req.driver, { requestType, parkKind }, req.query));
    },
  );

  app.get(
    ParkOrderPath.BOUND_BILLS,
    { schema: { response: { 200: envelope(BoundVehicleParkings) } }, preHandler: driver },
    async (req) => ok(await orders.boundParkings(req.driver)),
  );

  app.get(
    ParkOrderPath.BOUND_BILL,
    {
      schema: { querystring: BoundVehicleBillQuery, response: { 200: envelope(BoundVehicleBill) } },
      preHandler: driver,
    },
    async (req) => ok(await orders.boundBill(req.driver, req.query.plateId)),
  );

  // authModel 1, and open to a visitor paying for someone else's plate while the order has something to pay.
  app.post(
    ParkOrderPath.DETAIL,
    {
      schema: { body: ParkOrderRef, response: { 200: envelope(ParkOrderDetail) } },
      preHandler: app.optionalDriver,
      config: { authModel: 1 },
    },
    async (req) => ok(await orders.detail(req.maybeDriver, req.dealer.id, req.body)),
  );

  app.get(
    ParkOrderPath.BY_PLATE,
    { schema: { querystring: OrdersByPlateQuery, response: { 200: envelope(ParkOrderPage) } }, preHandler: driver },
    async (req) => {
      const { plateNo, plateColor } = req.query;
      return ok(await orders.byPlate(req.driver, { plateNo, plateColor: plateColor ?? 0 }, req.query));
    },
  );

  app.get(
    ParkOrderPath.PAY_RECORDS,
    { schema: { querystring: ParkOrderRef, response: { 200: envelope(PayRecords) } }, preHandler: driver },
    async (req) => ok(await orders.payRecords(req.driver, req.query)),
  );

  app.get(
    ParkOrderPath.COUNT_UNFINISHED,
    { schema: { response: { 200: envelope(UnfinishedCount) } }, preHandler: driver },
    async (req) => ok(await orders.countUnfinished(req.driver)),
  );

  app.get(
    ParkOrderPath.DRIVER_PLATE,
    { schema: { response: { 200: envelope(OrderPlates) } }, preHandler: driver },
    async (req) => ok(await orders.driverPlates(req.driver)),
  );

  app.get(
    ParkOrderPath.PICTURES,
    { schema: { querystring: ParkOrderRef, response: { 200: envelope(ParkingPictures) } }, preHandler: driver },
    async (req) => ok(await orders.pictures(req.driver, req.query)),
  );

  app.post(
    ParkOrderPath.ACTIVE_CAR_OUT,
    { schema: { body: ParkOrderRef, response: { 200: envelope(ParkOrderDetail) } }, preHandler: driver },
    async (req) => ok(await orders.endRoadSide(req.driver, req.body)),
  );

  app.get(
    PARK_ORDER_APPEALS_PATH,
    { schema: { querystring: ParkOrderRef, response: { 200: envelope(Appeals) } }, preHandler: driver },
    async (req) => ok(await feedback.appealsOf(req.driver, req.query)),
  );

  app.post(
    PARK_ORDER_APPEALS_PATH,
    { schema: { body: CreateAppeal, response: { 200: envelope(Appeal) } }, preHandler: driver },
    async (req) => ok(await feedback.createAppeal(req.driver, req.body)),
  );

  app.post(
    CAN_BE_EVALUATED_PATH,
    { schema: { body: ParkOrderRef, response: { 200: envelope(CanBeEvaluated) } }, preHandler: driver },
    async (req) => ok(await feedback.canBeEvaluated(req.driver, req.body)),
  );

  app.post(
    EVALUATIONS_PATH,
    { schema: { body: CreateEvaluation, response: { 200: envelope(Evaluation) } }, preHandler: driver },
    async (req) => ok(await feedback.evaluate(req.driver, req.body)),
  );
};
