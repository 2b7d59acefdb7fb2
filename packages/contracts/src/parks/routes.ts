// Zod-free: finding parks and the favourite parks as the landing pages and the request layer see them (types only).
import { routes } from '../operation';
import type { CollectListQuery, CollectParkRequest, CollectResult } from './collect-parks';
import type * as Nearby from './nearby';
import type { ParkPage } from './park';

/** Finding parks (spec section 7, which names the calls) and the driver's favourite parks. */
export const ParkRoutes = routes<ParkIo>()({
  nearbyParks: 'POST /dealer/v2/api/nearbyParks',
  nearbyParksHome: 'POST /dealer/v2/api/nearbyParks/home',
  nearbyBagParks: 'POST /dealer/v2/api/nearbyBagParks',
  nearbyDiffTimeParks: 'POST /dealer/v2/api/nearbyDiffTimeParks',
  nearByCanBookParks: 'POST /dealer/v2/api/nearByCanBookParks',
  nearbySearchByName: 'POST /dealer/v2/api/nearbySearchByName',
  parksByName: 'GET /dealer/v2/api/parksByName',
  citys: 'GET /dealer/v2/api/citys',
  parkPayTypesFetch: 'GET /dealer/v2/api/parkPayTypesFetch',
  collectParks: 'GET /dealer/v2/api/collectParks',
  collectPark: 'POST /dealer/v2/api/collectParks',
  uncollectParks: 'DELETE /dealer/v2/api/collectParks/:id',
});

/** Parks within `radius` metres of (destLng, destLat), nearest first (GCJ-02 coordinates). */
interface NearbyIo {
  body: Nearby.NearbyParksRequest;
  response: ParkPage;
}

/** What each of ParkRoutes' operations takes and answers. */
interface ParkIo {
  nearbyParks: NearbyIo;
  /** The home page's list: the nearest few. */
  nearbyParksHome: NearbyIo;
  /** Parks with monthly plans (parkType=monthActive). */
  nearbyBagParks: NearbyIo;
  /** Parks with off-peak plans. */
  nearbyDiffTimeParks: NearbyIo;
  /** Parks where a space can be booked (bookActive). */
  nearByCanBookParks: NearbyIo;
  /** Parks whose name or address holds the keyword, nearest first. */
  nearbySearchByName: { body: Nearby.NearbySearchByNameRequest; response: ParkPage };
  /** Parks by name in a city (or every city), by name. */
  parksByName: { query: Nearby.ParksByNameQuery; response: ParkPage };
  /** The cities where the dealer has parks. */
  citys: { response: Nearby.Citys };
  /** How a park's fees can be paid (all parks of the dealer without parkId). */
  parkPayTypesFetch: { query: Nearby.ParkPayTypesQuery; response: Nearby.ParkPayTypes };
  /** The driver's favourite parks, newest first, with distances when the position is given. */
  collectParks: { query: CollectListQuery; response: ParkPage };
  /** Adds a favourite (adding it twice is fine). */
  collectPark: { body: CollectParkRequest; response: CollectResult };
  /** `id`: one park id or several joined by commas (the spec's parkIds). */
  uncollectParks: { response: CollectResult };
}
