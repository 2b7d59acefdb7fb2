import { ParkingOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { FeedbackService } from './orders/feedback.service';
import type { ParkOrdersService } from './orders/park-orders.service';

/** The driver's parking orders (spec section 7); registered where req.dealer is resolved. */
export async function parkOrderRoutes(
  app: FastifyInstance,
  { orders, feedback }: { orders: ParkOrdersService; feedback: FeedbackService },
) {
  const signedIn = { preHandler: app.requireDriver };

  serve(app, ParkingOps.parkOrders, signedIn, async (req) => {
    const { requestType, parkKind } = req.query;
    return ok(await orders.list(req.driver, { requestType, parkKind }, req.query));
  });

  serve(app, ParkingOps.boundVehicleParkingBills, signedIn, async (req) => ok(await orders.boundParkings(req.driver)));

  serve(app, ParkingOps.boundVehicleParkingBill, signedIn, async (req) =>
    ok(await orders.boundBill(req.driver, req.query.plateId)),
  );

  // authModel 1, and open to a visitor paying for someone else's plate while the order has something to pay.
  serve(app, ParkingOps.parkOrderDetail, { preHandler: app.optionalDriver }, async (req) =>
    ok(await orders.detail(req.maybeDriver, req.dealer.id, req.body)),
  );

  serve(app, ParkingOps.parkOrdersByPlate, signedIn, async (req) => {
    const { plateNo, plateColor } = req.query;
    return ok(await orders.byPlate(req.driver, { plateNo, plateColor: plateColor ?? 0 }, req.query));
  });

  serve(app, ParkingOps.payRecords, signedIn, async (req) => ok(await orders.payRecords(req.driver, req.query)));

  serve(app, ParkingOps.countUnfinished, signedIn, async (req) => ok(await orders.countUnfinished(req.driver)));

  serve(app, ParkingOps.driverPlate, signedIn, async (req) => ok(await orders.driverPlates(req.driver)));

  serve(app, ParkingOps.parkingPictures, signedIn, async (req) => ok(await orders.pictures(req.driver, req.query)));

  serve(app, ParkingOps.driverActiveCarOut, signedIn, async (req) =>
    ok(await orders.endRoadSide(req.driver, req.body)),
  );

  serve(app, ParkingOps.canbeEvaluate, signedIn, async (req) =>
    ok(await feedback.canBeEvaluated(req.driver, req.body)),
  );

  serve(app, ParkingOps.evaluations, signedIn, async (req) => ok(await feedback.evaluate(req.driver, req.body)));
}
