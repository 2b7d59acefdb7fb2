import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesRoundedUp, minutesTruncated, startedUnits } from './rounding';
import { shanghaiDayStart, shanghaiMsOfDay, shanghaiTime } from '@parking/contracts/shanghai-time';
import { parseTimeOfDay, HOUR_MS, DAY_MS } from './time';

const MIN = 60_000;

describe('STARTED_UNIT_CHARGED_IN_FULL (startedUnits)', () => {
  it.each([
    [0, 30 * MIN, 0],
    [1, 30 * MIN, 1],
    [30 * MIN - 1, 30 * MIN, 1],
    [30 * MIN, 30 * MIN, 1],
    [30 * MIN + 1, 30 * MIN, 2],
    [70 * MIN, 30 * MIN, 3],
    [366 * DAY_MS, MIN, 366 * 1440],
  ])('%i ms in units of %i ms is %i units', (ms, unit, expected) => {
    expect(startedUnits(ms, unit)).toBe(expected);
  });

  it('is the least number of whole units that covers the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), fc.integer({ min: 1, max: DAY_MS }), (ms, unit) => {
        const n = startedUnits(ms, unit);
        return n * unit >= ms && (n === 0 || (n - 1) * unit < ms);
      }),
    );
  });

  it.each([
    [-1, MIN],
    [1.5, MIN],
    [10, 0],
  ])('refuses %d ms in units of %d', (ms, unit) => {
    expect(() => startedUnits(ms, unit)).toThrow(RangeError);
  });
});

describe('minute rules', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [59_999, 1, 0],
    [60_000, 1, 1],
    [61_000, 2, 1],
    [119_000, 2, 1],
  ])('%i ms: rounded up %i, truncated %i', (ms, up, down) => {
    expect(minutesRoundedUp(ms)).toBe(up);
    expect(minutesTruncated(ms)).toBe(down);
  });
});

describe('Shanghai time (UTC+8, no DST)', () => {
  it('puts 2025-03-10 08:30 Shanghai at 00:30 UTC', () => {
    expect(shanghaiTime(2025, 3, 10, 8, 30)).toBe(Date.UTC(2025, 2, 10, 0, 30));
    expect(new Date(shanghaiTime(2025, 3, 10, 8, 30)).toISOString()).toBe('2025-03-10T00:30:00.000Z');
  });

  it('finds the Shanghai day and time of day, before 1970 too', () => {
    const t = shanghaiTime(2025, 7, 1, 23, 59, 59);
    expect(shanghaiDayStart(t)).toBe(shanghaiTime(2025, 7, 1));
    expect(shanghaiMsOfDay(t)).toBe(DAY_MS - 1000);
    expect(shanghaiMsOfDay(-1)).toBe(8 * HOUR_MS - 1);
  });

  it('agrees with Intl for Asia/Shanghai on any instant', () => {
    const fmt = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        const minutes = Math.floor(shanghaiMsOfDay(t) / MIN);
        const [h, m] = fmt.format(new Date(t)).split(':').map(Number);
        return minutes === h! * 60 + m!;
      }),
    );
  });

  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['23:59', 1439],
  ])('reads %s as minute %i', (text, minute) => {
    expect(parseTimeOfDay(text)).toBe(minute);
  });

  it.each(['24:00', '7:00', '07:60', '', '0700'])('refuses %j', (text) => {
    expect(() => parseTimeOfDay(text)).toThrow(RangeError);
  });
});
