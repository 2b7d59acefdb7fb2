import { TOU_BANDS, type ChargingTariff } from '@parking/contracts';
import { shanghaiTime } from '@parking/contracts/shanghai-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEnergy,
  chargingDiscountFen,
  kwhFen,
  noEnergy,
  occupationFee,
  priceEnergy,
  pricesAround,
  splitEnergy,
} from './charging-tou';

/** A typical Zhejiang commercial TOU day: valley at night, peaks morning and evening, sharp in the summer evening. */
const aTouTariff = (over: Partial<ChargingTariff> = {}): ChargingTariff => ({
  periods: [
    { from: '00:00', band: 'valley' },
    { from: '08:00', band: 'peak' },
    { from: '11:00', band: 'flat' },
    { from: '13:00', band: 'peak' },
    { from: '19:00', band: 'sharp' },
    { from: '21:00', band: 'flat' },
    { from: '22:00', band: 'valley' },
  ],
  prices: {
    sharp: { electricity: 13000, service: 8000 },
    peak: { electricity: 10500, service: 8000 },
    flat: { electricity: 6500, service: 6000 },
    valley: { electricity: 3000, service: 4000 },
  },
  occupation: { graceMinutes: 15, perMinuteFen: 50, capFen: 3000 },
  ...over,
});
const at = (h: number, m = 0) => shanghaiTime(2026, 11, 26, h, m);

describe('KWH_PRICE_HALF_UP_PER_BAND', () => {
  it.each([
    [1000, 10000, 100], // 1 kWh at 1元 = 100 fen
    [1, 10000, 0], // 0.001 kWh at 1元 = 0.1 fen → 0
    [5, 10000, 1], // 0.5 fen → 1 (half up)
    [4, 10000, 0],
    [12345, 8523, 1052], // 12.345 kWh × 0.8523 = 10.5216… → 10.52
  ])('%i Wh at %i units is %i fen', (wh, units, fen) => expect(kwhFen(wh, units)).toBe(fen));
});

describe('a session crossing bands', () => {
  it('splits the energy by time and bills each band on its own', () => {
    // 10:00 → 12:00 at a steady 20 kW: 20 kWh in peak until 11:00, 20 kWh flat after.
    const energy = splitEnergy(aTouTariff(), { at: at(10), wh: 1_000 }, { at: at(12), wh: 41_000 });
    expect(energy).toEqual({ sharp: 0, peak: 20_000, flat: 20_000, valley: 0 });
    const bill = priceEnergy(aTouTariff(), energy);
    expect(bill.lines).toEqual([
      { band: 'peak', wh: 20_000, electricityFen: 2100, serviceFen: 1600 },
      { band: 'flat', wh: 20_000, electricityFen: 1300, serviceFen: 1200 },
    ]);
    expect(bill.totalFen).toBe(6200);
  });

  it('crosses midnight into the next day', () => {
    const energy = splitEnergy(aTouTariff(), { at: at(21, 30), wh: 0 }, { at: at(22, 30), wh: 7_001 });
    expect(energy.flat + energy.valley).toBe(7_001);
    expect(Math.abs(energy.flat - energy.valley)).toBeLessThanOrEqual(1);
  });

  it('gives a meter going backwards no energy', () => {
    expect(splitEnergy(aTouTariff(), { at: at(9), wh: 5_000 }, { at: at(10), wh: 4_000 })).toEqual(noEnergy());
  });
});

describe('prices around now', () => {
  it('names the band now and the next different one', () => {
    const p = pricesAround(aTouTariff(), at(12, 30));
    expect(p.now).toMatchObject({ band: 'flat', from: '11:00', to: '13:00', total: '1.2500' });
    expect(p.next).toMatchObject({ band: 'peak', from: '13:00', to: '19:00', total: '1.8500' });
    expect(p.periods.at(-1)).toMatchObject({ band: 'valley', from: '22:00', to: '24:00' });
  });
});

describe('occupation fee', () => {
  const rule = { graceMinutes: 15, perMinuteFen: 50, capFen: 3000 };
  it.each([
    [0, 0, 0],
    [15 * 60_000, 15, 0], // within the grace
    [15 * 60_000 + 1, 16, 50], // a started minute beyond it
    [40 * 60_000, 40, 1250],
    [10 * 3600_000, 600, 3000], // capped
  ])('%i ms after finishing: %i minutes, %i fen', (ms, minutes, fen) => {
    expect(occupationFee(rule, 0, ms)).toMatchObject({ minutes, fen });
  });
});

