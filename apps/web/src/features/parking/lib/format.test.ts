import { describe, expect, it } from 'vitest';
import { formatDuration, orderQuery, orderRefOf, stateColor } from './format';

describe('parking formats', () => {
  it.each([
    [0, '0分钟'],
    [45, '45分钟'],
    [60, '1小时'],
    [135, '2小时15分钟'],
    [1440, '1天'],
    [1440 * 3 + 120, '3天2小时'],
    [-1, '--'],
  ])('formatDuration(%i) = %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));

  it('colours states', () => {
    expect([stateColor('parked'), stateColor('arrears'), stateColor('left'), stateColor('abnormal')]).toEqual([
      'primary',
      'warning',
      'success',
      'danger',
    ]);
  });

  it('reads and writes an order reference', () => {
    const ref = { uniqueId: 'a b', parkId: 'p' };
    expect(orderRefOf(new URLSearchParams(orderQuery(ref)))).toEqual(ref);
    expect(orderRefOf(new URLSearchParams('uniqueId=x'))).toBeNull();
  });
});
