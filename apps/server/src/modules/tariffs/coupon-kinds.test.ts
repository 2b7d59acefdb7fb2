import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeeInputError } from './fee-error';
import { durationArb, enteredAtArb, feeRuleArb } from './fee-rule.arbitraries';
import { aFeeRule, anAllDayTariff, aPerVisitTariff, at, firstPeriod, units } from './fee-rule.builders';
import { quoteFee, type Discount } from './quote';

// Decision 053: the alternative fee rule and free re-entry coupons, priced inside the engine.
// The park: the first hour 10元, then 2元 per started 30 minutes.
const rule = aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod({ priceFen: 1000 }) })) });
const flat5 = aFeeRule({ small: aPerVisitTariff(500) });
const stay = { vehicleClass: 'small' as const, enteredAt: at('2025-03-10 10:00'), now: at('2025-03-10 12:00') };
// 10:00 → 12:00 is 10元 + 2 × 2元 = 14元 without a coupon.

describe('alternative fee rule and free re-entry coupons', () => {
  it.each<[string, Discount, number, number]>([
    ['a flat 5元 merchant rate, cheaper', { kind: 'altRule', rule: flat5 }, 1400, 500],
    [
      'a merchant rate dearer than the park: nothing off',
      { kind: 'altRule', rule: aFeeRule({ small: aPerVisitTariff(2000) }) },
      1400,
      1400,
    ],
    // Left at 09:40 after entering at 09:00 (paid 10元), back at 10:00: 09:00 → 12:00 is 10 + 4 × 2 = 18元, minus 10.
    [
      're-entry: one continuous stay minus what the first cost',
      { kind: 'reentry', since: at('2025-03-10 09:00'), earlierFen: 1000 },
      1400,
      800,
    ],
    [
      're-entry whose first stay cost more than the whole: free',
      { kind: 'reentry', since: at('2025-03-10 09:00'), earlierFen: 5000 },
      1400,
      0,
    ],
    [
      're-entry that would cost more than the second stay alone: the second stay alone',
      { kind: 'reentry', since: at('2025-03-09 10:00'), earlierFen: 0 },
      1400,
      1400,
    ],
  ])('%s', (_, discount, gross, total) => {
    const q = quoteFee(rule, { ...stay, discount });
    expect(q.totalFen).toBe(total);
    expect(q.discountFen).toBe(gross - total);
  });

  it('re-entry in the free period of the second stay costs nothing', () => {
    const free = aFeeRule({ freeMinutes: 15 });
    const q = quoteFee(free, {
      ...stay,
      now: at('2025-03-10 10:10'),
      discount: { kind: 'reentry', since: at('2025-03-10 08:00'), earlierFen: 0 },
    });
    expect(q).toMatchObject({ totalFen: 0, discountFen: 0 });
  });

  it.each<[string, Discount]>([
    ['an invalid alternative rule', { kind: 'altRule', rule: { ...flat5, freeMinutes: -1 } }],
    ['a re-entry after this entry', { kind: 'reentry', since: at('2025-03-10 10:01'), earlierFen: 0 }],
    ['a negative earlier fee', { kind: 'reentry', since: at('2025-03-10 09:00'), earlierFen: -1 }],
  ])('refuses %s', (_, discount) => {
    expect(() => quoteFee(rule, { ...stay, discount })).toThrow(FeeInputError);
  });

  const kindArb: fc.Arbitrary<Discount> = fc.oneof(
    feeRuleArb.map((r): Discount => ({ kind: 'altRule', rule: r })),
    fc
      .record({ back: fc.integer({ min: 0, max: 3 * 24 * 60 }), earlierFen: fc.integer({ min: 0, max: 20_000 }) })
      .map(({ back, earlierFen }): Discount => ({ kind: 'reentry', since: back, earlierFen })),
  );

  it('never negative, never above the fee without it, non-decreasing in time, next change exact', () => {
    fc.assert(
      fc.property(
        feeRuleArb,
        enteredAtArb,
        durationArb,
        fc.integer({ min: 0, max: 6 * 3_600_000 }),
        kindArb,
        (r, enteredAt, duration, later, kind) => {
          // A re-entry's `since` is drawn as minutes before this entry.
          const discount: Discount =
            kind.kind === 'reentry' ? { ...kind, since: enteredAt - (kind.since as number) * 60_000 } : kind;
          const input = { vehicleClass: 'small' as const, enteredAt, now: enteredAt + duration };
          const plain = quoteFee(r, input);
          const q = quoteFee(r, { ...input, discount });
          expect(q.totalFen).toBeGreaterThanOrEqual(0);
          expect(q.totalFen).toBeLessThanOrEqual(plain.totalFen);
          expect(q.totalFen + q.discountFen).toBe(plain.totalFen);
          const after = quoteFee(r, { ...input, now: input.now + later, discount, withoutNextChange: true });
          expect(after.totalFen).toBeGreaterThanOrEqual(q.totalFen);
          if (q.nextChangeAt !== undefined) {
            expect(quoteFee(r, { ...input, now: q.nextChangeAt, discount }).totalFen).toBe(q.totalFen);
            expect(quoteFee(r, { ...input, now: q.nextChangeAt + 1, discount }).totalFen).toBeGreaterThan(q.totalFen);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
