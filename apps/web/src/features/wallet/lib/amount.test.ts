import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRechargeAmount, sanitizeAmountInput } from './amount';

const limits = { minFen: 100, maxFen: 200_000, maxBalanceFen: 500_000 };

describe('checkRechargeAmount', () => {
  it.each<[string, number, ReturnType<typeof checkRechargeAmount>]>([
    ['50', 0, { ok: true, fen: 5_000 }],
    ['50.5', 0, { ok: true, fen: 5_050 }],
    ['0.99', 0, { ok: false, message: '单次充值金额须在1.00元至2000.00元之间' }],
    ['2000.01', 0, { ok: false, message: '单次充值金额须在1.00元至2000.00元之间' }],
    ['12.345', 0, { ok: false, message: '请输入正确的金额，最多两位小数' }],
    ['1,000', 0, { ok: false, message: '请输入正确的金额，最多两位小数' }],
    ['-5', 0, { ok: false, message: '单次充值金额须在1.00元至2000.00元之间' }],
    ['', 0, { ok: false, message: '请输入充值金额' }],
    ['100', 495_000, { ok: false, message: '账户余额上限为5000.00元，当前最多可充值50.00元' }],
    ['50', 495_000, { ok: true, fen: 5_000 }],
  ])('"%s" with %i fen in the wallet', (text, balance, expected) => {
    expect(checkRechargeAmount(text, limits, balance)).toEqual(expected);
  });

  it('accepts every amount within the limits exactly, to the fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 200_000 }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(checkRechargeAmount(text, limits, 0)).toEqual({ ok: true, fen });
      }),
    );
  });
});

describe('typing an amount', () => {
  it.each([
    ['50', '50'],
    ['50.123', '50.12'],
    ['5a0', '50'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['123456789', '1234567'],
  ])('"%s" stays "%s"', (typed, kept) => {
    expect(sanitizeAmountInput(typed)).toBe(kept);
  });
});
