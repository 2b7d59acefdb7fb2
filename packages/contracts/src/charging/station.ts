import { z } from 'zod';
import { page } from '../envelope';
import { latitude, longitude, nearbyPaging } from '../parks/nearby';
import { Nearby, StationSource } from '../parks/constants';

const connectors = z.object({ leftNum: z.number().int(), totalNum: z.number().int() });

/**
 * A charging station (spec section 3). currentPrice is yuan per kWh as an exact decimal string (4 places, from
 * integer 1/10000 yuan units: see price.ts); usageRate is the share of busy connectors now, in percent.
 */
export const Station = z.object({
  stationId: z.string(),
  stationName: z.string(),
  stationAddr: z.string(),
  openState: z.object({ code: z.number().int(), text: z.string() }),
  supportBook: z.boolean(),
  supportOccupy: z.boolean(),
  usageRate: z.number().int(),
  currentPrice: z.string(),
  quickChargingInfo: connectors,
  slowChargingInfo: connectors,
  parkingFeeDesc: z.string(),
  distance: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  collected: z.boolean(),
});
export type Station = z.infer<typeof Station>;
export const StationPage = page(Station);
export type StationPage = z.infer<typeof StationPage>;

/** nearbyStations {destLng, destLat, source}: stations within radius, nearest first. */
export const NearbyStationsRequest = z.object({
  destLng: longitude,
  destLat: latitude,
  source: z.enum([StationSource.HOME, StationSource.MAP]).default(StationSource.MAP),
  radius: z.coerce.number().int().min(100).max(Nearby.MAX_RADIUS_M).default(Nearby.DEFAULT_RADIUS_M),
  ...nearbyPaging,
});
export type NearbyStationsRequest = z.input<typeof NearbyStationsRequest>;

/** collectStation {stationId}. */
export const CollectStationRequest = z.object({ stationId: z.uuid('stationId 格式不正确') });
export type CollectStationRequest = z.infer<typeof CollectStationRequest>;
