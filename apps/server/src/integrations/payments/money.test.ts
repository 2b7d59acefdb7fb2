import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuanText, providerYuanToFen } from './money';

describe('provider yuan ⇄ fen', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.1', 10],
    ['0.10', 10],
    ['0.01', 1],
    ['1', 100],
    ['100000000', 10_000_000_000],
    ['¥0.01', 1],
    ['￥3.20', 320],
    ['`0.01', 1],
    ['`0.01000', 1],
    ['0.00000', 0],
    [' 7.00 ', 700],
  ])('reads %j as %i fen', (text, fen) => {
    expect(providerYuanToFen(text)).toBe(fen);
  });

  it.each(['', '12.', '.5', '0.001', '0.015', '1e3', '12.50元', '1,000', '+1', 'NaN', '0x10', '1.2.3', '-0.01'])(
    'refuses %j',
    (text) => {
      expect(() => providerYuanToFen(text)).toThrow(RangeError);
    },
  );

  it('reads negative amounts only when asked (bill refund rows)', () => {
    expect(providerYuanToFen('-50.00', { allowNegative: true })).toBe(-5000);
    expect(() => providerYuanToFen('-50.00')).toThrow(RangeError);
  });

  it.each([
    [1250, '12.50'],
    [1, '0.01'],
    [10, '0.10'],
    [0, '0.00'],
    [123456789, '1234567.89'],
  ])('writes %i fen as %j', (fen, text) => {
    expect(fenToYuanText(fen)).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 60])('refuses to write %d fen', (fen) => {
    expect(() => fenToYuanText(fen)).toThrow(RangeError);
  });

  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => {
        expect(providerYuanToFen(fenToYuanText(fen))).toBe(fen);
      }),
    );
  });
});
