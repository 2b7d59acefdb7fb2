import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatDistance } from './format';

describe('formatDistance', () => {
  it.each([
    [0, '0m'],
    [0.4, '0m'],
    [850, '850m'],
    [849.5, '850m'],
    [999.4, '999m'],
    [999.5, '1.00km'], // rounds to 1000 m, so it is shown in km: never "1000m"
    [999.6, '1.00km'],
    [1000, '1.00km'],
    [1004.9, '1.00km'],
    [1005, '1.01km'], // half up to 10 m; (1.005).toFixed(2) would say "1.00"
    [1250, '1.25km'],
    [12345, '12.35km'],
    [100000, '100.00km'],
    [1234567, '1234.57km'],
  ])('%s m → %s', (meters, shown) => {
    expect(formatDistance(meters)).toBe(shown);
  });

  it.each([-1, -0.01, NaN, Infinity, -Infinity])('refuses %s', (meters) => {
    expect(() => formatDistance(meters)).toThrow(RangeError);
  });

  it('shows whole metres while the distance rounds below 1000 m', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 999.49, noNaN: true }), (meters) => {
        return /^\d{1,3}m$/.test(formatDistance(meters));
      }),
    );
  });

  it('shows km with 2 decimals from 1000 m on, within 5 m of the distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 999.5, max: 4e7, noNaN: true }), (meters) => {
        const shown = formatDistance(meters);
        const match = /^(\d+\.\d{2})km$/.exec(shown);
        return match !== null && Math.abs(Number(match[1]) * 1000 - meters) <= 5 + 1e-6;
      }),
    );
  });
});
