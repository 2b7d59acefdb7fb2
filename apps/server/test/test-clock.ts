import type { Clock } from '../src/clock';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

/** A clock that stands still until told to move. */
export function testClock(start = new Date('2026-06-01T10:00:00+08:00')): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
}
