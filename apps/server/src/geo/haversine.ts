import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Mean earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance in metres (haversine): what the SQL below computes, for tests and the app. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A latitude/longitude box that contains every point within `radiusM` of `center`: the cheap, indexable prefilter of
 * a nearby search (the exact circle is then cut with haversine). Near the poles the longitude span becomes the whole
 * circle; the antimeridian is not handled (this is a Chinese product: longitudes 73–135°E).
 */
export function boundingBox(center: LatLng, radiusM: number): BoundingBox {
  const dLat = deg(radiusM / EARTH_RADIUS_M);
  const cosLat = Math.cos(rad(center.lat));
  // 1e-9 keeps a point exactly on the circle inside the box despite rounding.
  const dLng = cosLat < 1e-6 ? 180 : Math.min(180, deg(radiusM / (EARTH_RADIUS_M * cosLat)) + 1e-9);
  return {
    minLat: Math.max(-90, center.lat - dLat - 1e-9),
    maxLat: Math.min(90, center.lat + dLat + 1e-9),
    minLng: Math.max(-180, center.lng - dLng),
    maxLng: Math.min(180, center.lng + dLng),
  };
}

/**
 * The haversine distance in metres between two columns and a point, as SQL: plain arithmetic, so it runs the same on
 * PGlite and PostgreSQL without PostGIS. least(1, …) guards asin against rounding just above 1.
 */
export function haversineSql(latColumn: AnyColumn, lngColumn: AnyColumn, point: LatLng): SQL<number> {
  // Parameters are typed explicitly: without the casts PostgreSQL infers integers from `2 * $1` and refuses decimals.
  const lat = sql`${point.lat}::float8`;
  const lng = sql`${point.lng}::float8`;
  return sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_M))} * asin(least(1, sqrt(
    power(sin(radians(${latColumn} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}) / 2), 2)
  ))))`.mapWith(Number);
}
