import { z } from 'zod';
import { pageQuery, list } from '../envelope';
import { Nearby } from './constants';

/**
 * Degrees to seven decimals (about 1 cm): finer digits are noise, and a subnormal number (5e-324) is one PostgreSQL
 * refuses as out of range.
 */
export const toSevenDecimals = (degrees: number): number => Math.round(degrees * 1e7) / 1e7 || 0;

/** Numbers may arrive as strings from older clients (form posts, query strings): coerced, then range-checked. */
export const latitude = z.coerce
  .number({ error: '纬度应为数字' })
  .min(-90, '纬度应在 -90 到 90 之间')
  .max(90, '纬度应在 -90 到 90 之间')
  .transform(toSevenDecimals);
export const longitude = z.coerce
  .number({ error: '经度应为数字' })
  .min(-180, '经度应在 -180 到 180 之间')
  .max(180, '经度应在 -180 到 180 之间')
  .transform(toSevenDecimals);

export const nearbyPaging = pageQuery({ maxSize: Nearby.MAX_PAGE_SIZE, defaultSize: Nearby.DEFAULT_PAGE_SIZE }).shape;

/**
 * nearbyParks (and nearbyParksHome, nearbyBagParks, nearbyDiffTimeParks, nearByCanBookParks): parks within
 * `radius` metres of (destLng, destLat), nearest first. GCJ-02 coordinates.
 */
export const NearbyParksRequest = z.object({
  destLng: longitude,
  destLat: latitude,
  radius: z.coerce.number().int().min(100).max(Nearby.MAX_RADIUS_M).default(Nearby.DEFAULT_RADIUS_M),
  ...nearbyPaging,
});
export type NearbyParksRequest = z.input<typeof NearbyParksRequest>;

const keyword = z.string().trim().min(1, '请输入搜索关键字').max(32);

/** nearbySearchByName: parks whose name or address holds the keyword, nearest first. */
export const NearbySearchByNameRequest = z.object({
  keyword,
  destLng: longitude.optional(),
  destLat: latitude.optional(),
  ...nearbyPaging,
});
export type NearbySearchByNameRequest = z.input<typeof NearbySearchByNameRequest>;

/** parksByName?parkName&cityName: parks by name in a city (or every city), by name. */
export const ParksByNameQuery = z.object({
  parkName: keyword,
  cityName: z.string().trim().max(32).optional(),
  ...nearbyPaging,
});
export type ParksByNameQuery = z.input<typeof ParksByNameQuery>;

/** citys: the cities where the dealer has parks. */
export const City = z.object({ cityName: z.string(), parkCount: z.number().int() });
export type City = z.infer<typeof City>;
export const Citys = list(City);
export type Citys = z.infer<typeof Citys>;

/** parkPayTypesFetch?parkId: how a park's fees can be paid (all parks of the dealer without parkId). */
export const ParkPayTypesQuery = z.object({ parkId: z.uuid('parkId 格式不正确').optional() });
export type ParkPayTypesQuery = z.input<typeof ParkPayTypesQuery>;
export const ParkPayType = z.object({ payType: z.number().int(), payTypeName: z.string() });
export type ParkPayType = z.infer<typeof ParkPayType>;
export const ParkPayTypes = list(ParkPayType);
export type ParkPayTypes = z.infer<typeof ParkPayTypes>;
