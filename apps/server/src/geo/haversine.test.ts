import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, haversineMeters } from './haversine';

const WEST_LAKE = { lat: 30.2462, lng: 120.1485 };

describe('haversineMeters', () => {
  it.each([
    // Reference distances (great circle on the mean sphere).
    [{ lat: 30.2462, lng: 120.1485 }, { lat: 30.2462, lng: 120.1485 }, 0],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_195],
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195],
    // 杭州东站 → 西湖: about 7.9 km (4.9 km south, 6.2 km west).
    [{ lat: 30.2906, lng: 120.2128 }, WEST_LAKE, 7_906],
  ])('%j → %j ≈ %i m', (a, b, metres) => {
    expect(haversineMeters(a, b)).toBeCloseTo(metres, -1);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      lat: fc.double({ min: 18, max: 53, noNaN: true }),
      lng: fc.double({ min: 73, max: 135, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineMeters(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(Math.abs(d - haversineMeters(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius (so the prefilter never drops a park)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 18, max: 53, noNaN: true }),
        fc.double({ min: 73, max: 135, noNaN: true }),
        fc.integer({ min: 100, max: 50_000 }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, radius, bearing, fraction) => {
          // A point at `fraction` of the radius in direction `bearing`, by small steps of latitude and longitude.
          const d = (radius * fraction) / 6_371_008.8;
          const lat2 = Math.asin(
            Math.sin((lat * Math.PI) / 180) * Math.cos(d) +
              Math.cos((lat * Math.PI) / 180) * Math.sin(d) * Math.cos(bearing),
          );
          const lng2 =
            (lng * Math.PI) / 180 +
            Math.atan2(
              Math.sin(bearing) * Math.sin(d) * Math.cos((lat * Math.PI) / 180),
              Math.cos(d) - Math.sin((lat * Math.PI) / 180) * Math.sin(lat2),
            );
          const point = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
          expect(haversineMeters({ lat, lng }, point)).toBeLessThanOrEqual(radius + 1e-6);
          const box = boundingBox({ lat, lng }, radius);
          expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(point.lat).toBeLessThanOrEqual(box.maxLat);
          expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
          expect(point.lng).toBeLessThanOrEqual(box.maxLng);
        },
      ),
    );
  });

  it('is about 2 × radius tall', () => {
    const box = boundingBox(WEST_LAKE, 5_000);
    expect(
      haversineMeters({ lat: box.minLat, lng: WEST_LAKE.lng }, { lat: box.maxLat, lng: WEST_LAKE.lng }),
    ).toBeCloseTo(10_000, -1);
  });
});
