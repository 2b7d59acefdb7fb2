import { AppError, EFFECTIVE_FROM_SLACK_MS, MAX_SCHEDULE_AHEAD_DAYS } from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveTimeOf, versionStatuses } from './fee-rule-versions.service';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-06-01T02:00:00Z');

describe('effectiveTimeOf: when a new version takes effect', () => {
  it.each([
    ['absent: now', undefined, NOW.toISOString()],
    ['a moment ago: now', new Date(NOW.getTime() - 60_000).toISOString(), NOW.toISOString()],
    ['later: as asked', '2026-06-02T00:00:00.000Z', '2026-06-02T00:00:00.000Z'],
  ])('%s', (_, asked, expected) => {
    expect(effectiveTimeOf(asked, NOW).toISOString()).toBe(expected);
  });

  it('is never before now, never more than the schedule limit ahead; refused exactly outside the window', () => {
    // Minutes and milliseconds: fast-check's integers are 32-bit, a year of milliseconds is not.
    const offsetArb = fc
      .tuple(
        fc.integer({ min: -3 * 1440, max: (MAX_SCHEDULE_AHEAD_DAYS + 3) * 1440 }),
        fc.integer({ min: 0, max: 59_999 }),
      )
      .map(([minutes, ms]) => minutes * 60_000 + ms);
    fc.assert(
      fc.property(offsetArb, (offset) => {
        const asked = new Date(NOW.getTime() + offset).toISOString();
        const outside = offset < -EFFECTIVE_FROM_SLACK_MS || offset > MAX_SCHEDULE_AHEAD_DAYS * DAY_MS;
        let at: Date | undefined;
        try {
          at = effectiveTimeOf(asked, NOW);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
        }
        expect(at === undefined).toBe(outside);
        if (at) {
          expect(at.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
          expect(at.getTime()).toBe(Math.max(NOW.getTime(), NOW.getTime() + offset));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('versionStatuses: which version is in force', () => {
  it('one current at most (the latest whose time has come), scheduled ones after now, past ones before it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -30 * 1440, max: 30 * 1440 }).map((m) => m * 60_000),
          { maxLength: 12 },
        ),
        (offsets) => {
          // As the repository lists them: latest effective time first.
          const times = offsets.sort((a, b) => b - a).map((o) => new Date(NOW.getTime() + o));
          const statuses = versionStatuses(times, NOW);
          const current = statuses.filter((s) => s === 'current').length;
          expect(current).toBe(times.some((at) => at <= NOW) ? 1 : 0);
          times.forEach((at, i) => {
            if (statuses[i] === 'scheduled') expect(at > NOW).toBe(true);
            else expect(at <= NOW).toBe(true);
          });
          // The current one is the latest that has come: every version before it in the list is still to come.
          const c = statuses.indexOf('current');
          if (c >= 0) expect(statuses.slice(0, c).every((s) => s === 'scheduled')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
