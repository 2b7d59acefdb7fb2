import gcoord from 'gcoord';

/**
 * A position on Chinese maps. The app keeps and sends GCJ-02 everywhere (the system of AMap, WeChat and Alipay
 * locations, and of parks on the server); a browser's WGS-84 fix is converted on arrival, and Baidu's BD-09 only
 * at the edge, for a Baidu map or a Baidu navigation link.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

const convert = (p: LatLng, from: string, to: string): LatLng => {
  const [lng, lat] = gcoord.transform([p.lng, p.lat], from as never, to as never) as [number, number];
  return { lat, lng };
};

/** A browser's GPS fix (WGS-84) as GCJ-02. */
export const wgs84ToGcj02 = (p: LatLng): LatLng => convert(p, gcoord.WGS84, gcoord.GCJ02);
/** For Baidu maps and links. */
export const gcj02ToBd09 = (p: LatLng): LatLng => convert(p, gcoord.GCJ02, gcoord.BD09);
/** A position a Baidu map reports, back to the app's GCJ-02. */
export const bd09ToGcj02 = (p: LatLng): LatLng => convert(p, gcoord.BD09, gcoord.GCJ02);
