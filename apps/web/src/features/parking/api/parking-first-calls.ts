// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { ParkingRoutes } from '@parking/contracts';

export const PARK_ORDERS_PAGE_SIZE = 10;

/** A page of the driver's orders of one requestType (and kind of park, when given). */
export const parkOrdersCall = (
  requestType: number,
  parkKind: 'roadSide' | 'offStreet' | undefined,
  pageNo: number,
) => ({
  route: ParkingRoutes.parkOrders,
  query: { requestType, ...(parkKind ? { parkKind } : {}), pageNo, pageSize: PARK_ORDERS_PAGE_SIZE },
});
export const DRIVER_PLATE_CALL = { route: ParkingRoutes.driverPlate } as const;
