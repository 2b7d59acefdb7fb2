import { IDEMPOTENCY_KEY_HEADER, ReservationRoutes, type CreateBookOrder, type LockAction } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { USER_LOCK_LIST_CALL, bookOrderListCall } from './bookings-first-calls';

/** Query keys of bookings; everything under `all` is read again after a booking or a lock changes. */
export const bookingKeys = {
  all: ['bookings'] as const,
  packages: (parkId: string) => ['bookings', 'packages', parkId] as const,
  list: ['bookings', 'list'] as const,
  booking: (bookingId: string) => ['bookings', 'booking', bookingId] as const,
  preview: (bookingId: string) => ['bookings', 'preview', bookingId] as const,
  locks: ['bookings', 'locks'] as const,
  lock: (lockId: string) => ['bookings', 'lock', lockId] as const,
  berthTypes: (parkId: string, startAt: string) => ['bookings', 'berthTypes', parkId, startAt] as const,
  recommendBerth: (parkId: string) => ['bookings', 'recommendBerth', parkId] as const,
  plates: ['bookings', 'plates'] as const,
};

/** How often a lock's state is read while its screen is open (the arm moves in about a second). */
export const LOCK_POLL_MS = 1_000;

export const packagesQuery = (parkId: string) =>
  queryOptions({
    queryKey: bookingKeys.packages(parkId),
    queryFn: ({ signal }) => api.call(ReservationRoutes.getBookPackageInfo, { body: { parkId }, signal }),
  });

/** The park's berth types with the spaces free for an arrival at `startAt` (getParkingBerthType). */
export const berthTypesQuery = (parkId: string, startAt: string) =>
  queryOptions({
    queryKey: bookingKeys.berthTypes(parkId, startAt),
    queryFn: ({ signal }) => api.call(ReservationRoutes.getParkingBerthType, { body: { parkId, startAt }, signal }),
    staleTime: 0,
  });

/** The berth type offered first when the screen opens (getRecommendBerthInfo: the cheapest with a space free now). */
export const recommendBerthQuery = (parkId: string) =>
  queryOptions({
    queryKey: bookingKeys.recommendBerth(parkId),
    queryFn: ({ signal }) => api.call(ReservationRoutes.getRecommendBerthInfo, { body: { parkId }, signal }),
  });

/** The driver's plates as the legacy call gives them: null when none is bound (the screen sends to /addCar). */
export const platesQuery = () =>
  queryOptions({
    queryKey: bookingKeys.plates,
    queryFn: ({ signal }) => api.call(ReservationRoutes.getAllPlateInfo, { body: {}, signal }),
    staleTime: 0,
  });

export const bookingsQuery = () =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list,
    queryFn: ({ pageParam, signal }) => {
      const { route, body } = bookOrderListCall(pageParam);
      return api.call(route, { body, signal });
    },
    initialPageParam: 0 as string | 0,
    getNextPageParam: (last) => (last.hasMore ? (last.results.at(-1)?.bookingId ?? undefined) : undefined),
    // Read again on each opening; what its route prefetched on entering (app/routes/bookings.ts) is not asked twice.
    staleTime: 2_000,
  });

/** One booking; while its deposit is being paid it is asked again every 1.5 s (the result page). */
export const bookingQuery = (bookingId: string, { poll = false } = {}) =>
  queryOptions({
    queryKey: bookingKeys.booking(bookingId),
    queryFn: ({ signal }) => api.call(ReservationRoutes.getBookOrderDetailInfo, { body: { bookingId }, signal }),
    refetchInterval: (query) => (poll && (!query.state.data || query.state.data.state === 'pending') ? 1_500 : false),
    staleTime: 0,
  });

export const cancelPreviewQuery = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.preview(bookingId),
    queryFn: ({ signal }) => api.call(ReservationRoutes.previewBookOrderCancelResult, { body: { bookingId }, signal }),
    staleTime: 0,
  });

export const myLocksQuery = () =>
  queryOptions({
    queryKey: bookingKeys.locks,
    queryFn: ({ signal }) => api.call(USER_LOCK_LIST_CALL.route, { body: USER_LOCK_LIST_CALL.body, signal }),
    refetchInterval: LOCK_POLL_MS,
  });

export const lockQuery = (lockId: string) =>
  queryOptions({
    queryKey: bookingKeys.lock(lockId),
    queryFn: ({ signal }) => api.call(ReservationRoutes.getZigbeeLockState, { body: { lockId }, signal }),
    refetchInterval: LOCK_POLL_MS,
  });

/** createBookOrder: the idempotency key makes a retry of the same attempt return its first booking and order. */
export const createBooking = (body: CreateBookOrder, key: string) =>
  api.call(ReservationRoutes.createBookOrder, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

function useBookingMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export const useCancelBooking = () =>
  useBookingMutation((body: { bookingId: string; expectedRefundFen: number }) =>
    api.call(ReservationRoutes.cancelBookOrder, { body }),
  );

export const useControlLock = () =>
  useBookingMutation((body: { lockId: string; action: LockAction }) =>
    api.call(ReservationRoutes.controlZigbeeLock, { body }),
  );
