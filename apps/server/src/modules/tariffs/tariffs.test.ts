import { describe, expect, it } from 'vitest';
import { at } from './fee-rule.builders';
import { parseFeeRule, type FeeRule, type VehicleClass } from './fee-rule';
import { feeRuleLabels } from './labels';
import { quoteFee } from './quote';
import { tariffFixtures } from './tariffs.fixtures';

/**
 * The fixture tariffs priced by hand for realistic stays. 2025-03-10 is a Monday; times are Shanghai. Each row
 * says how the number was worked out, so a failing row can be checked with pencil and paper.
 */
interface Case {
  stay: string;
  from: string;
  to: string;
  vehicle?: VehicleClass;
  fen: number;
  why: string;
}

function priceOf(rule: FeeRule, c: Case): number {
  return quoteFee(rule, { enteredAt: at(c.from), now: at(c.to), vehicleClass: c.vehicle ?? 'small' }).totalFen;
}

describe('every fixture is a valid rule with labels', () => {
  it.each(Object.entries(tariffFixtures))('%s', (_name, rule) => {
    expect(parseFeeRule(rule)).toEqual(rule);
    expect(feeRuleLabels(rule).length).toBeGreaterThan(0);
  });
});

describe('杭州 西湖景区 off-street lot', () => {
  const rule = tariffFixtures.hangzhouWestLakeScenicLot;
  it.each<Case>([
    { stay: '15 min', from: '2025-03-10 10:00', to: '2025-03-10 10:15', fen: 0, why: 'within 15 min free' },
    { stay: '15 min 1 s', from: '2025-03-10 10:00', to: '2025-03-10 10:15:01', fen: 1000, why: 'first hour 10' },
    { stay: '31 min', from: '2025-03-10 10:00', to: '2025-03-10 10:31', fen: 1000, why: 'first hour 10' },
    { stay: '1 h', from: '2025-03-10 10:00', to: '2025-03-10 11:00', fen: 1000, why: 'exactly the first hour' },
    { stay: '1 h 1 s', from: '2025-03-10 10:00', to: '2025-03-10 11:00:01', fen: 1300, why: '10 + 1 × 3' },
    { stay: '2 h 10 min', from: '2025-03-10 10:00', to: '2025-03-10 12:10', fen: 1900, why: '10 + ⌈70/30⌉=3 × 3' },
    {
      stay: '2 h 10 min large',
      from: '2025-03-10 10:00',
      to: '2025-03-10 12:10',
      vehicle: 'large',
      fen: 3800,
      why: '20 + 3 × 6',
    },
    { stay: '10 h', from: '2025-03-10 10:00', to: '2025-03-10 20:00', fen: 6000, why: '10 + 18 × 3 = 64, cap 60' },
    {
      stay: 'overnight',
      from: '2025-03-10 10:00',
      to: '2025-03-11 09:00',
      fen: 11800,
      why: 'Mon 10–24 capped 60; Tue 00–09 anew: 10 + 16 × 3 = 58',
    },
    {
      stay: '3 days',
      from: '2025-03-10 10:00',
      to: '2025-03-13 10:00',
      fen: 24000,
      why: 'Mon, Tue, Wed capped 60 each; Thu 00–10: 10 + 18 × 3 = 64 → 60',
    },
    {
      stay: 'to midnight exactly',
      from: '2025-03-10 23:00',
      to: '2025-03-11 00:00',
      fen: 1000,
      why: 'one hour, Tuesday not touched',
    },
    {
      stay: 'across midnight',
      from: '2025-03-10 23:00',
      to: '2025-03-11 00:00:01',
      fen: 2000,
      why: 'Mon first hour 10; Tue restarts: first hour 10 (跨日重新计费)',
    },
  ])('$stay: $from → $to costs $fen fen ($why)', (c) => {
    expect(priceOf(rule, c)).toBe(c.fen);
  });
});

