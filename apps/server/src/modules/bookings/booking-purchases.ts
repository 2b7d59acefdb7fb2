import type { Db } from '../../db/client';
import { createBookingsRepository } from './bookings.repository';
import type { PurchaseRecord } from './purchases-port';
import type { BookingsAccess } from './bookings-access';

/** The purchase handlers: the deposit paid → booked; the order closed unpaid → the space is released. */
export function createBookingPurchases({ clock }: BookingsAccess) {
  return {
    async fulfil(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const txRepo = createBookingsRepository(tx);
      const b = await txRepo.lockBooking(p.ref);
      if (!b || b.state !== 'pending' || b.depositFen !== p.amountFen) return 'refused';
      await txRepo.update(b.id, { state: 'booked', orderNo: p.orderNo, paidAt: p.paidAt ?? clock.now() }, clock.now());
      return 'fulfilled';
    },
    async release(tx: Db, p: PurchaseRecord): Promise<void> {
      const txRepo = createBookingsRepository(tx);
      const b = await txRepo.lockBooking(p.ref);
      if (b?.state === 'pending')
        await txRepo.update(b.id, { state: 'expired', note: '预约金未支付，预约已关闭' }, clock.now());
    },
  };
}
