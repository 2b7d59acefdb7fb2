import { ParkingRoutes, type ParkOrderPage, type ParkOrderRef, type PlateColor } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { DRIVER_PLATE_CALL, PARK_ORDERS_PAGE_SIZE, parkOrdersCall } from './parking-first-calls';
import { nextPageNo } from '../../../api/paging';

// Read zod-free (decision 051): the records and details only show what the server, which validates with the same
// contracts, sends; the taps that change an order are parsed (parking-ops.ts).

/** Query keys of parking orders; everything under `all` is dropped after an action changes an order. */
export const parkingKeys = {
  all: ['parking'] as const,
  list: (requestType: number, parkKind?: string) => ['parking', 'orders', requestType, parkKind ?? 'all'] as const,
  byPlate: (plateNo: string, plateColor: PlateColor | undefined) =>
    ['parking', 'byPlate', plateNo, plateColor ?? 0] as const,
  detail: (ref: ParkOrderRef) => ['parking', 'detail', ref.uniqueId] as const,
  pictures: (ref: ParkOrderRef) => ['parking', 'pictures', ref.uniqueId] as const,
  payRecords: (ref: ParkOrderRef) => ['parking', 'payRecords', ref.uniqueId] as const,
  appeals: (ref: ParkOrderRef) => ['parking', 'appeals', ref.uniqueId] as const,
  canEvaluate: (ref: ParkOrderRef) => ['parking', 'canEvaluate', ref.uniqueId] as const,
  plates: ['parking', 'driverPlate'] as const,
  boundBill: (plateId: string) => ['parking', 'boundBill', plateId] as const,
};

export const PAGE_SIZE = PARK_ORDERS_PAGE_SIZE;

/** Pages of orders from one list operation: one shape for every order list, so one component shows them all. */
function ordersQuery(
  queryKey: QueryKey,
  fetchPage: (page: { pageNo: number; pageSize: number }, signal: AbortSignal) => Promise<ParkOrderPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ pageNo: pageParam, pageSize: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}
export type OrdersQuery = ReturnType<typeof ordersQuery>;

/** The driver's orders of one requestType (0 all, 1 parked now, 2 arrears, 3 finished, 4 bills), page by page. */
export const parkOrdersQuery = (requestType: number, parkKind?: 'roadSide' | 'offStreet') =>
  ordersQuery(parkingKeys.list(requestType, parkKind), (page, signal) => {
    const { route, query } = parkOrdersCall(requestType, parkKind, page.pageNo);
    return api.call(route, { query, signal });
  });

/** The orders of one of the driver's plates. */
export const ordersByPlateQuery = (plateNo: string, plateColor: PlateColor | undefined) =>
  ordersQuery(parkingKeys.byPlate(plateNo, plateColor), (page, signal) =>
    api.call(ParkingRoutes.parkOrdersByPlate, { query: { plateNo, plateColor, ...page }, signal }),
  );

export const orderDetailQuery = (ref: ParkOrderRef) =>
  queryOptions({
    queryKey: parkingKeys.detail(ref),
    // authModel 1 (a fresh nonce per call): the request layer sets it from the route's flag.
    queryFn: ({ signal }) => api.call(ParkingRoutes.parkOrderDetail, { body: ref, signal }),
  });

export const parkingPicturesQuery = (ref: ParkOrderRef) =>
  queryOptions({
    queryKey: parkingKeys.pictures(ref),
    queryFn: ({ signal }) => api.call(ParkingRoutes.parkingPictures, { query: ref, signal }),
    // The URLs expire after 10 minutes; fetch fresh ones well before.
    staleTime: 5 * 60_000,
  });

export const payRecordsQuery = (ref: ParkOrderRef) =>
  queryOptions({
    queryKey: parkingKeys.payRecords(ref),
    queryFn: ({ signal }) => api.call(ParkingRoutes.payRecords, { query: ref, signal }),
  });

export const appealsQuery = (ref: ParkOrderRef) =>
  queryOptions({
    queryKey: parkingKeys.appeals(ref),
    queryFn: ({ signal }) => api.call(ParkingRoutes.parkOrderAppeals, { query: ref, signal }),
  });

export const canEvaluateQuery = (ref: ParkOrderRef) =>
  queryOptions({
    queryKey: parkingKeys.canEvaluate(ref),
    queryFn: ({ signal }) => api.call(ParkingRoutes.canbeEvaluate, { body: ref, signal }),
  });

export const driverPlatesQuery = () =>
  queryOptions({
    queryKey: parkingKeys.plates,
    queryFn: ({ signal }) => api.call(DRIVER_PLATE_CALL.route, { signal }),
  });

export const boundBillQuery = (plateId: string) =>
  queryOptions({
    queryKey: parkingKeys.boundBill(plateId),
    queryFn: ({ signal }) => api.call(ParkingRoutes.boundVehicleParkingBill, { query: { plateId }, signal }),
  });
