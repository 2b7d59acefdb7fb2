import { coinsEarned, GOLD_CAP_PERCENT, goldRedemptionFen } from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aFeeRule, quoteFee } from '../tariffs';
import { goldTemplateAllowed, inviteCapReached, isNewAccount } from './rewards.domain';

const bill = fc.integer({ min: 0, max: 10_000_000 });
const cap = fc.integer({ min: 1, max: 100_000 });
const percent = fc.integer({ min: 1, max: 100 });

describe('金币计划: a redemption is worth at most 5 % of the bill it is used on', () => {
  it('never more than 5 % (nor than its cap), never negative, never less for a larger bill', () => {
    fc.assert(
      fc.property(bill, bill, cap, percent, (a, b, capFen, p) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const worth = goldRedemptionFen(small, capFen, p);
        expect(worth).toBeGreaterThanOrEqual(0);
        expect(worth * 100).toBeLessThanOrEqual(small * GOLD_CAP_PERCENT);
        expect(worth).toBeLessThanOrEqual(capFen);
        expect(Number.isInteger(worth)).toBe(true);
        expect(goldRedemptionFen(large, capFen, p)).toBeGreaterThanOrEqual(worth);
      }),
    );
  });

  it('is what the fee engine takes off with an allowed gold coupon', () => {
    const rule = aFeeRule({ graceMinutes: 15 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 * 1440 }),
        cap,
        fc.integer({ min: 1, max: GOLD_CAP_PERCENT }),
        (minutes, capFen, p) => {
          const input = { enteredAt: 0, now: minutes * 60_000, vehicleClass: 'small' as const };
          const gross = quoteFee(rule, input).totalFen;
          const q = quoteFee(rule, { ...input, discount: { kind: 'percent', percent: p, capFen } });
          expect(q.discountFen).toBe(goldRedemptionFen(gross, capFen, p));
        },
      ),
    );
  });

  it('only a capped parking percentage of at most 5 % may be bought with coins', () => {
    const t = { kind: 'percent', value: 5, capFen: 300, scope: 'parking' };
    expect(goldTemplateAllowed(t)).toBe(true);
    expect(goldTemplateAllowed({ ...t, value: 6 })).toBe(false);
    expect(goldTemplateAllowed({ ...t, capFen: null })).toBe(false);
    expect(goldTemplateAllowed({ ...t, kind: 'amount' })).toBe(false);
    expect(goldTemplateAllowed({ ...t, scope: 'charging' })).toBe(false);
  });

  it.each([
    [0, 10, 0],
    [99, 10, 0],
    [100, 10, 10],
    [1_250, 1, 12],
    [1_250, 0, 0],
    [-500, 10, 0],
  ])('a bill of %i fen at %i coins per yuan earns %i', (fen, perYuan, coins) => {
    expect(coinsEarned(fen, perYuan)).toBe(coins);
  });
});

describe('invite rules', () => {
  it.each([
    [{ today: 0, total: 0 }, null],
    [{ today: 3, total: 3 }, 'day'],
    [{ today: 1, total: 10 }, 'total'],
    [{ today: 3, total: 10 }, 'total'],
  ] as const)('%o against 3 a day, 10 in all: %s', (counts, reached) => {
    expect(inviteCapReached(counts, { perDay: 3, total: 10 })).toBe(reached);
  });

  it.each([
    [0, true],
    [23 * 3600, true],
    [24 * 3600 + 1, false],
    [-3600, false],
  ])('an account %i seconds old is new: %s', (age, fresh) => {
    expect(isNewAccount(age, 24)).toBe(fresh);
  });
});
