import { createBookingsAccess, type BookingsDeps } from './bookings-access';
import { createDriverBookings } from './booking-driver';
import { createBookingOffer } from './booking-offer';
import { createBookingOperator } from './booking-operator';
import { createBookingPurchases } from './booking-purchases';
import { createBookingStays } from './booking-stays';
import { createBookingSweep } from './booking-sweep';

export { BOOKING_PURPOSE } from './bookings-access';
export type { DriverRef } from './bookings-access';

/**
 * Bookings (decision 038): a space of a berth type for a slot, held while its deposit is paid, never overbooked (the
 * park's spaces of that type are row-locked while one is chosen); cancelled with the refund the preview showed; the
 * stay at the gate takes the deposit toward its fee; and the guarantee: a space that cannot be given is refunded in
 * full with the nearest other park offered.
 */
export function createBookingsService(deps: BookingsDeps) {
  const access = createBookingsAccess(deps);
  const { settle, arrived } = createBookingStays(access);
  const { guarantee, sweep } = createBookingSweep(access, { settle });
  return {
    guarantee,
    /** Parking's departure hook: the stays that just ended settle their bookings' deposits (see settle). */
    departed: settle,
    arrived,
    purchaseHandlers: createBookingPurchases(access),
    ...createBookingOffer(access),
    ...createDriverBookings(access),
    ...createBookingOperator(access),
    sweep,
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
