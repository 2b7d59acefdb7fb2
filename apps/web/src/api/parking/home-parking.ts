import { Limits, ParkingRoutes } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';

// The zod-free routes (ParkingRoutes), typed but not parsed: the home page's first load must not carry zod.

/** requestType 2 of the order list: arrears to pay (contracts ParkOrderRequestType.ARREARS). */
const ARREARS = 2;

export const homeParkingKeys = { all: ['home-parking'] as const };

// Quiet: the home page hides a part whose call fails instead of toasting over the first screen.

/** The driver's plates parked now, one home card each (spec section 4). */
export const boundParkingsQuery = () =>
  queryOptions({
    queryKey: [...homeParkingKeys.all, 'bound'],
    queryFn: ({ signal }) => api.call(ParkingRoutes.boundVehicleParkingBills, { signal, quiet: true }),
  });

/** One plate's bill, loaded when its card is swiped into view. */
export const boundBillQuery = (plateId: string) =>
  queryOptions({
    queryKey: [...homeParkingKeys.all, 'bill', plateId],
    queryFn: ({ signal }) =>
      api.call(ParkingRoutes.boundVehicleParkingBill, { query: { plateId }, signal, quiet: true }),
  });

/**
 * Arrears of the driver's plates (spec section 9: pageSize 999): the home banner (quiet: it hides when this fails)
 * and /arrearsPage.
 */
export const arrearsQuery = ({ quiet = true } = {}) =>
  queryOptions({
    queryKey: [...homeParkingKeys.all, 'arrears'],
    queryFn: ({ signal }) =>
      api.call(ParkingRoutes.parkOrders, {
        query: { requestType: ARREARS, pageNo: 1, pageSize: Limits.ARREARS_PAGE_SIZE },
        signal,
        quiet,
      }),
  });

/** How many plates the driver has bound: 0 shows the add-vehicle prompt. */
