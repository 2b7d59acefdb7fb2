import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('Beijing time formatting', () => {
  it.each([
    ['2026-11-18T02:00:00.000Z', '2026-11-18 10:00', '2026-11-18'],
    ['2026-11-18T16:30:00Z', '2026-11-19 00:30', '2026-11-19'],
    ['2026-11-18T10:00:00+08:00', '2026-11-18 10:00', '2026-11-18'],
    ['not a date', '', ''],
  ])('%s → %s / %s', (iso, dateTime, date) => {
    expect(formatDateTime(iso)).toBe(dateTime);
    expect(formatDate(iso)).toBe(date);
  });
});
