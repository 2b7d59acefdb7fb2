// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { BagRoutes, ParkRoutes } from '@parking/contracts';

export const BAG_APPLICATIONS_CALL = { route: BagRoutes.bagApplications } as const;
export const BAG_PLANS_CALL = { route: BagRoutes.bagPlans } as const;

/** /nearbyBagParks around a point: the hook passes numbers, first-calls the stored position. */
export const nearbyBagParksCall = <V>(destLat: V, destLng: V) => ({
  route: ParkRoutes.nearbyBagParks,
  body: { destLat, destLng, radius: 20_000, pageNo: 1, pageSize: 30 },
});
