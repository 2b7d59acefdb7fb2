import { ok, OperatorRole, ReservationOperatorOps, ReservationOps } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../kernel/serve';
import { checkParkScope } from '../operators';
import { idempotencyKeyOf, sendPayAnswer } from '../payments';
import type { BookingsService } from './bookings.service';
import type { LegacyBookings } from './legacy.service';
import type { GatewaysService } from './gateways.service';
import type { LocksService } from './locks.service';
import type { StartPurchase } from './purchases-port';

/** The legacy reservation and lock calls (POST /api/v1/*, decision 038), every one for the signed-in driver only. */
export async function bookingRoutes(
  app: FastifyInstance,
  deps: {
    bookings: BookingsService;
    locks: LocksService;
    legacy: LegacyBookings;
    startPurchase: (req: FastifyRequest) => StartPurchase;
  },
) {
  const signedIn = { preHandler: app.requireDriver };
  // Parks and berth types are public (as discovery's lists); a signed-in driver also sees their favourites.
  const anyone = { preHandler: app.optionalDriver };
  const { bookings, locks, legacy } = deps;

  serve(app, ReservationOps.getBookPackageInfo, signedIn, async (req) =>
    ok(await bookings.packageInfo(req.driver.dealerId, req.body.parkId)),
  );
  serve(app, ReservationOps.createBookOrder, signedIn, async (req, reply) => {
    const { booking, answer } = await bookings.book(
      req.driver,
      req.body,
      idempotencyKeyOf(req),
      deps.startPurchase(req),
    );
    // The payments' answer kept with the idempotency key: a refusal (its code and status) goes out as it is.
    if (answer.statusCode !== 200 || !answer.body.data) return sendPayAnswer(reply, answer);
    return ok({ booking, pay: answer.body.data });
  });
  serve(app, ReservationOps.getBookOrderList, signedIn, async (req) => ok(await bookings.list(req.driver, req.body)));
  serve(app, ReservationOps.getBookOrderDetailInfo, signedIn, async (req) =>
    ok(await bookings.detail(req.driver, req.body.bookingId)),
  );
  serve(app, ReservationOps.previewBookOrderCancelResult, signedIn, async (req) =>
    ok(await bookings.previewCancel(req.driver, req.body.bookingId)),
  );
  serve(app, ReservationOps.cancelBookOrder, signedIn, async (req) =>
    ok(await bookings.cancel(req.driver, req.body.bookingId, req.body.expectedRefundFen)),
  );
  serve(app, ReservationOps.getUserLockList, signedIn, async (req) => ok({ results: await locks.mine(req.driver) }));
  serve(app, ReservationOps.getZigbeeLockState, signedIn, async (req) =>
    ok(await locks.state(req.driver, req.body.lockId)),
  );
  serve(app, ReservationOps.controlZigbeeLock, signedIn, async (req) =>
    ok(await locks.control(req.driver, req.body.lockId, req.body.action)),
  );
  serve(app, ReservationOps.cancelControl, signedIn, async (req) =>
    ok(await locks.cancelControl(req.driver, req.body.lockId)),
  );

  serve(app, ReservationOps.getParkDetail, anyone, async (req) =>
    ok(await legacy.parkDetail(req.dealer.id, req.maybeDriver, req.body.parkId)),
  );
  serve(app, ReservationOps.getBookableParksByName, anyone, async (req) =>
    ok(await legacy.byName(req.dealer.id, req.maybeDriver, req.body)),
  );
  serve(app, ReservationOps.getBookableParksByLocation, anyone, async (req) =>
    ok(await legacy.byLocation(req.dealer.id, req.maybeDriver, req.body)),
  );
  serve(app, ReservationOps.getRecommendParkingList, anyone, async (req) =>
    ok(await legacy.recommendParks(req.dealer.id, req.maybeDriver, req.body.parkId)),
  );
  serve(app, ReservationOps.getParkingBerthType, anyone, async (req) =>
    ok(await legacy.berthTypes(req.dealer.id, req.body.parkId, req.body.startAt)),
  );
  serve(app, ReservationOps.getRecommendBerthInfo, anyone, async (req) =>
    ok(await legacy.recommendBerth(req.dealer.id, req.body.parkId, req.body.startAt)),
  );
  serve(app, ReservationOps.getBerthInfo, signedIn, async (req) =>
    ok(await legacy.berth(req.driver, req.body.bookingId)),
  );
  serve(app, ReservationOps.getAllPlateInfo, signedIn, async (req) => ok(await legacy.plates(req.driver)));
  serve(app, ReservationOps.hasRegisteredBerth, signedIn, async (req) => ok(await legacy.registeredBerths(req.driver)));
  serve(app, ReservationOps.getEvasionCarList, signedIn, async (req) => ok(await legacy.evasions(req.driver)));
}

/** Operators set their parks' booking packages and watch their locks; the dealer comes from the session. */
export async function bookingOperatorRoutes(
  app: FastifyInstance,
  { bookings, locks, gateways }: { bookings: BookingsService; locks: LocksService; gateways: GatewaysService },
) {
  // Park managers work the locks and bookings of their parks (decision 077); admins the dealer's.
  const desk = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.PARK_MANAGER) };
  serve(app, ReservationOperatorOps.bookPackages, desk, async (req) => {
    checkParkScope(req.operator, req.params.parkId);
    return ok(await bookings.packageInfo(req.operator.dealerId, req.params.parkId));
  });
  serve(app, ReservationOperatorOps.putBookPackage, desk, async (req) => {
    await bookings.putPackage(req.operator, req.body);
    return ok(await bookings.packageInfo(req.operator.dealerId, req.body.parkId));
  });
  serve(app, ReservationOperatorOps.locks, desk, async (req) => ok(await locks.ofOperator(req.operator)));
  serve(app, ReservationOperatorOps.bookings, desk, async (req) =>
    ok(await bookings.ofOperator(req.operator, req.query)),
  );
  serve(app, ReservationOperatorOps.booking, desk, async (req) =>
    ok(await bookings.inspect(req.operator, req.params.bookingId)),
  );
  serve(app, ReservationOperatorOps.commandLock, desk, async (req) =>
    ok(await locks.operatorCommand(req.operator, req.params.lockId, req.body.action)),
  );
  serve(app, ReservationOperatorOps.putLockOwner, desk, async (req) =>
    ok(await locks.setOwner(req.operator, req.params.lockId, req.body.phone)),
  );
  // Lock gateways (issue 39): registered, keyed, disabled from the console's 设备 screen.
  serve(app, ReservationOperatorOps.lockGateways, desk, async (req) =>
    ok(await gateways.list(req.operator, req.query.parkId)),
  );
  serve(app, ReservationOperatorOps.registerLockGateway, desk, async (req) =>
    ok(await gateways.register(req.operator, req.body)),
  );
  serve(app, ReservationOperatorOps.updateLockGateway, desk, async (req) =>
    ok(await gateways.update(req.operator, req.params.gatewayId, req.body)),
  );
  serve(app, ReservationOperatorOps.rotateLockGatewayKey, desk, async (req) =>
    ok(await gateways.rotateKey(req.operator, req.params.gatewayId)),
  );
  serve(app, ReservationOperatorOps.registerParkingLocks, desk, async (req) =>
    ok(await gateways.registerLocks(req.operator, req.params.gatewayId, req.body)),
  );
}
