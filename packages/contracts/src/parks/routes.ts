// Zod-free: finding parks and the favourite parks as the landing pages and the request layer see them (types only).
import { route } from '../operation';
import type { CollectListQuery, CollectParkRequest, CollectResult } from './collect-parks';
import type * as Nearby from './nearby';
import type { ParkPage } from './park';

/** Parks within `radius` metres of (destLng, destLat), nearest first (GCJ-02 coordinates). */
const nearby = <P extends string>(path: P) =>
  route('POST', path).io<{ body: Nearby.NearbyParksRequest; response: ParkPage }>();

/** Finding parks (spec section 7, which names the calls) and the driver's favourite parks. */
export const ParkRoutes = {
  nearbyParks: nearby('/dealer/v2/api/nearbyParks'),
  /** The home page's list: the nearest few. */
  nearbyParksHome: nearby('/dealer/v2/api/nearbyParks/home'),
  /** Parks with monthly plans (parkType=monthActive). */
  nearbyBagParks: nearby('/dealer/v2/api/nearbyBagParks'),
  /** Parks with off-peak plans. */
  nearbyDiffTimeParks: nearby('/dealer/v2/api/nearbyDiffTimeParks'),
  /** Parks where a space can be booked (bookActive). */
  nearByCanBookParks: nearby('/dealer/v2/api/nearByCanBookParks'),
  /** Parks whose name or address holds the keyword, nearest first. */
  nearbySearchByName: route('POST', '/dealer/v2/api/nearbySearchByName').io<{
    body: Nearby.NearbySearchByNameRequest;
    response: ParkPage;
  }>(),
  /** Parks by name in a city (or every city), by name. */
  parksByName: route('GET', '/dealer/v2/api/parksByName').io<{ query: Nearby.ParksByNameQuery; response: ParkPage }>(),
  /** The cities where the dealer has parks. */
  citys: route('GET', '/dealer/v2/api/citys').io<{ response: Nearby.Citys }>(),
  /** How a park's fees can be paid (all parks of the dealer without parkId). */
  parkPayTypesFetch: route('GET', '/dealer/v2/api/parkPayTypesFetch').io<{
    query: Nearby.ParkPayTypesQuery;
    response: Nearby.ParkPayTypes;
  }>(),
  /** The driver's favourite parks, newest first, with distances when the position is given. */
  collectParks: route('GET', '/dealer/v2/api/collectParks').io<{ query: CollectListQuery; response: ParkPage }>(),
  /** Adds a favourite (adding it twice is fine). */
  collectPark: route('POST', '/dealer/v2/api/collectParks').io<{ body: CollectParkRequest; response: CollectResult }>(),
  /** `id`: one park id or several joined by commas (the spec's parkIds). */
  uncollectParks: route('DELETE', '/dealer/v2/api/collectParks/:id').io<{ response: CollectResult }>(),
};
