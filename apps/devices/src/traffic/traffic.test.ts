import { seededRng } from '@parking/contracts/plate-samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITY_DWELL, dwellMs, nextArrivalMs, parseDuration, pickOne } from './traffic';

const MINUTE = 60_000;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;

describe('traffic model', () => {
  it('arrivals average one per 1/rate hours', () => {
    const rng = seededRng(3);
    const gaps = Array.from({ length: 20_000 }, () => nextArrivalMs(rng, 30));
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean / MINUTE).toBeCloseTo(2, 0); // 30 cars an hour: one every 2 minutes
    expect(gaps.every((g) => g >= 0 && Number.isFinite(g))).toBe(true);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => nextArrivalMs(Math.random, 0)).toThrow(RangeError);
    expect(() => nextArrivalMs(Math.random, Number.NaN)).toThrow(RangeError);
  });

  it('dwell times have the model’s median and stay within its range', () => {
    const rng = seededRng(5);
    const stays = Array.from({ length: 20_000 }, () => dwellMs(rng) / MINUTE);
    expect(quantile(stays, 0.5)).toBeGreaterThan(85);
    expect(quantile(stays, 0.5)).toBeLessThan(105);
    expect(quantile(stays, 0.9)).toBeGreaterThan(240); // a long tail of half-day stays
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const d = dwellMs(seededRng(seed)) / MINUTE;
        expect(d).toBeGreaterThanOrEqual(CITY_DWELL.minMinutes);
        expect(d).toBeLessThanOrEqual(CITY_DWELL.maxMinutes);
      }),
    );
  });

  it.each([
    ['90s', 90_000],
    ['10m', 600_000],
    ['2h', 7_200_000],
    ['1.5h', 5_400_000],
    ['250ms', 250],
  ])('parses %s', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', '10', '5 minutes', '-1m'])('refuses %j', (text) =>
    expect(() => parseDuration(text)).toThrow(RangeError),
  );

  it('picks from a list and refuses an empty one', () => {
    expect(pickOne(() => 0.99, ['a', 'b'])).toBe('b');
    expect(() => pickOne(Math.random, [])).toThrow(RangeError);
  });
});
