import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  balancePaymentLegs,
  captureLegs,
  credit,
  debit,
  normalBalance,
  rechargeLegs,
  refundLegs,
  UnbalancedTransferError,
  withdrawalLegs,
  withdrawalReturnLegs,
  type Leg,
} from './ledger.domain';

const revenue = { kind: 'dealerRevenue' } as const;
const payable = { kind: 'refundsPayable' } as const;
const sum = (legs: Leg[]) => legs.reduce((s, l) => s + l.amountFen, 0);

describe('assertBalanced', () => {
  it.each<[string, Leg[]]>([
    ['no legs', []],
    ['one leg', [debit(revenue, 100)]],
    ['legs not summing to zero', [debit(revenue, 100), credit(payable, 99)]],
    ['a zero leg', [debit(revenue, 0), credit(payable, 0)]],
    ['a fraction of a fen', [debit(revenue, 0.5), credit(payable, 0.5)]],
    ['an unsafe integer', [debit(revenue, 2 ** 53), credit(payable, 2 ** 53)]],
  ])('refuses %s', (_, legs) => {
    expect(() => assertBalanced(legs)).toThrow(UnbalancedTransferError);
  });

  it('accepts two or more integer legs summing to zero', () => {
    expect(() => assertBalanced([debit(revenue, 100), credit(payable, 60), credit(revenue, 40)])).not.toThrow();
  });
});

describe('the movements', () => {
  const fen = fc.integer({ min: 1, max: 10_000_000 });

  it('a capture is balanced, splits into revenue and refunds payable, and drops empty legs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (paid, dup) => {
        fc.pre(paid + dup > 0);
        const legs = captureLegs('wechatpay', paid, dup);
        assertBalanced(legs);
        expect(sum(legs)).toBe(0);
        expect(legs.every((l) => l.amountFen !== 0)).toBe(true);
        expect(-(legs.find((l) => l.account.kind === 'dealerRevenue')?.amountFen ?? 0) + 0).toBe(paid);
        expect(-(legs.find((l) => l.account.kind === 'refundsPayable')?.amountFen ?? 0) + 0).toBe(dup);
      }),
    );
  });

  it('balance payments, refunds and recharges are balanced', () => {
    fc.assert(
      fc.property(fen, (amount) => {
        for (const legs of [
          balancePaymentLegs('d1', amount),
          refundLegs('alipay', amount),
          rechargeLegs('sandbox', 'd1', amount),
          withdrawalLegs('d1', amount),
          withdrawalReturnLegs('d1', amount),
        ]) {
          assertBalanced(legs);
        }
      }),
    );
  });

  it('reads balances in each account’s normal direction', () => {
    expect(normalBalance('providerClearing', 500)).toBe(500);
    expect(normalBalance('dealerRevenue', -500)).toBe(500);
    expect(normalBalance('driverWallet', -120)).toBe(120);
  });
});
