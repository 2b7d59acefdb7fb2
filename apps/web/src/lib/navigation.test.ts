import { describe, expect, it } from 'vitest';
import { bd09ToGcj02 } from '../location/coords';
import { haversineMeters } from './geo';
import { amapMarkerUrl, baiduMarkerUrl } from './navigation';

const WULIN = { lat: 30.2721, lng: 120.1638, name: '武林广场地下停车场', address: '杭州市下城区武林广场1号' };

describe('navigation links', () => {
  it('opens the AMap marker page with the GCJ-02 position as lng,lat', () => {
    const url = new URL(amapMarkerUrl(WULIN));
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      position: '120.1638,30.2721',
      name: '武林广场地下停车场',
      src: 'parking-driver-h5',
      coordinate: 'gaode',
      callnative: '1',
    });
  });

  it('opens the Baidu marker page with BD-09 coordinates that lead back to the same place', () => {
    const url = new URL(baiduMarkerUrl(WULIN));
    expect(url.origin + url.pathname).toBe('https://api.map.baidu.com/marker');
    expect(url.searchParams.get('coord_type')).toBe('bd09ll');
    expect(url.searchParams.get('title')).toBe('武林广场地下停车场');
    const [lat, lng] = url.searchParams.get('location')!.split(',').map(Number);
    expect(haversineMeters(bd09ToGcj02({ lat: lat!, lng: lng! }), WULIN)).toBeLessThan(1);
    // BD-09 is offset from GCJ-02 by several hundred metres: sending GCJ-02 unconverted would be wrong.
    expect(haversineMeters({ lat: lat!, lng: lng! }, WULIN)).toBeGreaterThan(300);
  });
});
