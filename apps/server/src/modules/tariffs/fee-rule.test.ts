import { describe, expect, it } from 'vitest';
import {
  aBand,
  aDayNightTariff,
  aFeeRule,
  anAllDayTariff,
  aPerVisitTariff,
  firstPeriod,
  flat,
  units,
} from './fee-rule.builders';
import { FeeRuleSchema, bandRange, tariffFor, vehicleClassForPlateColor, type FeeRule } from './fee-rule';

/** The messages of every issue the schema finds in a rule (empty when it parses). */
function problems(rule: unknown): string[] {
  const result = FeeRuleSchema.safeParse(rule);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('FeeRuleSchema accepts', () => {
  it.each<[string, FeeRule]>([
    ['the default rule', aFeeRule()],
    ['a day/night tariff', aFeeRule({ small: aDayNightTariff() })],
    [
      'three bands out of order, one crossing midnight',
      aFeeRule({
        small: {
          kind: 'timed',
          bands: [
            aBand('22:00', '07:00', flat(500)),
            aBand('07:00', '09:00', units()),
            aBand('09:00', '22:00', units()),
          ],
        },
      }),
    ],
    [
      'a band ending at midnight',
      aFeeRule({
        small: { kind: 'timed', bands: [aBand('00:00', '08:00', flat(0)), aBand('08:00', '00:00', units())] },
      }),
    ],
    [
      'a cap equal to the first period price',
      aFeeRule({
        small: anAllDayTariff(units({ first: firstPeriod({ priceFen: 3000 }) }), { fen: 3000, period: 'rolling24h' }),
      }),
    ],
    ['all-free prices', aFeeRule({ small: anAllDayTariff(units({ unitPriceFen: 0 })) })],
    ['a per-visit tariff', aFeeRule({ small: aPerVisitTariff(1000, 1440), large: aPerVisitTariff(2000) })],
    [
      'a first period priced per unit that divides it',
      aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod({ minutes: 60, unitMinutes: 15 }) })) }),
    ],
  ])('%s', (_, rule) => {
    expect(problems(rule)).toEqual([]);
  });
});

