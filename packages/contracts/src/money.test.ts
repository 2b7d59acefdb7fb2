import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatFen, formatFenCompact, formatSignedYuan, formatWholeYuan, formatYuan, yuanToFen } from './money';

describe('formatFen', () => {
  it.each([
    [0, '0.00元'],
    [-0, '0.00元'],
    [1, '0.01元'],
    [5, '0.05元'],
    [10, '0.10元'],
    [99, '0.99元'],
    [100, '1.00元'],
    [1250, '12.50元'],
    [123456, '1234.56元'],
    [-5, '-0.05元'],
    [-1250, '-12.50元'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91元'],
    [Number.MIN_SAFE_INTEGER, '-90071992547409.91元'],
  ])('%s fen → %s', (fen, shown) => {
    expect(formatFen(fen)).toBe(shown);
  });

  it.each([1.5, 0.1 + 0.2, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1, Number.MIN_SAFE_INTEGER - 1])(
    'refuses %s: money is integer fen',
    (fen) => {
      expect(() => formatFen(fen)).toThrow(RangeError);
    },
  );

  it('always shows an optional minus, whole yuan, two decimals and 元', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (fen) => /^-?\d+\.\d{2}元$/.test(formatFen(fen))));
  });

  it('round-trips through yuanToFen for every safe integer', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (fen) => yuanToFen(formatFen(fen)) === fen));
  });
});

describe('yuanToFen', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['0.1', 10],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['1.15', 115], // 1.15 * 100 is 114.99999999999999
    ['007.50', 750],
    ['  8.8 ', 880],
    ['12.50元', 1250],
    ['-0.05', -5],
    ['-12.50元', -1250],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('"%s" → %s fen', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen);
  });

  it('never returns negative zero', () => {
    expect(Object.is(yuanToFen('-0.00'), 0)).toBe(true);
  });

  it.each([
    '',
    ' ',
    'abc',
    '12.',
    '.5',
    '1,000',
    '1.005',
    '1e3',
    '+5',
    '--1',
    '12.5.3',
    '１２',
    '元',
    '0x10',
    'NaN',
    'Infinity',
    '12 .50',
    '90071992547409.92',
  ])('refuses "%s"', (text) => {
    expect(() => yuanToFen(text)).toThrow(RangeError);
  });

  it('reads whole yuan and two decimals exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (yuan, cents) => {
        return yuanToFen(`${yuan}.${String(cents).padStart(2, '0')}`) === yuan * 100 + cents;
      }),
    );
  });

  it('reads one decimal as tens of fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 9 }), (yuan, dime) => {
        return yuanToFen(`${yuan}.${dime}`) === yuan * 100 + dime * 10;
      }),
    );
  });
});

describe('the other ways an amount is shown, all on formatFen', () => {
  it.each([
    [1250, '12.50', '+12.50', '12.5元', '12.50元'],
    [0, '0.00', '+0.00', '0元', '0元'],
    [5, '0.05', '+0.05', '0.05元', '0.05元'],
    [50, '0.50', '+0.50', '0.5元', '0.50元'],
    [2_000, '20.00', '+20.00', '20元', '20元'],
    [5_050, '50.50', '+50.50', '50.5元', '50.50元'],
    [100_000, '1000.00', '+1000.00', '1000元', '1000元'],
    [-800, '-8.00', '-8.00', '-8元', '-8元'],
    [-250, '-2.50', '-2.50', '-2.5元', '-2.50元'],
  ])('%i fen: %s, %s, %s, %s', (fen, yuan, signed, compact, whole) => {
    expect([formatYuan(fen), formatSignedYuan(fen), formatFenCompact(fen), formatWholeYuan(fen)]).toEqual([
      yuan,
      signed,
      compact,
      whole,
    ]);
  });

  it('round-trips the compact form through yuanToFen for any amount', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (fen) => yuanToFen(formatFenCompact(fen)) === fen));
  });

  it('refuses fractional fen in every form', () => {
    for (const format of [formatYuan, formatSignedYuan, formatFenCompact, formatWholeYuan]) {
      expect(() => format(1.5)).toThrow(RangeError);
    }
  });
});
