import { gcj02ToBd09, type LatLng } from '../location/coords';

/** A place to navigate to: GCJ-02 like everything in the app. */
export interface Destination extends LatLng {
  name: string;
  address?: string;
}

const APP_SOURCE = 'parking-driver-h5';

/**
 * AMap's marker page (uri.amap.com): shows the place and, on a phone with AMap installed, offers to navigate there
 * in the app (callnative=1). AMap uses GCJ-02.
 */
export function amapMarkerUrl(to: Destination): string {
  const params = new URLSearchParams({
    position: `${to.lng},${to.lat}`,
    name: to.name,
    src: APP_SOURCE,
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${params}`;
}

/** Baidu's marker page (api.map.baidu.com): coordinates converted to BD-09, which Baidu reads natively. */
export function baiduMarkerUrl(to: Destination): string {
  const bd = gcj02ToBd09(to);
  const params = new URLSearchParams({
    location: `${bd.lat.toFixed(6)},${bd.lng.toFixed(6)}`,
    title: to.name,
    content: to.address ?? to.name,
    output: 'html',
    coord_type: 'bd09ll',
    src: APP_SOURCE,
  });
  return `https://api.map.baidu.com/marker?${params}`;
}