describe('FeeRuleSchema rejects', () => {
  it.each<[string, unknown, RegExp]>([
    ['a negative unit price', aFeeRule({ small: anAllDayTariff(units({ unitPriceFen: -1 })) }), /unitPriceFen/],
    [
      'a fractional price (fen are whole)',
      aFeeRule({ small: anAllDayTariff(units({ unitPriceFen: 2.5 })) }),
      /unitPriceFen/,
    ],
    ['a price above 10 000 元', aFeeRule({ small: aPerVisitTariff(1_000_001) }), /priceFen/],
    [
      'zero unit minutes',
      aFeeRule({ small: anAllDayTariff(units({ unitMinutes: 0 })) }),
      /unitMinutes: 计费单位至少 1 分钟/,
    ],
    [
      'a negative first period price',
      aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod({ priceFen: -100 }) })) }),
      /first\.priceFen/,
    ],
    ['a negative free period', aFeeRule({ freeMinutes: -5 }), /freeMinutes/],
    ['a free period over a day', aFeeRule({ freeMinutes: 1441 }), /freeMinutes/],
    ['a grace period over 2 hours', aFeeRule({ graceMinutes: 121 }), /graceMinutes/],
    ['a missing freeMinutesDeducted', { ...aFeeRule(), freeMinutesDeducted: undefined }, /freeMinutesDeducted/],
    ['an unknown field (a typo must not silently drop a price)', { ...aFeeRule(), freeMinute: 30 }, /freeMinute/],
    [
      'overlapping bands',
      aFeeRule({
        small: { kind: 'timed', bands: [aBand('07:00', '21:00', units()), aBand('20:00', '07:00', flat(100))] },
      }),
      /时段重叠/,
    ],
    [
      'bands with a gap',
      aFeeRule({
        small: { kind: 'timed', bands: [aBand('07:00', '21:00', units()), aBand('22:00', '07:00', flat(100))] },
      }),
      /时段之间有空隙/,
    ],
    [
      'two bands starting together',
      aFeeRule({
        small: { kind: 'timed', bands: [aBand('07:00', '21:00', units()), aBand('07:00', '07:00', flat(100))] },
      }),
      /时段/,
    ],
    [
      'a single band not covering the day',
      aFeeRule({ small: { kind: 'timed', bands: [aBand('07:00', '21:00', units())] } }),
      /覆盖全天/,
    ],
    [
      'a single all-day flat band',
      aFeeRule({ small: { kind: 'timed', bands: [aBand('00:00', '00:00', flat(100))] } }),
      /按次收费/,
    ],
    ['a bad time of day', aFeeRule({ small: aDayNightTariff({ from: '7:00' }) }), /HH:MM/],
    ['24:00 as a time of day', aFeeRule({ small: aDayNightTariff({ to: '24:00' }) }), /HH:MM/],
    [
      'a band cap below the first period price',
      aFeeRule({
        small: aDayNightTariff({ pricing: units({ first: firstPeriod({ priceFen: 1500 }) }), capFen: 1000 }),
      }),
      /时段封顶不能低于/,
    ],
    ['a band cap below the unit price', aFeeRule({ small: aDayNightTariff({ capFen: 100 }) }), /时段封顶不能低于/],
    ['a cap on a flat band', aFeeRule({ small: aDayNightTariff({}, { capFen: 1000 }) }), /不需要封顶/],
    [
      'a cap below the first period price',
      aFeeRule({
        small: anAllDayTariff(units({ first: firstPeriod({ priceFen: 3000 }) }), { fen: 2999, period: 'rolling24h' }),
      }),
      /封顶金额不能低于/,
    ],
    [
      'a cap below a night flat price',
      aFeeRule({ small: aDayNightTariff({}, { pricing: flat(1000) }, { fen: 500, period: 'calendarDay' }) }),
      /封顶金额不能低于/,
    ],
    [
      'an unknown cap period',
      aFeeRule({ small: anAllDayTariff(units(), { fen: 3000, period: 'weekly' as never }) }),
      /period/,
    ],
    [
      'a first period its unit does not divide',
      aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod({ minutes: 60, unitMinutes: 25 }) })) }),
      /整数倍/,
    ],
    ['a per-visit period under an hour', aFeeRule({ small: aPerVisitTariff(1000, 30) }), /everyMinutes/],
    [
      'more than 6 bands',
      aFeeRule({
        small: {
          kind: 'timed',
          bands: Array.from({ length: 7 }, (_, i) => aBand(`0${i}:00`, `0${i + 1}:00`, units())),
        },
      }),
      /最多 6 个时段/,
    ],
  ])('%s', (_, rule, expected) => {
    const found = problems(rule);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(expected);
  });
});

describe('helpers', () => {
  it.each([
    [2, 'large'],
    ['2', 'large'],
    [' 2 ', 'large'],
    [1, 'small'],
    ['', 'small'],
    [null, 'small'],
    [undefined, 'small'],
  ] as const)('plateColor %j is a %s vehicle', (color, cls) => {
    expect(vehicleClassForPlateColor(color)).toBe(cls);
  });

  it('a large vehicle without a large tariff pays the small one', () => {
    const rule = aFeeRule();
    expect(tariffFor(rule, 'large')).toBe(rule.small);
    const withLarge = aFeeRule({ large: aPerVisitTariff(2000) });
    expect(tariffFor(withLarge, 'large')).toBe(withLarge.large);
  });

  it.each([
    ['07:00', '21:00', '07:00-21:00'],
    ['21:00', '07:00', '21:00-07:00'],
    ['08:00', '00:00', '08:00-24:00'],
    ['00:00', '08:00', '00:00-08:00'],
  ])('band %s–%s reads %s', (from, to, shown) => {
    expect(bandRange({ from, to })).toBe(shown);
  });
});
