// Zod-free: finding charging stations and the favourite stations as the landing pages see them (types only).
import { routes } from '../operation';
import type { CollectListQuery, CollectResult } from '../parks/collect-parks';
import type { CollectStationRequest, NearbyStationsRequest, StationPage } from './station';

/** Charging stations (spec section 7). */
export const ChargingRoutes = routes<ChargingIo>()({
  nearbyStations: 'POST /cps/v2/api/nearbyStations',
  collectStations: 'GET /cps/v2/api/collectStations',
  collectStation: 'POST /cps/v2/api/collectStations',
  uncollectStations: 'DELETE /cps/v2/api/collectStations/:id',
});

/** What each of ChargingRoutes' operations takes and answers. */
interface ChargingIo {
  /** Stations within radius of (destLng, destLat), nearest first; source=home trims to the home list's few. */
  nearbyStations: { body: NearbyStationsRequest; response: StationPage };
  /** The driver's favourite stations, with distances when the position is given. */
  collectStations: { query: CollectListQuery; response: StationPage };
  collectStation: { body: CollectStationRequest; response: CollectResult };
  /** `id`: one station id or several joined by commas. */
  uncollectStations: { response: CollectResult };
}
