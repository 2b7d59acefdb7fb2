import { ok, OperatorRole, ReservationOperatorOps, ReservationOps } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../app/serve';
import { idempotencyKeyOf, sendPayAnswer } from '../payments';
import type { BookingsService } from './bookings.service';
import type { LocksService } from './locks.service';
import type { StartPurchase } from './purchases-port';

/** The legacy reservation and lock calls (POST /api/v1/*, decision 038), every one for the signed-in driver only. */
export async function reservationRoutes(
  app: FastifyInstance,
  deps: { bookings: BookingsService; locks: LocksService; startPurchase: (req: FastifyRequest) => StartPurchase },
) {
  const signedIn = { preHandler: app.requireDriver };
  const { bookings, locks } = deps;

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
}

/** Operators set their parks' booking packages and watch their locks; the dealer comes from the session. */
export async function reservationOperatorRoutes(
  app: FastifyInstance,
  { bookings, locks }: { bookings: BookingsService; locks: LocksService },
) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  serve(app, ReservationOperatorOps.putBookPackage, admin, async (req) => {
    await bookings.putPackage(req.operator.dealerId, req.body);
    return ok(await bookings.packageInfo(req.operator.dealerId, req.body.parkId));
  });
  serve(app, ReservationOperatorOps.locks, admin, async (req) => ok(await locks.ofDealer(req.operator.dealerId)));
}
