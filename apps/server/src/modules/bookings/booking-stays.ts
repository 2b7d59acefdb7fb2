import { AppError, ErrorCode, formatFen } from '@parking/contracts';
import type { Db } from '../../db/client';
import { staysPort, type StayRow } from '../parking';
import { createBookingsRepository, type BookingRow } from './bookings.repository';
import { depositSurplus, EARLY_CONTROL_MS } from './bookings.domain';
import { OPEN_STAY_STATES, REFUND_KEYS, type BookingsAccess } from './bookings-access';

/** Parking's gate hooks (in their transactions): a booking's deposit applied at entry, its surplus back after exit. */
export function createBookingStays({ deps, clock }: BookingsAccess) {
  /**
   * The stays of arrived bookings have ended (in their closing transaction, or the sweep's): the part of each deposit
   * its fee did not use goes back to the driver (balance → the wallet now, a provider → a refund row the sweeper sends),
   * the booking payment on the stay shrinks to what the fee used, and the booking completes. Answers the stays in
   * order, changed where their booking gave money back. The stays' rows are locked first (as every closing path does),
   * then their arrived bookings in one statement (lockArrivedOfStays): a list of stays without a booking, the common
   * exit, costs that one statement, and only the rare stay with a booking goes on to its own settling.
   */
  async function settle(tx: Db, stays: readonly StayRow[]): Promise<StayRow[]> {
    const ended = stays.filter((s) => !OPEN_STAY_STATES.includes(s.state));
    const txRepo = createBookingsRepository(tx);
    const locked = await txRepo.lockArrivedOfStays(ended.map((s) => s.id));
    const bookingOf = new Map(locked.map((b) => [b.stayId!, b]));
    const results: StayRow[] = [];
    for (const stay of stays) {
      const b = OPEN_STAY_STATES.includes(stay.state) ? undefined : bookingOf.get(stay.id);
      // A stay given twice settles its booking once: the second finds it no longer arrived, as it would in turn.
      bookingOf.delete(stay.id);
      results.push(b ? await settleBooking(tx, stay, b) : stay);
    }
    return results;
  }

  /**
   * One arrived booking `b` (locked) of the ended `stay`. Once: the refund key is the booking's, so a repeat refunds
   * nothing even so. A wallet at its cap takes nothing now: the booking stays arrived and the sweep tries again.
   */
  async function settleBooking(tx: Db, stay: StayRow, b: BookingRow): Promise<StayRow> {
    const txRepo = createBookingsRepository(tx);
    const surplusFen = b.orderNo ? depositSurplus(stay, b.appliedFen) : 0;
    const now = clock.now();
    let settled = stay;
    if (surplusFen > 0) {
      try {
        await deps.purchases.refundPurchase(tx, {
          orderNo: b.orderNo!,
          key: REFUND_KEYS.completed(b.id),
          amountFen: surplusFen,
        });
      } catch (error) {
        // Thrown before anything was written: the exit goes on, the sweep refunds once the wallet has room.
        if (error instanceof AppError && error.code === ErrorCode.WALLET_FULL) return stay;
        throw error;
      }
      await txRepo.shrinkStayPayment(`booking:${b.id}`, b.appliedFen - surplusFen);
      settled = await staysPort.updateStay(tx, stay.id, { paidFen: stay.paidFen - surplusFen }, now);
    }
    await txRepo.update(
      b.id,
      {
        state: 'completed',
        appliedFen: b.appliedFen - surplusFen,
        refundFen: surplusFen,
        note:
          surplusFen > 0
            ? `停车费 ${formatFen(stay.totalFen ?? 0)}，预约金多出的 ${formatFen(surplusFen)} 已原路退回`
            : null,
      },
      now,
    );
    return settled;
  }

  return {
    settle,

    /**
     * The gate saw a booked plate enter (parking's arrival hook, inside its transaction): the booking becomes the stay
     * and its deposit is applied to the stay as a payment at entry, so every screen's amount owed counts it.
     */
    async arrived(tx: Db, stay: StayRow): Promise<StayRow> {
      const txRepo = createBookingsRepository(tx);
      const b = await txRepo.bookedForArrival(
        stay.parkId,
        stay.plateNo,
        stay.plateColor,
        new Date(stay.enteredAt.getTime() + EARLY_CONTROL_MS),
        stay.enteredAt,
      );
      if (!b || !b.orderNo) return stay;
      const now = clock.now();
      await staysPort.insertPayment(tx, {
        sessionId: stay.id,
        dealerId: stay.dealerId,
        paymentRef: `booking:${b.id}`,
        amountFen: b.depositFen,
        channel: b.payChannel,
        paidAt: stay.enteredAt,
        createdAt: now,
      });
      await txRepo.update(b.id, { state: 'arrived', stayId: stay.id, appliedFen: b.depositFen }, now);
      return staysPort.updateStay(tx, stay.id, { paidFen: stay.paidFen + b.depositFen, paidAt: stay.enteredAt }, now);
    },
  };
}
export type BookingStays = ReturnType<typeof createBookingStays>;
