// Zod-free: finding charging stations and the favourite stations as the landing pages see them (types only).
import { route } from '../operation';
import type { CollectListQuery, CollectResult } from '../parks/collect-parks';
import type { CollectStationRequest, NearbyStationsRequest, StationPage } from './station';

/** Charging stations (spec section 7). */
export const ChargingRoutes = {
  /** Stations within radius of (destLng, destLat), nearest first; source=home trims to the home list's few. */
  nearbyStations: route('POST', '/cps/v2/api/nearbyStations').io<{
    body: NearbyStationsRequest;
    response: StationPage;
  }>(),
  /** The driver's favourite stations, with distances when the position is given. */
  collectStations: route('GET', '/cps/v2/api/collectStations').io<{ query: CollectListQuery; response: StationPage }>(),
  collectStation: route('POST', '/cps/v2/api/collectStations').io<{
    body: CollectStationRequest;
    response: CollectResult;
  }>(),
  /** `id`: one station id or several joined by commas. */
  uncollectStations: route('DELETE', '/cps/v2/api/collectStations/:id').io<{ response: CollectResult }>(),
};
