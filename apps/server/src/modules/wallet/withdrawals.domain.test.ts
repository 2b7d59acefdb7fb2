import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateWithdrawal,
  NotWithdrawableError,
  partState,
  refundableFen,
  withdrawableFen,
  withdrawalState,
  type RechargeSource,
} from './withdrawals.domain';

const now = new Date('2026-06-01T12:00:00+08:00');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const aRecharge = (overrides: Partial<RechargeSource> = {}): RechargeSource => ({
  orderId: `o-${Math.random().toString(36).slice(2)}`,
  provider: 'sandbox',
  amountFen: 5_000,
  claimedFen: 0,
  paidAt: daysAgo(1),
  ...overrides,
});

describe('what a recharge can still refund', () => {
  it.each<[string, Partial<RechargeSource>, number]>([
    ['an untouched recharge: all of it', {}, 5_000],
    ['a recharge partly withdrawn: the rest', { claimedFen: 1_250 }, 3_750],
    ['a recharge wholly withdrawn: nothing', { claimedFen: 5_000 }, 0],
    ['a WeChat Pay recharge of 359 days ago: all of it', { provider: 'wechatpay', paidAt: daysAgo(359) }, 5_000],
    ['a WeChat Pay recharge of 361 days ago: nothing', { provider: 'wechatpay', paidAt: daysAgo(361) }, 0],
    ['an Alipay recharge of 91 days ago: nothing', { provider: 'alipay', paidAt: daysAgo(91) }, 0],
  ])('%s', (_, overrides, expected) => {
    expect(refundableFen(aRecharge(overrides), now)).toBe(expected);
  });

  it('withdrawable is the balance, as far as the recharges carry it', () => {
    const sources = [aRecharge({ amountFen: 5_000 }), aRecharge({ amountFen: 2_000, claimedFen: 500 })];
    expect(withdrawableFen(3_750, sources, now)).toBe(3_750);
    expect(withdrawableFen(10_000, sources, now)).toBe(6_500);
    expect(withdrawableFen(0, sources, now)).toBe(0);
    expect(withdrawableFen(3_000, [], now)).toBe(0);
  });
});

describe('splitting a withdrawal across recharges', () => {
  it('takes the newest recharge first and splits when one is not enough', () => {
    const old = aRecharge({ orderId: 'old', amountFen: 10_000, paidAt: daysAgo(30) });
    const mid = aRecharge({ orderId: 'mid', amountFen: 2_000, claimedFen: 1_500, paidAt: daysAgo(10) });
    const recent = aRecharge({ orderId: 'recent', amountFen: 3_000, paidAt: daysAgo(2) });
    expect(allocateWithdrawal(4_000, [old, mid, recent], now)).toEqual([
      { orderId: 'recent', amountFen: 3_000 },
      { orderId: 'mid', amountFen: 500 },
      { orderId: 'old', amountFen: 500 },
    ]);
  });

  it.each([0, -100, 12.5, Number.NaN])('refuses %s fen', (amount) => {
    expect(() => allocateWithdrawal(amount, [aRecharge()], now)).toThrow(NotWithdrawableError);
  });

  it('refuses more than the recharges can carry back', () => {
    expect(() => allocateWithdrawal(5_001, [aRecharge()], now)).toThrow(NotWithdrawableError);
  });

  const sources = fc.array(
    fc.record({
      orderId: fc.uuid(),
      provider: fc.constantFrom('wechatpay' as const, 'alipay' as const, 'sandbox' as const),
      amountFen: fc.integer({ min: 1, max: 200_000 }),
      claimed: fc.double({ min: 0, max: 1, noNaN: true }),
      ageDays: fc.integer({ min: 0, max: 400 }),
    }),
    { maxLength: 8 },
  );

  it('never takes more from a recharge than it can refund, and the parts add up to the amount exactly', () => {
    fc.assert(
      fc.property(sources, fc.double({ min: 0, max: 1, noNaN: true }), (raw, share) => {
        const list: RechargeSource[] = raw.map((r) => ({
          orderId: r.orderId,
          provider: r.provider,
          amountFen: r.amountFen,
          claimedFen: Math.floor(r.amountFen * r.claimed),
          paidAt: daysAgo(r.ageDays),
        }));
        const available = withdrawableFen(Number.MAX_SAFE_INTEGER, list, now);
        const amount = Math.floor(available * share);
        if (amount === 0) {
          expect(() => allocateWithdrawal(amount, list, now)).toThrow(NotWithdrawableError);
          return;
        }
        const parts = allocateWithdrawal(amount, list, now);
        expect(parts.reduce((sum, p) => sum + p.amountFen, 0)).toBe(amount);
        for (const part of parts) {
          const source = list.find((s) => s.orderId === part.orderId)!;
          expect(part.amountFen).toBeGreaterThan(0);
          expect(part.amountFen).toBeLessThanOrEqual(refundableFen(source, now));
        }
        // Only the last part may leave money in its recharge: the ones before it are taken whole.
        for (const part of parts.slice(0, -1)) {
          expect(part.amountFen).toBe(
            refundableFen(
              list.find((s) => s.orderId === part.orderId)!,
              now,
            ),
          );
        }
        expect(() => allocateWithdrawal(available + 1, list, now)).toThrow(NotWithdrawableError);
      }),
    );
  });
});

describe('states', () => {
  it.each<[string, boolean, string]>([
    ['pending', false, 'processing'],
    ['processing', false, 'processing'],
    ['succeeded', false, 'done'],
    ['failed', false, 'failed'],
    ['cancelled', true, 'returned'],
  ])('a part whose refund is %s (returned: %s) is %s', (refund, returned, expected) => {
    expect(partState(refund, returned)).toBe(expected);
  });

  it.each<[string[], string]>([
    [['processing', 'done'], 'processing'],
    [['failed', 'done'], 'failed'],
    [['processing', 'failed'], 'processing'],
    [['done', 'returned'], 'done'],
    [['done'], 'done'],
  ])('a withdrawal of parts %j is %s', (parts, expected) => {
    expect(withdrawalState(parts as never)).toBe(expected);
  });
});
