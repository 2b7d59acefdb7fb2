import { operations } from '../operation-schemas';
import { CollectIdsParams, CollectListQuery, CollectResult } from '../parks/collect-parks';
import { ChargingRoutes } from './routes';
import { CollectStationRequest, NearbyStationsRequest, StationPage } from './station';

export const ChargingOps = operations(ChargingRoutes, {
  nearbyStations: { body: NearbyStationsRequest, response: StationPage },
  collectStations: { query: CollectListQuery, response: StationPage },
  collectStation: { body: CollectStationRequest, response: CollectResult },
  uncollectStations: { params: CollectIdsParams, response: CollectResult },
});
