import {
  AppError,
  BERTH_TYPE_TEXT,
  BOOKING_STATE_TEXT,
  ErrorCode,
  formatPlateNo,
  type Booking,
  type BookingState,
  type BookingSummary,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { DiscoveryService, ParksRepository } from '../parks';
import type { PlatesService } from '../vehicles';
import { createBookingsRepository, type BookingWithPlace } from './bookings.repository';
import type { CouponGrants } from './coupons-port';
import type { Purchases } from './purchases-port';
import { canControlLock, cancelOutcome } from './bookings.domain';

export const BOOKING_PURPOSE = 'booking';
export interface DriverRef {
  id: string;
  dealerId: string;
}

/** Stay states in which the car is still there (its fee is not final). */
export const OPEN_STAY_STATES: readonly string[] = ['parked', 'awaitingPayment'];

/** The refund key of each way a deposit goes back (one per booking: the states are exclusive). */
export const REFUND_KEYS = {
  cancelled: (id: string) => `booking-cancel:${id}`,
  failed: (id: string) => `booking-guarantee:${id}`,
  completed: (id: string) => `booking-surplus:${id}`,
} as const;
export const refundKeyOf = (b: { state: BookingState }) =>
  b.state === 'cancelled' || b.state === 'failed' || b.state === 'completed' ? REFUND_KEYS[b.state] : undefined;

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, '预约不存在');
export const iso = (d: Date) => d.toISOString();

export function summary(b: BookingWithPlace): BookingSummary {
  return {
    bookingId: b.id,
    parkId: b.parkId,
    parkName: b.parkName,
    plateNo: b.plateNo,
    formatPlateNo: formatPlateNo(b.plateNo),
    berthTypeText: BERTH_TYPE_TEXT[b.berthType],
    spaceCode: b.spaceCode,
    state: b.state,
    stateText: BOOKING_STATE_TEXT[b.state],
    startAt: iso(b.startAt),
    holdUntil: iso(b.holdUntil),
    endAt: iso(b.endAt),
    depositFen: b.depositFen,
    createdAt: iso(b.createdAt),
  };
}

export interface BookingsDeps {
  db: Db;
  clock: Clock;
  parks: ParksRepository;
  discovery: Pick<DiscoveryService, 'nearby'>;
  plates: Pick<PlatesService, 'list'>;
  purchases: Purchases;
  coupons: CouponGrants;
}

/** What the parts of the bookings service share: a booking as the driver reads it, and a driver's own booking. */
export function createBookingsAccess(deps: BookingsDeps) {
  const { db, clock } = deps;
  const repo = createBookingsRepository(db);

  async function view(b: BookingWithPlace): Promise<Booking> {
    const now = clock.now();
    const refundKey = refundKeyOf(b);
    return {
      ...summary(b),
      lockId: b.lockId,
      orderNo: b.orderNo,
      refundFen: b.refundFen,
      refundState:
        b.orderNo && refundKey && b.refundFen > 0
          ? await deps.purchases.refundStateOf(b.orderNo, refundKey(b.id))
          : 'none',
      appliedFen: b.appliedFen,
      stayId: b.stayId,
      note: b.note,
      alternative: b.alternative ?? null,
      couponId: b.couponId,
      canControlLock: canControlLock(now, b),
      cancellable: cancelOutcome(now, b).cancellable,
    };
  }

  async function owned(driver: DriverRef, bookingId: string): Promise<BookingWithPlace> {
    const b = await repo.ofDriver(driver.id, bookingId);
    if (!b || b.dealerId !== driver.dealerId) throw notFound();
    return b;
  }

  return { deps, db, clock, repo, view, owned };
}
export type BookingsAccess = ReturnType<typeof createBookingsAccess>;
