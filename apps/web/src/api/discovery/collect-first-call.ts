// A call a screen makes as it first renders, as data: its query sends it and app/first-calls.ts lists it for a cold
// visit (decision 051), so it is written once. No client import: the build's scripts read it.
import { ParkRoutes } from '@parking/contracts';
import type { LatLng } from '../../location/coords';
import { centerParams } from './center';

/** A page of the driver's favourite parks, with distances from `center` when known. */
export const collectParksCall = (center: LatLng | undefined, pageNo: number) => ({
  route: ParkRoutes.collectParks,
  query: { ...(center ? centerParams(center) : {}), pageNo },
});
