import { describe, expect, it } from 'vitest';
import { leaveBy, leaveByText } from './leave-by';

// 2026-05-01 15:28 in Shanghai.
const until = '2026-05-01T07:28:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('leaveBy', () => {
  it.each([
    ['12 minutes before', at('2026-05-01T07:16:00Z'), { clock: '15:28', minutesLeft: 12 }],
    ['a started minute counts', at('2026-05-01T07:27:30Z'), { clock: '15:28', minutesLeft: 1 }],
    ['at the deadline: over', at(until), null],
    ['after it: over', at('2026-05-01T07:40:00Z'), null],
  ])('%s', (_, now, expected) => {
    expect(leaveBy({ inGracePeriod: true, graceUntil: until }, now)).toEqual(expected);
  });

  it('nothing paid, nothing to leave by', () => {
    expect(leaveBy({ inGracePeriod: false, graceUntil: null }, at('2026-05-01T07:00:00Z'))).toBeNull();
    expect(leaveBy({ inGracePeriod: false, graceUntil: until }, at('2026-05-01T07:00:00Z'))).toBeNull();
  });

  it('reads as a driver reads it', () => {
    expect(leaveByText({ clock: '15:28', minutesLeft: 12 })).toBe('请于 15:28 前离场，还剩 12 分钟');
  });
});
