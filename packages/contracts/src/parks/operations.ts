import { operations } from '../operation-schemas';
import { CollectIdsParams, CollectListQuery, CollectParkRequest, CollectResult } from './collect-parks';
import {
  Citys,
  NearbyParksRequest,
  NearbySearchByNameRequest,
  ParkPayTypes,
  ParkPayTypesQuery,
  ParksByNameQuery,
} from './nearby';
import { ParkPage } from './park';
import { ParkRoutes } from './routes';

const nearby = { body: NearbyParksRequest, response: ParkPage };

export const ParkOps = operations(ParkRoutes, {
  nearbyParks: nearby,
  nearbyParksHome: nearby,
  nearbyBagParks: nearby,
  nearbyDiffTimeParks: nearby,
  nearByCanBookParks: nearby,
  nearbySearchByName: { body: NearbySearchByNameRequest, response: ParkPage },
  parksByName: { query: ParksByNameQuery, response: ParkPage },
  citys: { response: Citys },
  parkPayTypesFetch: { query: ParkPayTypesQuery, response: ParkPayTypes },
  collectParks: { query: CollectListQuery, response: ParkPage },
  collectPark: { body: CollectParkRequest, response: CollectResult },
  uncollectParks: { params: CollectIdsParams, response: CollectResult },
});
