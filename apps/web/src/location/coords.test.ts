import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../lib/geo';
import { bd09ToGcj02, gcj02ToBd09, wgs84ToGcj02 } from './coords';

describe('coordinate systems', () => {
  it('moves a WGS-84 fix in Hangzhou by the usual few hundred metres into GCJ-02', () => {
    const gps = { lat: 30.2741, lng: 120.1551 };
    const gcj = wgs84ToGcj02(gps);
    expect(gcj.lat).toBeCloseTo(30.2717, 3);
    expect(gcj.lng).toBeCloseTo(120.1598, 3);
    expect(haversineMeters(gps, gcj)).toBeGreaterThan(300);
    expect(haversineMeters(gps, gcj)).toBeLessThan(700);
  });

  it('goes to BD-09 and back within a metre anywhere in China', () => {
    fc.assert(
      fc.property(
        fc.record({
          lat: fc.double({ min: 18, max: 53, noNaN: true }),
          lng: fc.double({ min: 74, max: 134, noNaN: true }),
        }),
        (p) => {
          expect(haversineMeters(p, bd09ToGcj02(gcj02ToBd09(p)))).toBeLessThan(1);
        },
      ),
    );
  });
});
