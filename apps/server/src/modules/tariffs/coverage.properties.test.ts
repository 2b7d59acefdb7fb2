import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeeInputError } from './fee-error';
import { feeRuleArb } from './fee-rule.arbitraries';
import type { VehicleClass } from './fee-rule';
import { quoteFee, type Coverage, type DailyWindow } from './quote';
import { DAY_MS, MINUTE_MS, mod } from './time';

/**
 * A plan with daily windows (夜间包月, and the off-peak plans of the next issue) against a minute-by-minute oracle:
 * everything here falls on whole minutes, so the engine's charged minutes must equal the uncovered minutes of the
 * charged window exactly — a covered minute is never charged, an uncovered one never freed.
 */

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const windowArb: fc.Arbitrary<DailyWindow> = fc
  .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }))
  .map(([from, to]) => ({ from: hhmm(from), to: hhmm(to) }));
const minuteArb = (min: number, max: number) =>
  fc.integer({ min: min / MINUTE_MS, max: max / MINUTE_MS }).map((m) => m * MINUTE_MS);

const caseArb = fc.record({
  rule: feeRuleArb,
  enteredAt: minuteArb(Date.UTC(2025, 0, 1), Date.UTC(2027, 0, 1)),
  minutes: fc.integer({ min: 0, max: 3 * 1440 }),
  vehicleClass: fc.constantFrom<VehicleClass>('small', 'large'),
  planStart: fc.integer({ min: -2 * 1440, max: 3 * 1440 }),
  planMinutes: fc.integer({ min: 1, max: 5 * 1440 }),
  windows: fc.option(fc.array(windowArb, { minLength: 1, maxLength: 3 }), { nil: undefined }),
});

type CoverageCase = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

const minuteOfDay = (t: number) => mod(t + 8 * 3_600_000, DAY_MS) / MINUTE_MS;
const inWindow = (minute: number, w: DailyWindow) => {
  const [fh, fm] = w.from.split(':').map(Number) as [number, number];
  const [th, tm] = w.to.split(':').map(Number) as [number, number];
  const from = fh * 60 + fm;
  const length = from === th * 60 + tm ? 1440 : mod(th * 60 + tm - from, 1440);
  return mod(minute - from, 1440) < length;
};

function coverageOf(c: CoverageCase): Coverage & { kind: 'plan' } {
  const validFrom = c.enteredAt + c.planStart * MINUTE_MS;
  const coverage: Coverage & { kind: 'plan' } = {
    kind: 'plan',
    validFrom,
    validUntil: validFrom + c.planMinutes * MINUTE_MS,
  };
  if (c.windows) coverage.windows = c.windows;
  return coverage;
}

/** Whether the plan covers the minute starting at t, counted the slow way. */
function coveredMinute(coverage: Coverage & { kind: 'plan' }, t: number): boolean {
  if (t < Number(coverage.validFrom) || t >= Number(coverage.validUntil)) return false;
  return !coverage.windows || coverage.windows.some((w) => inWindow(minuteOfDay(t), w));
}

describe('coverage by a plan with daily windows', () => {
  it('charges exactly the uncovered minutes: never a covered one, never frees an uncovered one', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const coverage = coverageOf(c);
        const now = c.enteredAt + c.minutes * MINUTE_MS;
        const q = quoteFee(c.rule, { enteredAt: c.enteredAt, now, vehicleClass: c.vehicleClass, coverage });
        let uncovered = 0;
        if (c.minutes > c.rule.freeMinutes) {
          const chargeStart = c.enteredAt + (c.rule.freeMinutesDeducted ? c.rule.freeMinutes * MINUTE_MS : 0);
          for (let t = chargeStart; t < now; t += MINUTE_MS) if (!coveredMinute(coverage, t)) uncovered++;
        }
        expect(q.chargedMinutes).toBe(uncovered);
        // Priced time and covered time of the breakdown add up to the charged window, minute for minute.
        const covered = q.breakdown.reduce((sum, s) => sum + s.coveredMinutes, 0);
        const charged = q.breakdown.reduce((sum, s) => sum + s.chargedMinutes, 0);
        expect(charged).toBe(uncovered);
        if (uncovered === 0) expect(q.totalFen).toBe(0);
        expect(covered + charged).toBeLessThanOrEqual(c.minutes);
      }),
      { numRuns: 300 },
    );
  });

  it('never makes a stay dearer, and isBagCar exactly when every minute of the stay is covered', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const coverage = coverageOf(c);
        const now = c.enteredAt + c.minutes * MINUTE_MS;
        const input = { enteredAt: c.enteredAt, now, vehicleClass: c.vehicleClass };
        const withPlan = quoteFee(c.rule, { ...input, coverage });
        expect(withPlan.totalFen).toBeLessThanOrEqual(quoteFee(c.rule, input).totalFen);
        let whole = coveredMinute(coverage, c.enteredAt);
        for (let t = c.enteredAt; t < now; t += MINUTE_MS) whole &&= coveredMinute(coverage, t);
        expect(withPlan.coveredByPlan).toBe(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an empty or malformed window list', () => {
    const base = { enteredAt: Date.UTC(2026, 5, 1), now: Date.UTC(2026, 5, 1, 2), vehicleClass: 'small' as const };
    const plan = { kind: 'plan' as const, validFrom: base.enteredAt, validUntil: base.now };
    const problemOf = (windows: DailyWindow[]) => {
      try {
        quoteFee(feeRule(), { ...base, coverage: { ...plan, windows } });
        return 'accepted';
      } catch (error) {
        return error instanceof FeeInputError ? error.problem : 'other';
      }
    };
    expect(problemOf([])).toBe('INVALID_COVERAGE');
    expect(problemOf([{ from: '25:00', to: '01:00' }])).toBe('INVALID_COVERAGE');
    expect(problemOf([{ from: '22:00', to: '07:00' }])).toBe('accepted');
  });
});

const feeRule = () => fc.sample(feeRuleArb, { numRuns: 1, seed: 7 })[0]!;
