import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKwhPrice, KWH_PRICE_SCALE, kwhPriceUnits, kwhPriceYuan } from './price';

describe('charging price units', () => {
  it.each([
    [8523, '0.8523', '0.8523元/度'],
    [8000, '0.8000', '0.80元/度'],
    [12000, '1.2000', '1.20元/度'],
    [12345, '1.2345', '1.2345元/度'],
    [5, '0.0005', '0.0005元/度'],
    [0, '0.0000', '0.00元/度'],
    [8250, '0.8250', '0.825元/度'],
  ])('%i → %s / %s', (units, yuan, shown) => {
    expect(kwhPriceYuan(units)).toBe(yuan);
    expect(formatKwhPrice(units)).toBe(shown);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (units) => {
    expect(() => kwhPriceYuan(units)).toThrow(RangeError);
  });

  it('round-trips exactly through the decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (units) => {
        const [whole, decimals] = kwhPriceYuan(units).split('.');
        expect(Number(whole) * KWH_PRICE_SCALE + Number(decimals)).toBe(units);
        expect(kwhPriceUnits(kwhPriceYuan(units))).toBe(units);
      }),
    );
  });

  it.each(['0.85', '1', 'abc', '-0.8000', '0.80000'])('reads %s as no price', (text) => {
    expect(kwhPriceUnits(text)).toBeNaN();
  });
});
