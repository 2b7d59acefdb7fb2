import { AppError, ErrorCode, type BookOrderList, type Booking, type CancelPreview } from '@parking/contracts';
import { createBookingsRepository } from './bookings.repository';
import { cancelOutcome } from './bookings.domain';
import { REFUND_KEYS, summary, type BookingsAccess, type DriverRef } from './bookings-access';

const errorText = (text: string) => `退款金额已变化：${text}`;

/** A driver's bookings: the list, one booking, and cancelling with the refund the preview showed. */
export function createDriverBookings({ deps, db, clock, repo, view, owned }: BookingsAccess) {
  return {
    async list(driver: DriverRef, query: { lastId: string | 0; pageSize: number }): Promise<BookOrderList> {
      const lastId = query.lastId === 0 || query.lastId === '0' ? undefined : query.lastId;
      const rows = await repo.listOfDriver(driver.id, lastId, query.pageSize);
      return { results: rows.slice(0, query.pageSize).map(summary), hasMore: rows.length > query.pageSize };
    },

    detail: async (driver: DriverRef, bookingId: string): Promise<Booking> => view(await owned(driver, bookingId)),

    async previewCancel(driver: DriverRef, bookingId: string): Promise<CancelPreview> {
      const b = await owned(driver, bookingId);
      return { bookingId, ...cancelOutcome(clock.now(), b) };
    },

    /** Cancels with the refund the driver was shown; the refund goes back in the same transaction. */
    async cancel(driver: DriverRef, bookingId: string, expectedRefundFen: number): Promise<Booking> {
      await owned(driver, bookingId);
      await db.transaction(async (tx) => {
        const txRepo = createBookingsRepository(tx);
        const b = (await txRepo.lockBooking(bookingId))!;
        const outcome = cancelOutcome(clock.now(), b);
        if (!outcome.cancellable) throw new AppError(ErrorCode.BOOKING_NOT_CANCELLABLE);
        if (outcome.refundFen !== expectedRefundFen) {
          throw new AppError(ErrorCode.BOOKING_REFUND_CHANGED, `${errorText(outcome.text)}`);
        }
        if (outcome.refundFen > 0 && b.orderNo) {
          await deps.purchases.refundPurchase(tx, {
            orderNo: b.orderNo,
            key: REFUND_KEYS.cancelled(b.id),
            amountFen: outcome.refundFen,
          });
        }
        await txRepo.update(
          b.id,
          { state: 'cancelled', refundFen: outcome.refundFen, note: outcome.feeFen > 0 ? outcome.text : null },
          clock.now(),
        );
      });
      return view(await owned(driver, bookingId));
    },
  };
}
