// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { ChargingOrderRoutes } from '@parking/contracts';

/** The first page of the driver's charging orders of a kind. */
export const chargingOrdersCall = (requestType: number) => ({
  route: ChargingOrderRoutes.chargingOrders,
  query: { requestType, pageNo: 1, pageSize: 20 },
});
export const OCCUPY_EXIST_CALL = { route: ChargingOrderRoutes.occupyExist } as const;
