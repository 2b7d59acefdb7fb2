import { operations } from '../operation-schemas';
import { CollectIdsParams, CollectListQuery, CollectParkRequest, CollectResult } from './collect-parks';
import * as Nearby from './nearby';
import { ParkPage } from './park';
import { ParkRoutes } from './routes';

const nearby = { body: Nearby.NearbyParksRequest, response: ParkPage };

export const ParkOps = operations(ParkRoutes, {
  nearbyParks: nearby,
  nearbyParksHome: nearby,
  nearbyBagParks: nearby,
  nearbyDiffTimeParks: nearby,
  nearByCanBookParks: nearby,
  nearbySearchByName: { body: Nearby.NearbySearchByNameRequest, response: ParkPage },
  parksByName: { query: Nearby.ParksByNameQuery, response: ParkPage },
  citys: { response: Nearby.Citys },
  parkPayTypesFetch: { query: Nearby.ParkPayTypesQuery, response: Nearby.ParkPayTypes },
  collectParks: { query: CollectListQuery, response: ParkPage },
  collectPark: { body: CollectParkRequest, response: CollectResult },
  uncollectParks: { params: CollectIdsParams, response: CollectResult },
});
