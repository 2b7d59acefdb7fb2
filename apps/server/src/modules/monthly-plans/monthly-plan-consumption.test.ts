import { shanghaiDay } from '@parking/contracts/shanghai-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aFeeRule, quoteFee } from '../tariffs';
import { consumptionOf, refundOf, stayDays, type PlanBalance } from './monthly-plan-consumption';
import { DAY_MS } from './monthly-plan-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (text: string) => new Date(`${text}+08:00`).getTime();

describe('stayDays', () => {
  it.each([
    ['2026-06-01T10:00', '2026-06-01T10:00', ['2026-06-01']],
    ['2026-06-01T23:30', '2026-06-02T00:00', ['2026-06-01']],
    ['2026-06-01T23:30', '2026-06-02T00:01', ['2026-06-01', '2026-06-02']],
    ['2026-06-01T00:00', '2026-06-03T12:00', ['2026-06-01', '2026-06-02', '2026-06-03']],
  ])('a stay %s → %s touches %j', (from, to, days) => {
    expect(stayDays(at(from), at(to))).toEqual(days);
  });
});

describe('refundOf', () => {
  const month = { amountFen: 30000, periodFrom: at('2026-06-01T00:00'), periodUntil: at('2026-07-01T00:00') };
  it.each([
    [
      'a month cancelled after 10 days: 20 of 30 days back',
      'month',
      null,
      null,
      [month],
      at('2026-06-11T00:00'),
      20000,
    ],
    ['a month not begun: all of it', 'month', null, null, [month], at('2026-05-20T00:00'), 30000],
    [
      'a renewal not begun comes back whole',
      'month',
      null,
      null,
      [month, { ...month, periodFrom: month.periodUntil, periodUntil: at('2026-07-31T00:00') }],
      at('2026-06-16T00:00'),
      15000 + 30000,
    ],
    ['7 of 20 visits left of 200元: 70元', 'visits', 7, 20, [{ ...month, amountFen: 20000 }], 0, 7000],
    [
      'a third of the value left: rounded down to the fen',
      'storedValue',
      1,
      3,
      [{ ...month, amountFen: 1000 }],
      0,
      333,
    ],
  ] as const)('%s', (_, kind, balance, purchased, payments, endsAt, total) => {
    expect(refundOf({ kind, balance, purchased }, payments, endsAt).total).toBe(total);
  });
});

/**
 * A card used by a sequence of stays, each priced by the fee engine with what the card covers and deducted as the
 * exit does: minute by minute against an oracle (2元 per 30 minutes, no free period, all on whole minutes).
 */
const rule = aFeeRule();
const caseArb = fc.record({
  kind: fc.constantFrom<'visits' | 'days' | 'storedValue'>('visits', 'days', 'storedValue'),
  purchased: fc.integer({ min: 1, max: 5 }),
  startMinute: fc.integer({ min: Date.UTC(2026, 0, 1) / MINUTE, max: Date.UTC(2027, 0, 1) / MINUTE }),
  validDays: fc.integer({ min: 1, max: 6 }),
  stays: fc.array(
    fc.record({ gap: fc.integer({ min: 0, max: 2 * 1440 }), minutes: fc.integer({ min: 0, max: 2 * 1440 }) }),
    {
      minLength: 1,
      maxLength: 6,
    },
  ),
});

describe('a consumable card over a sequence of stays', () => {
  it('never charges a covered minute nor frees an uncovered one; deductions stay within the balance and add up', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        // Stored value in fen: a few hours' worth.
        const purchased = c.kind === 'storedValue' ? c.purchased * 350 : c.purchased;
        const validFrom = c.startMinute * MINUTE;
        const plan: PlanBalance = {
          kind: c.kind,
          validFrom,
          validUntil: validFrom + c.validDays * DAY_MS,
          windows: null,
          balance: purchased,
        };
        const used = new Set<string>();
        let t = validFrom - 6 * HOUR;
        let deducted = 0;
        for (const s of c.stays) {
          const enteredAt = t + s.gap * MINUTE;
          const exitAt = enteredAt + s.minutes * MINUTE;
          t = exitAt;
          if (plan.validUntil <= enteredAt) break;
          const before = plan.balance!;
          const use = consumptionOf(plan, enteredAt, exitAt, used);
          const q = quoteFee(rule, { enteredAt, now: exitAt, vehicleClass: 'small', coverage: use.coverage });
          const units = c.kind === 'storedValue' ? (q.creditFen ?? 0) : use.units;
          if (c.kind === 'storedValue') {
            const full = quoteFee(rule, { enteredAt, now: exitAt, vehicleClass: 'small' }).totalFen;
            // The card pays the temporary rate as far as it goes; the rest is owed.
            expect(q.totalFen).toBe(full);
            expect(units).toBe(Math.min(before, full));
            expect(q.dueFen).toBe(full - units);
          } else {
            // The oracle: which minutes the card covers, counted the slow way.
            const newDays = stayDays(enteredAt, exitAt).filter((d) => !used.has(d) && dayInValidity(d, plan));
            const takenDays = new Set(newDays.slice(0, before));
            let uncovered = 0;
            for (let m = enteredAt; m < exitAt; m += MINUTE) {
              const valid = m >= plan.validFrom && m < plan.validUntil;
              const day = shanghaiDay(m);
              const covered = valid && (c.kind === 'visits' ? before > 0 : used.has(day) || takenDays.has(day));
              if (!covered) uncovered++;
            }
            expect(q.chargedMinutes).toBe(uncovered);
            expect(units).toBe(c.kind === 'visits' ? (before > 0 ? 1 : 0) : takenDays.size);
            for (const d of use.days) used.add(d);
          }
          expect(units).toBeGreaterThanOrEqual(0);
          expect(units).toBeLessThanOrEqual(before);
          plan.balance = before - units;
          deducted += units;
          expect(plan.balance + deducted).toBe(purchased);
        }
      }),
      { numRuns: 100 },
    );
  });
});

const dayInValidity = (day: string, plan: PlanBalance) => {
  const start = new Date(`${day}T00:00:00+08:00`).getTime();
  return start + DAY_MS > plan.validFrom && start < plan.validUntil;
};
