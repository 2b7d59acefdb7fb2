import type { LatLng } from '../../location/coords';

/** destLat/destLng of a position, rounded to about 10 m so a driver standing still asks once, not once per GPS jitter. */
export const centerParams = (p: LatLng) => ({ destLat: Number(p.lat.toFixed(4)), destLng: Number(p.lng.toFixed(4)) });