describe('properties', () => {
  const priceArb = fc.record({
    electricity: fc.integer({ min: 0, max: 30_000 }),
    service: fc.integer({ min: 0, max: 20_000 }),
  });
  const tariffArb = fc
    .record({
      cuts: fc.uniqueArray(fc.integer({ min: 1, max: 1439 }), { maxLength: 8 }),
      bands: fc.array(fc.constantFrom(...TOU_BANDS), { minLength: 9, maxLength: 9 }),
      prices: fc.record({ sharp: priceArb, peak: priceArb, flat: priceArb, valley: priceArb }),
    })
    .map(({ cuts, bands, prices }): ChargingTariff => {
      const starts = [0, ...cuts.sort((a, b) => a - b)];
      const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return { periods: starts.map((m, i) => ({ from: hm(m), band: bands[i]! })), prices, occupation: null };
    });
  const readingsArb = fc.record({
    start: fc.integer({ min: at(0), max: at(0) + 2 * 86_400_000 }),
    ms: fc.integer({ min: 0, max: 30 * 3600_000 }),
    wh0: fc.integer({ min: 0, max: 1_000_000 }),
    wh: fc.integer({ min: 0, max: 300_000 }),
  });

  it('the split conserves the energy, never negative; bands sum to the total; more energy never costs less', () => {
    fc.assert(
      fc.property(tariffArb, readingsArb, fc.integer({ min: 0, max: 5_000 }), (tariff, r, more) => {
        const prev = { at: r.start, wh: r.wh0 };
        const energy = splitEnergy(tariff, prev, { at: r.start + r.ms, wh: r.wh0 + r.wh });
        expect(TOU_BANDS.reduce((s, b) => s + energy[b], 0)).toBe(r.wh);
        for (const b of TOU_BANDS) expect(energy[b]).toBeGreaterThanOrEqual(0);
        const bill = priceEnergy(tariff, energy);
        expect(bill.totalFen).toBeGreaterThanOrEqual(0);
        expect(bill.lines.reduce((s, l) => s + l.electricityFen + l.serviceFen, 0)).toBe(bill.totalFen);
        expect(bill.electricityFen + bill.serviceFen).toBe(bill.totalFen);
        // Monotone: the same session with `more` Wh in any band costs at least as much.
        for (const b of TOU_BANDS) {
          const bigger = addEnergy(energy, { ...noEnergy(), [b]: more });
          expect(priceEnergy(tariff, bigger).totalFen).toBeGreaterThanOrEqual(bill.totalFen);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a charging coupon: never negative, never more than its part, the bill after it monotone in energy', () => {
    const couponArb = fc.record({
      part: fc.constantFrom('service' as const, 'whole' as const),
      minSpendFen: fc.integer({ min: 0, max: 5_000 }),
      discount: fc.oneof(
        fc.record({ kind: fc.constant('amount' as const), fen: fc.integer({ min: 1, max: 10_000 }) }),
        fc.record({ kind: fc.constant('waiver' as const) }),
        fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
        fc.record({
          kind: fc.constant('percent' as const),
          percent: fc.integer({ min: 1, max: 100 }),
          capFen: fc.integer({ min: 1, max: 5_000 }),
        }),
      ),
    });
    fc.assert(
      fc.property(
        tariffArb,
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 4, maxLength: 4 }),
        couponArb,
        (tariff, whs, coupon) => {
          const energy = { sharp: whs[0]!, peak: whs[1]!, flat: whs[2]!, valley: whs[3]! };
          const bill = priceEnergy(tariff, energy);
          const off = chargingDiscountFen(bill, coupon);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(coupon.part === 'service' ? bill.serviceFen : bill.totalFen);
          if (bill.totalFen < coupon.minSpendFen) expect(off).toBe(0);
          // Above the minimum spend, more energy never makes the bill after the coupon smaller.
          const bigger = priceEnergy(tariff, addEnergy(energy, { ...noEnergy(), flat: 1_000 }));
          if (bill.totalFen >= coupon.minSpendFen) {
            expect(bigger.totalFen - chargingDiscountFen(bigger, coupon)).toBeGreaterThanOrEqual(bill.totalFen - off);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a reading in between (steady power) changes no band by more than a few Wh', () => {
    fc.assert(
      fc.property(tariffArb, readingsArb, fc.double({ min: 0, max: 1, noNaN: true }), (tariff, r, cut) => {
        const a = { at: r.start, wh: r.wh0 };
        const c = { at: r.start + r.ms, wh: r.wh0 + r.wh };
        // Steady power: the energy at the cut follows the whole-millisecond time of the cut, not the raw fraction.
        const cutMs = Math.floor(r.ms * cut);
        const b = { at: a.at + cutMs, wh: a.wh + (r.ms === 0 ? 0 : Math.floor((r.wh * cutMs) / r.ms)) };
        const whole = splitEnergy(tariff, a, c);
        const parts = addEnergy(splitEnergy(tariff, a, b), splitEnergy(tariff, b, c));
        expect(TOU_BANDS.reduce((s, k) => s + parts[k], 0)).toBe(r.wh);
        for (const k of TOU_BANDS) expect(Math.abs(parts[k] - whole[k])).toBeLessThanOrEqual(3);
      }),
      { numRuns: 200 },
    );
  });
});
