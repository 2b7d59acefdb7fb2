import { describe, expect, it } from 'vitest';
import {
  formatShanghaiClock,
  formatShanghaiDateTime,
  formatShanghaiMinute,
  formatShanghaiRfc3339,
  isDay,
  shanghaiDay,
  shanghaiDayStart,
  shanghaiMsOfDay,
  shanghaiTime,
} from './shanghai-time';

describe('Shanghai time, whatever the zone of the machine', () => {
  it.each([
    ['2026-11-18T02:00:00.000Z', '2026-11-18', '2026-11-18 10:00', '10:00', '2026-11-18 10:00:00'],
    ['2026-11-18T16:30:00Z', '2026-11-19', '2026-11-19 00:30', '00:30', '2026-11-19 00:30:00'],
    ['2026-11-18T10:00:05+08:00', '2026-11-18', '2026-11-18 10:00', '10:00', '2026-11-18 10:00:05'],
    ['2026-06-01T03:15:00.000Z', '2026-06-01', '2026-06-01 11:15', '11:15', '2026-06-01 11:15:00'],
  ])('%s → %s / %s / %s / %s', (iso, day, minute, clock, seconds) => {
    expect(shanghaiDay(iso)).toBe(day);
    expect(formatShanghaiMinute(iso)).toBe(minute);
    expect(formatShanghaiClock(iso)).toBe(clock);
    expect(formatShanghaiDateTime(new Date(iso))).toBe(seconds);
    expect(formatShanghaiDateTime(Date.parse(iso))).toBe(seconds);
  });

  it.each([['not a date'], [''], [null], [undefined], [Number.NaN]])('shows nothing for %s', (value) => {
    expect([shanghaiDay(value), formatShanghaiMinute(value), formatShanghaiClock(value)]).toEqual(['', '', '']);
    expect(formatShanghaiRfc3339(value)).toBe('');
  });

  it('writes WeChat Pay RFC 3339 with the +08:00 offset, and tells real days', () => {
    expect(formatShanghaiRfc3339(new Date('2026-06-01T02:00:00Z'))).toBe('2026-06-01T10:00:00+08:00');
    expect([isDay('2026-02-28'), isDay('2026-02-30'), isDay('2026-13-01')]).toEqual([true, false, false]);
  });

  it('finds Shanghai midnight, also before 1970', () => {
    const t = shanghaiTime(2026, 6, 1, 0, 30);
    expect(shanghaiMsOfDay(t)).toBe(30 * 60_000);
    expect(shanghaiDayStart(t)).toBe(shanghaiTime(2026, 6, 1));
    expect(shanghaiMsOfDay(shanghaiTime(1960, 1, 1, 1))).toBe(3_600_000);
  });
});
