// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { ReservationRoutes } from '@parking/contracts';

/** A page of the driver's bookings after lastId (0: the first). */
export const bookOrderListCall = <L>(lastId: L) => ({
  route: ReservationRoutes.getBookOrderList,
  body: { lastId, pageSize: 15 },
});
export const USER_LOCK_LIST_CALL = { route: ReservationRoutes.getUserLockList, body: {} } as const;
