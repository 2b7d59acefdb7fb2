import type { LatLng } from '../location/coords';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres, as the server computes it. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Metres east and north of `origin` (a local flat projection): what the schematic map plots. Good to a few metres
 * within the tens of kilometres a nearby search covers.
 */
export function offsetMeters(origin: LatLng, p: LatLng): { east: number; north: number } {
  return {
    east: rad(p.lng - origin.lng) * EARTH_RADIUS_M * Math.cos(rad(origin.lat)),
    north: rad(p.lat - origin.lat) * EARTH_RADIUS_M,
  };
}
