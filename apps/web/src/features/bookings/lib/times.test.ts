import { describe, expect, it } from 'vitest';
import { arrivalChoices, countdown } from './times';

describe('arrival choices and countdowns', () => {
  const now = Date.parse('2026-06-01T02:10:00Z');

  it('offers now, then each half hour from the next one', () => {
    const times = arrivalChoices(now, 1).map((d) => d.toISOString());
    expect(times).toEqual(['2026-06-01T02:10:00.000Z', '2026-06-01T02:30:00.000Z', '2026-06-01T03:00:00.000Z']);
  });

  it.each([
    ['2026-06-01T02:10:30Z', '1分钟'],
    ['2026-06-01T02:40:00Z', '30分钟'],
    ['2026-06-01T03:15:00Z', '1小时05分'],
    ['2026-06-01T02:10:00Z', undefined],
  ])('counts down to %s as %s', (to, text) => {
    expect(countdown(now, to)).toBe(text);
  });
});