describe('上海 市中心 road-side', () => {
  const rule = tariffFixtures.shanghaiCentralRoadside;
  it.each<Case>([
    { stay: '15 min', from: '2025-03-10 10:00', to: '2025-03-10 10:15', fen: 0, why: 'within 15 min free' },
    { stay: '31 min', from: '2025-03-10 10:00', to: '2025-03-10 10:31', fen: 1500, why: 'first hour 15' },
    { stay: '2 h 10 min', from: '2025-03-10 10:00', to: '2025-03-10 12:10', fen: 4500, why: '15 + ⌈70/30⌉=3 × 10' },
    {
      stay: '2 h 10 min large',
      from: '2025-03-10 10:00',
      to: '2025-03-10 12:10',
      vehicle: 'large',
      fen: 7000,
      why: '25 + 3 × 15',
    },
    {
      stay: 'evening into night',
      from: '2025-03-10 20:30',
      to: '2025-03-10 22:00',
      fen: 2500,
      why: 'day 30 min: first hour 15; night 10',
    },
    {
      stay: 'overnight',
      from: '2025-03-10 20:00',
      to: '2025-03-11 08:00',
      fen: 4000,
      why: 'day 20–21: 15; night 10; day 07–08 first hour again: 15',
    },
    {
      stay: 'up to the band boundary',
      from: '2025-03-10 20:00',
      to: '2025-03-10 21:00',
      fen: 1500,
      why: 'the night is not touched',
    },
    {
      stay: 'one second past it',
      from: '2025-03-10 20:00',
      to: '2025-03-10 21:00:01',
      fen: 2500,
      why: 'the night is touched: +10',
    },
    { stay: 'night only', from: '2025-03-10 22:00', to: '2025-03-11 06:00', fen: 1000, why: 'one night 10' },
    { stay: 'short night stay', from: '2025-03-10 22:00', to: '2025-03-10 22:16', fen: 1000, why: 'past free: 10' },
    {
      stay: '3 days',
      from: '2025-03-10 10:00',
      to: '2025-03-13 10:00',
      fen: 85000,
      why: 'Mon 10–21: 15 + 20 × 10 = 215; 3 nights 30; Tue, Wed 07–21: 15 + 26 × 10 = 275 each; Thu 07–10: 15 + 4 × 10 = 55',
    },
  ])('$stay: $from → $to costs $fen fen ($why)', (c) => {
    expect(priceOf(rule, c)).toBe(c.fen);
  });
});

describe('北京 三类地区 road-side', () => {
  const rule = tariffFixtures.beijingZone3Roadside;
  it.each<Case>([
    { stay: '1 min', from: '2025-03-10 10:00', to: '2025-03-10 10:01', fen: 100, why: 'no free period: 1 × 1' },
    { stay: '15 min', from: '2025-03-10 10:00', to: '2025-03-10 10:15', fen: 100, why: '1 × 1' },
    { stay: '31 min', from: '2025-03-10 10:00', to: '2025-03-10 10:31', fen: 300, why: '⌈31/15⌉=3 × 1' },
    { stay: '1 h', from: '2025-03-10 10:00', to: '2025-03-10 11:00', fen: 400, why: '4 × 1' },
    { stay: '1 h 1 s', from: '2025-03-10 10:00', to: '2025-03-10 11:00:01', fen: 550, why: '4 × 1 + 1 × 1.5' },
    { stay: '2 h 10 min', from: '2025-03-10 10:00', to: '2025-03-10 12:10', fen: 1150, why: '4 × 1 + ⌈70/15⌉=5 × 1.5' },
    {
      stay: '2 h 10 min large',
      from: '2025-03-10 10:00',
      to: '2025-03-10 12:10',
      vehicle: 'large',
      fen: 2300,
      why: '4 × 2 + 5 × 3',
    },
    {
      stay: 'evening into night',
      from: '2025-03-10 20:30',
      to: '2025-03-10 22:00',
      fen: 300,
      why: 'day 30 min: 2 × 1; night 60 min: 1 × 1',
    },
    {
      stay: 'overnight',
      from: '2025-03-10 20:00',
      to: '2025-03-11 08:00',
      fen: 1300,
      why: 'day 4 × 1; night 600 min: 5 × 1; day 07–08: 4 × 1',
    },
    {
      stay: '3 days',
      from: '2025-03-10 10:00',
      to: '2025-03-13 10:00',
      fen: 25900,
      why: 'Mon 10–21: 4 + 40 × 1.5 = 64; nights 3 × 5; Tue, Wed: 4 + 52 × 1.5 = 82 each; Thu 07–10: 4 + 8 × 1.5 = 16',
    },
  ])('$stay: $from → $to costs $fen fen ($why)', (c) => {
    expect(priceOf(rule, c)).toBe(c.fen);
  });
});

