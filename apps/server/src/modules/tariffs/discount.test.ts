import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeeInputError } from './fee-error';
import { durationArb, enteredAtArb, feeRuleArb } from './fee-rule.arbitraries';
import { aFeeRule, at } from './fee-rule.builders';
import { quoteFee, type Discount } from './quote';

// 2元 per started 30 minutes from entry, no free period: 10:00 → 11:40 is four units, 8元.
const rule = aFeeRule({ freeMinutes: 0 });
const stay = { vehicleClass: 'small' as const, enteredAt: at('2025-03-10 10:00'), now: at('2025-03-10 11:40') };

describe('a coupon in the fee engine', () => {
  it.each<[string, Discount, number]>([
    ['amount off', { kind: 'amount', fen: 300 }, 300],
    ['amount off larger than the fee: never below 0', { kind: 'amount', fen: 5000 }, 800],
    ['time off: the stay priced 60 minutes shorter (two units)', { kind: 'minutes', minutes: 60 }, 400],
    ['full waiver', { kind: 'waiver' }, 800],
    ['percentage, rounded down to the fen', { kind: 'percent', percent: 33 }, 264],
    ['percentage with a cap', { kind: 'percent', percent: 50, capFen: 100 }, 100],
  ])('%s', (_, discount, off) => {
    const q = quoteFee(rule, { ...stay, discount });
    expect(q.discountFen).toBe(off);
    expect(q.totalFen).toBe(800 - off);
    expect(q.dueFen).toBe(800 - off);
  });

  it('what was paid comes off the discounted total', () => {
    const q = quoteFee(rule, { ...stay, discount: { kind: 'amount', fen: 300 }, paidFen: 500, paidAt: stay.now });
    expect(q).toMatchObject({ totalFen: 500, dueFen: 0, discountFen: 300 });
  });

  it.each<[string, Discount]>([
    ['a negative amount', { kind: 'amount', fen: -1 }],
    ['a fractional amount', { kind: 'amount', fen: 1.5 }],
    ['over 100 percent', { kind: 'percent', percent: 101 }],
    ['0 percent', { kind: 'percent', percent: 0 }],
    ['no minutes', { kind: 'minutes', minutes: 0 }],
  ])('refuses %s', (_, discount) => {
    expect(() => quoteFee(rule, { ...stay, discount })).toThrow(FeeInputError);
  });

  const discountArb: fc.Arbitrary<Discount> = fc.oneof(
    fc.record({ kind: fc.constant('amount' as const), fen: fc.integer({ min: 1, max: 20_000 }) }),
    fc.record({ kind: fc.constant('minutes' as const), minutes: fc.integer({ min: 1, max: 600 }) }),
    fc.constant({ kind: 'waiver' as const }),
    fc.record({
      kind: fc.constant('percent' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      capFen: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
    }),
  );

  it('never raises the fee, never goes below 0, and the next change is still exact', () => {
    fc.assert(
      fc.property(feeRuleArb, enteredAtArb, durationArb, discountArb, (r, enteredAt, duration, discount) => {
        const input = { vehicleClass: 'small' as const, enteredAt, now: enteredAt + duration };
        const plain = quoteFee(r, input);
        const q = quoteFee(r, { ...input, discount });
        expect(q.totalFen).toBeGreaterThanOrEqual(0);
        expect(q.totalFen + q.discountFen).toBe(plain.totalFen);
        if (q.nextChangeAt !== undefined) {
          expect(quoteFee(r, { ...input, now: q.nextChangeAt, discount }).totalFen).toBe(q.totalFen);
          expect(quoteFee(r, { ...input, now: q.nextChangeAt + 1, discount }).totalFen).toBeGreaterThan(q.totalFen);
        }
      }),
      { numRuns: 200 },
    );
  });
});
