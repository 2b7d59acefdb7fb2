import { describe, expect, it } from 'vitest';
import { formatDateTime, plateColorLabel } from './plate-labels';

describe('plate labels', () => {
  it('names the yellow plate only', () => {
    expect([plateColorLabel(2), plateColorLabel(null), plateColorLabel(undefined)]).toEqual([
      '黄牌',
      undefined,
      undefined,
    ]);
  });

  it('shows times in Shanghai time', () => {
    expect(formatDateTime('2026-06-01T02:05:00Z')).toBe('2026-06-01 10:05');
    expect(formatDateTime('not a date')).toBe('');
  });
});
