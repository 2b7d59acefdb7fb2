import { describe, expect, it, vi } from 'vitest';
import { bd09ToGcj02 } from '../../../location/coords';
import { haversineMeters } from '../../../lib/geo';
import { createMapView, type MapMarker } from './map-view';

/** A stand-in for an SDK's classes that records what the page asked of it. */
function fakeSdk() {
  const made: { type: string; args: unknown[]; calls: [string, unknown[]][]; handlers: Record<string, () => void> }[] =
    [];
  const klass = (type: string) =>
    class {
      calls: [string, unknown[]][] = [];
      handlers: Record<string, () => void> = {};
      constructor(...args: unknown[]) {
        made.push({ type, args, calls: this.calls, handlers: this.handlers });
        return new Proxy(this, {
          get: (target, name: string) =>
            name in target
              ? (target as Record<string, unknown>)[name]
              : (...callArgs: unknown[]) => {
                  target.calls.push([name, callArgs]);
                  if ((name === 'on' || name === 'addEventListener') && typeof callArgs[1] === 'function') {
                    target.handlers[callArgs[0] as string] = callArgs[1] as () => void;
                  }
                },
        });
      }
    };
  return {
    made,
    sdk: {
      Map: klass('Map'),
      Marker: klass('Marker'),
      Point: klass('Point'),
      Label: klass('Label'),
      Size: klass('Size'),
    },
  };
}

const WULIN = { lat: 30.2721, lng: 120.1638 };
const markers: MapMarker[] = [
  { id: 'p1', position: WULIN, label: '空位 620', tone: 'plenty' },
  { id: 'me', position: { lat: 30.27, lng: 120.16 }, label: '我', tone: 'me' },
];

describe('map views', () => {
  it('AMap: centres in GCJ-02 as [lng, lat], adds markers, and reports a tap on a place', () => {
    const { made, sdk } = fakeSdk();
    const view = createMapView({ kind: 'amap', AMap: sdk }, document.createElement('div'), WULIN);
    expect(made[0]).toMatchObject({
      type: 'Map',
      args: [expect.any(HTMLElement), expect.objectContaining({ center: [120.1638, 30.2721] })],
    });
    const onClick = vi.fn();
    view.setMarkers(markers, onClick);
    const placed = made.filter((m) => m.type === 'Marker');
    expect(placed.map((m) => (m.args[0] as { position: number[] }).position)).toEqual([
      [120.1638, 30.2721],
      [120.16, 30.27],
    ]);
    placed[0]!.handlers.click!();
    expect(onClick).toHaveBeenCalledWith('p1');
    expect(placed[1]!.handlers.click).toBeUndefined();
  });

  it('Baidu: converts every position to BD-09', () => {
    const { made, sdk } = fakeSdk();
    const view = createMapView({ kind: 'baidu', BMap: sdk }, document.createElement('div'), WULIN);
    view.setMarkers(markers, () => undefined);
    const points = made
      .filter((m) => m.type === 'Point')
      .map((m) => ({ lng: m.args[0] as number, lat: m.args[1] as number }));
    expect(points).toHaveLength(3);
    for (const bd of points.slice(1)) {
      const back = bd09ToGcj02(bd);
      expect(Math.min(haversineMeters(back, WULIN), haversineMeters(back, markers[1]!.position))).toBeLessThan(1);
      expect(haversineMeters(bd, back)).toBeGreaterThan(300);
    }
  });
});