describe('深圳 路边临时停车', () => {
  const rule = tariffFixtures.shenzhenRoadside;
  it.each<Case>([
    { stay: '15 min', from: '2025-03-10 10:00', to: '2025-03-10 10:15', fen: 0, why: 'within 15 min free' },
    { stay: '15 min 1 s', from: '2025-03-10 10:00', to: '2025-03-10 10:15:01', fen: 500, why: 'whole stay: 1 × 5' },
    { stay: '30 min', from: '2025-03-10 10:00', to: '2025-03-10 10:30', fen: 500, why: '1 × 5' },
    { stay: '31 min', from: '2025-03-10 10:00', to: '2025-03-10 10:31', fen: 1000, why: '2 × 5' },
    { stay: '2 h 10 min', from: '2025-03-10 10:00', to: '2025-03-10 12:10', fen: 2500, why: '⌈130/30⌉=5 × 5' },
    {
      stay: '2 h 10 min large',
      from: '2025-03-10 10:00',
      to: '2025-03-10 12:10',
      vehicle: 'large',
      fen: 5000,
      why: '5 × 10',
    },
    { stay: 'working day', from: '2025-03-10 08:00', to: '2025-03-10 20:00', fen: 6000, why: '24 × 5 = 120, cap 60' },
    {
      stay: 'evening into night',
      from: '2025-03-10 20:30',
      to: '2025-03-10 22:00',
      fen: 700,
      why: 'day 1 × 5; night 1 × 2',
    },
    {
      stay: 'overnight',
      from: '2025-03-10 20:00',
      to: '2025-03-11 08:00',
      fen: 2500,
      why: 'day 2 × 5; night 21:00–07:30 11 × 2 = 22 → cap 10; day 07:30–08:00 1 × 5',
    },
    {
      stay: '3 days',
      from: '2025-03-10 10:00',
      to: '2025-03-13 10:00',
      fen: 23500,
      why: 'days Mon–Wed capped 60 each; nights 3 × 10; Thu 07:30–10:00 5 × 5',
    },
  ])('$stay: $from → $to costs $fen fen ($why)', (c) => {
    expect(priceOf(rule, c)).toBe(c.fen);
  });
});

describe('医院 per visit', () => {
  const rule = tariffFixtures.hospitalPerVisit;
  it.each<Case>([
    { stay: '15 min', from: '2025-03-10 10:00', to: '2025-03-10 10:15', fen: 0, why: 'drop-off, free' },
    { stay: '30 min', from: '2025-03-10 10:00', to: '2025-03-10 10:30', fen: 0, why: 'exactly the free period' },
    { stay: '31 min', from: '2025-03-10 10:00', to: '2025-03-10 10:31', fen: 1000, why: 'one visit' },
    { stay: '2 h 10 min', from: '2025-03-10 10:00', to: '2025-03-10 12:10', fen: 1000, why: 'one visit' },
    {
      stay: '2 h 10 min large',
      from: '2025-03-10 10:00',
      to: '2025-03-10 12:10',
      vehicle: 'large',
      fen: 2000,
      why: 'one visit',
    },
    { stay: 'overnight', from: '2025-03-10 20:00', to: '2025-03-11 08:00', fen: 1000, why: 'one visit' },
    { stay: '24 h', from: '2025-03-10 10:00', to: '2025-03-11 10:00', fen: 1000, why: 'one full period' },
    { stay: '24 h 1 s', from: '2025-03-10 10:00', to: '2025-03-11 10:00:01', fen: 2000, why: 'a second period' },
    { stay: '3 days', from: '2025-03-10 10:00', to: '2025-03-13 10:00', fen: 3000, why: 'three periods' },
    { stay: '3 days 1 min', from: '2025-03-10 10:00', to: '2025-03-13 10:01', fen: 4000, why: 'a fourth period' },
  ])('$stay: $from → $to costs $fen fen ($why)', (c) => {
    expect(priceOf(rule, c)).toBe(c.fen);
  });
});

describe('成都 mall, 2 h free deducted, 24 h cap', () => {
  const rule = tariffFixtures.chengduMallTwoHoursFree;
  it.each<Case>([
    { stay: '15 min', from: '2025-03-10 10:00', to: '2025-03-10 10:15', fen: 0, why: 'free' },
    { stay: '2 h', from: '2025-03-10 10:00', to: '2025-03-10 12:00', fen: 0, why: 'exactly the free period' },
    { stay: '2 h 10 min', from: '2025-03-10 10:00', to: '2025-03-10 12:10', fen: 500, why: '10 min charged: 1 × 5' },
    {
      stay: '2 h 10 min large',
      from: '2025-03-10 10:00',
      to: '2025-03-10 12:10',
      vehicle: 'large',
      fen: 500,
      why: 'large pays the small tariff',
    },
    { stay: '3 h', from: '2025-03-10 10:00', to: '2025-03-10 13:00', fen: 500, why: '1 h charged: 1 × 5' },
    { stay: '3 h 1 s', from: '2025-03-10 10:00', to: '2025-03-10 13:00:01', fen: 1000, why: '2 × 5' },
    {
      stay: 'overnight',
      from: '2025-03-10 10:00',
      to: '2025-03-11 09:00',
      fen: 5000,
      why: '12:00–09:00 = 21 × 5 = 105, cap 50',
    },
    {
      stay: '3 days',
      from: '2025-03-10 10:00',
      to: '2025-03-13 10:00',
      fen: 15000,
      why: 'three 24 h periods from entry, each capped at 50',
    },
    {
      stay: '3 days 1 min',
      from: '2025-03-10 10:00',
      to: '2025-03-13 10:01',
      fen: 15500,
      why: 'a fourth period starts: 1 × 5',
    },
  ])('$stay: $from → $to costs $fen fen ($why)', (c) => {
    expect(priceOf(rule, c)).toBe(c.fen);
  });
});
