import { describe, expect, it } from 'vitest';
import { FeeInputError } from './fee-error';
import {
  aBand,
  aDayNightTariff,
  aFeeRule,
  anAllDayTariff,
  aPerVisitTariff,
  at,
  flat,
  firstPeriod,
  units,
} from './fee-rule.builders';
import type { FeeRule } from './fee-rule';
import { CLOCK_SKEW_TOLERANCE_MS, MAX_STAY_MS, quoteFee, type QuoteInput } from './quote';
import { tariffFixtures } from './tariffs.fixtures';
import { DAY_MS, MINUTE_MS } from './time';

const quote = (rule: FeeRule, input: Partial<QuoteInput> & { from: string; to: string }) =>
  quoteFee(rule, { vehicleClass: 'small', enteredAt: at(input.from), now: at(input.to), ...input });

describe('free period', () => {
  const notDeducted = aFeeRule({ freeMinutes: 30, freeMinutesDeducted: false });
  const deducted = aFeeRule({ freeMinutes: 30, freeMinutesDeducted: true });

  it('costs nothing up to and including its last minute, and says so', () => {
    const q = quote(notDeducted, { from: '2025-03-10 10:00', to: '2025-03-10 10:30' });
    expect(q).toMatchObject({ totalFen: 0, dueFen: 0, inFreePeriod: true, freeUntil: at('2025-03-10 10:30') });
    expect(q.breakdown).toEqual([
      expect.objectContaining({ kind: 'free', from: at('2025-03-10 10:00'), to: at('2025-03-10 10:30') }),
    ]);
    expect(q.nextChangeAt).toBe(at('2025-03-10 10:30'));
  });

  it.each([
    ['not deducted: the whole stay is charged', notDeducted, 600, 'three 30-min units from entry'],
    ['deducted: only the time after it is charged', deducted, 400, 'two 30-min units from 10:30'],
  ])('once exceeded, %s', (_, rule, fen) => {
    const q = quote(rule, { from: '2025-03-10 10:00', to: '2025-03-10 11:30' });
    expect(q.totalFen).toBe(fen);
    expect(q.inFreePeriod).toBe(false);
  });

  it('shows the deducted free time as a free segment of the breakdown', () => {
    const q = quote(deducted, { from: '2025-03-10 10:00', to: '2025-03-10 11:30' });
    expect(q.breakdown.map((s) => [s.kind, s.chargedMinutes, s.fen])).toEqual([
      ['free', 0, 0],
      ['units', 60, 400],
    ]);
    expect(q.chargedMinutes).toBe(60);
  });
});

describe('first period and units', () => {
  it.each([
    ['1 min', '10:01', 500],
    ['exactly the first hour', '11:00', 500],
    ['1 ms past it', '11:00:01', 700],
    ['exactly one unit past it', '11:30', 700],
    ['a started second unit', '11:31', 900],
  ])('flat first hour 5元 then 2元/30 min, %s', (_, end, fen) => {
    const rule = aFeeRule({ small: anAllDayTariff(units({ first: firstPeriod() })) });
    expect(quote(rule, { from: '2025-03-10 10:00', to: `2025-03-10 ${end}` }).totalFen).toBe(fen);
  });

  it('a first period priced per unit charges each started unit of it', () => {
    const rule = aFeeRule({
      small: anAllDayTariff(
        units({ first: firstPeriod({ minutes: 60, unitMinutes: 20, priceFen: 100 }), unitPriceFen: 300 }),
      ),
    });
    const price = (end: string) => quote(rule, { from: '2025-03-10 10:00', to: `2025-03-10 ${end}` }).totalFen;
    expect([price('10:10'), price('10:20'), price('10:21'), price('11:00'), price('11:01')]).toEqual([
      100, 100, 200, 300, 600,
    ]);
  });

  it('charges a partial unit at a band boundary in each band (each segment rounds up on its own)', () => {
    const rule = aFeeRule({
      small: aDayNightTariff({}, { pricing: units({ unitMinutes: 60, unitPriceFen: 100 }) }),
    });
    const q = quote(rule, { from: '2025-03-10 20:50', to: '2025-03-10 21:10' });
    expect(q.breakdown.map((s) => [s.band, s.fen])).toEqual([
      ['07:00-21:00', 200],
      ['21:00-07:00', 100],
    ]);
    expect(q.totalFen).toBe(300);
  });
});

describe('caps', () => {
  it('a band cap holds per occurrence of the band, and each day starts afresh', () => {
    const rule = aFeeRule({ small: aDayNightTariff({ capFen: 1000 }, { pricing: flat(0) }) });
    const q = quote(rule, { from: '2025-03-10 07:00', to: '2025-03-11 21:00' });
    expect(q.breakdown.filter((s) => s.fen > 0).map((s) => [s.rawFen, s.fen, s.cappedBy])).toEqual([
      [5600, 1000, 'band'],
      [5600, 1000, 'band'],
    ]);
    expect(q.totalFen).toBe(2000);
  });

  it('a rolling 24 h cap restarts the first period when a new 24 h begins', () => {
    const rule = aFeeRule({
      small: anAllDayTariff(units({ first: firstPeriod({ priceFen: 800 }) }), { fen: 3000, period: 'rolling24h' }),
    });
    const q = quote(rule, { from: '2025-03-10 10:00', to: '2025-03-11 10:20' });
    expect(q.breakdown.map((s) => [s.from, s.rawFen, s.fen])).toEqual([
      [at('2025-03-10 10:00'), 800 + 46 * 200, 3000],
      [at('2025-03-11 10:00'), 800, 800],
    ]);
  });

  it('a calendar-day cap counts a night band once even when midnight splits it', () => {
    const rule = aFeeRule({
      small: aDayNightTariff({}, { pricing: flat(1000) }, { fen: 5000, period: 'calendarDay' }),
    });
    const q = quote(rule, { from: '2025-03-10 22:00', to: '2025-03-11 06:00' });
    expect(q.breakdown.map((s) => [s.fen, s.kind])).toEqual([
      [1000, 'flat'],
      [0, 'flat'],
    ]);
    expect(q.totalFen).toBe(1000);
  });

  it('stays within the cap of every calendar day touched on a long stay', () => {
    const rule = aFeeRule({ small: anAllDayTariff(units(), { fen: 3000, period: 'calendarDay' }) });
    const q = quote(rule, { from: '2025-03-10 23:59', to: '2025-03-20 00:01' });
    expect(q.totalFen).toBe(200 + 9 * 3000 + 200);
  });
});

describe('per-visit tariffs', () => {
  it('charge once however long the stay when they do not repeat', () => {
    const rule = aFeeRule({ small: aPerVisitTariff(1000) });
    expect(quote(rule, { from: '2025-03-10 10:00', to: '2025-03-15 10:00' }).totalFen).toBe(1000);
  });

  it('repeat per started period from the start of charging', () => {
    const rule = aFeeRule({ small: aPerVisitTariff(1000, 720), freeMinutes: 60, freeMinutesDeducted: true });
    expect(quote(rule, { from: '2025-03-10 10:00', to: '2025-03-10 23:00' }).totalFen).toBe(1000);
    expect(quote(rule, { from: '2025-03-10 10:00', to: '2025-03-10 23:01' }).totalFen).toBe(2000);
  });
});

describe('vehicle class', () => {
  it('prices a large vehicle by the large tariff and falls back to the small one without it', () => {
    const stay = { from: '2025-03-10 10:00', to: '2025-03-10 12:10', vehicleClass: 'large' as const };
    expect(quote(tariffFixtures.shenzhenRoadside, stay).totalFen).toBe(5000);
    expect(quote(aFeeRule(), stay).totalFen).toBe(quote(aFeeRule(), { ...stay, vehicleClass: 'small' }).totalFen);
  });
});

describe('paying and the grace period to leave', () => {
  const rule = tariffFixtures.shanghaiCentralRoadside; // 15 min grace; 15 + 10/30 min in the day
  const paid = { from: '2025-03-10 10:00', paidAt: at('2025-03-10 12:00'), paidFen: 3500 };

  it('owes nothing more within the grace period, priced up to the payment', () => {
    const q = quote(rule, { ...paid, to: '2025-03-10 12:15' });
    expect(q).toMatchObject({
      totalFen: 3500,
      dueFen: 0,
      paidFen: 3500,
      inGracePeriod: true,
      graceUntil: at('2025-03-10 12:15'),
      pricedUntil: at('2025-03-10 12:00'),
    });
    expect(q.nextChangeAt).toBe(at('2025-03-10 12:15'));
  });

  it('after the grace period, owes the whole stay (grace included) minus what was paid', () => {
    const q = quote(rule, { ...paid, to: '2025-03-10 12:15:01' });
    expect(q).toMatchObject({ totalFen: 4500, dueFen: 1000, inGracePeriod: false });
  });

  it('still owes the difference within grace when the payment was for an older, smaller quote', () => {
    const q = quote(rule, { ...paid, paidFen: 2500, to: '2025-03-10 12:05' });
    expect(q).toMatchObject({ totalFen: 3500, dueFen: 1000 });
  });

  it('never owes a negative amount when more was paid', () => {
    expect(quote(rule, { ...paid, paidFen: 99_999, to: '2025-03-10 13:00' }).dueFen).toBe(0);
  });

  it('counts paidFen without paidAt as paid, with no grace', () => {
    const q = quote(rule, { from: '2025-03-10 10:00', to: '2025-03-10 12:00', paidFen: 1500 });
    expect(q).toMatchObject({ totalFen: 3500, dueFen: 2000, inGracePeriod: false });
    expect(q.graceUntil).toBeUndefined();
  });
});

describe('coverage', () => {
  const rule = tariffFixtures.shanghaiCentralRoadside;
  const plan = (validFrom: string, validUntil: string) => ({
    coverage: { kind: 'plan' as const, validFrom: at(validFrom), validUntil: at(validUntil) },
  });

  it('a monthly plan valid over the whole stay covers it: a bag car pays nothing', () => {
    const q = quote(rule, {
      from: '2025-03-10 10:00',
      to: '2025-03-10 18:00',
      ...plan('2025-03-01 00:00', '2025-04-01 00:00'),
    });
    expect(q).toMatchObject({ totalFen: 0, dueFen: 0, coveredByPlan: true, chargedMinutes: 0 });
    expect(q.breakdown.every((s) => s.kind === 'covered' && s.coveredBy === 'plan')).toBe(true);
  });

  it('a plan that ends during the stay leaves the rest to pay, as if the car arrived when it ended', () => {
    const q = quote(rule, {
      from: '2025-03-10 10:00',
      to: '2025-03-10 13:00',
      ...plan('2025-03-01 00:00', '2025-03-10 12:00'),
    });
    expect(q).toMatchObject({ totalFen: 1500, coveredByPlan: false, chargedMinutes: 60 });
  });

  it('a plan that starts during the stay leaves the time before it to pay', () => {
    const q = quote(rule, {
      from: '2025-03-10 10:00',
      to: '2025-03-10 13:00',
      ...plan('2025-03-10 12:00', '2025-04-10 00:00'),
    });
    expect(q.totalFen).toBe(1500 + 2 * 1000);
  });

  it('a plan covering the middle of a band stops the meter rather than restarting the first period', () => {
    const q = quote(rule, {
      from: '2025-03-10 10:00',
      to: '2025-03-10 11:30',
      ...plan('2025-03-10 10:30', '2025-03-10 11:00'),
    });
    expect(q.totalFen).toBe(1500); // 60 charged minutes: the first hour, no more
  });

  it('a plan covering part of a night does not move the night price into a fresh 24 h (found by fast-check)', () => {
    const capped = aFeeRule({
      small: aDayNightTariff(
        { pricing: units({ first: firstPeriod({ priceFen: 3000 }) }) },
        { pricing: flat(1000) },
        {
          fen: 3000,
          period: 'rolling24h',
        },
      ),
    });
    const stay = { from: '2025-03-10 02:00', to: '2025-03-11 03:00' };
    // First 24 h: night 10 + day's first hour 30 → capped at 30; the Mon–Tue night falls in the capped 24 h either way.
    expect(quote(capped, stay).totalFen).toBe(3000);
    const q = quote(capped, { ...stay, ...plan('2025-03-10 21:00', '2025-03-11 02:00') });
    expect(q.totalFen).toBe(3000);
  });

  it('a package zone covers the stay whatever its length', () => {
    const q = quote(rule, { from: '2025-03-10 10:00', to: '2025-03-13 10:00', coverage: { kind: 'packageZone' } });
    expect(q).toMatchObject({ totalFen: 0, inPackageZone: true, coveredByPlan: false });
    expect(q.nextChangeAt).toBeUndefined();
  });
});

describe('nextChangeAt', () => {
  it('is the last instant of the current price', () => {
    const rule = tariffFixtures.shanghaiCentralRoadside;
    expect(quote(rule, { from: '2025-03-10 10:00', to: '2025-03-10 10:20' }).nextChangeAt).toBe(at('2025-03-10 11:00'));
    expect(quote(rule, { from: '2025-03-10 10:00', to: '2025-03-10 10:05' }).nextChangeAt).toBe(at('2025-03-10 10:15'));
  });

  it('skips to the next cap period once the cap is reached', () => {
    const rule = tariffFixtures.chengduMallTwoHoursFree;
    const q = quote(rule, { from: '2025-03-10 10:00', to: '2025-03-10 22:00' });
    expect(q.totalFen).toBe(5000);
    expect(q.nextChangeAt).toBe(at('2025-03-11 10:00'));
  });
});

describe('inputs', () => {
  const rule = aFeeRule();

  it('accepts Dates as well as epoch milliseconds, with the same answer', () => {
    const enteredAt = at('2025-03-10 10:00');
    const now = at('2025-03-10 12:34:56');
    const byNumber = quoteFee(rule, { enteredAt, now, vehicleClass: 'small' });
    expect(quoteFee(rule, { enteredAt: new Date(enteredAt), now: new Date(now), vehicleClass: 'small' })).toEqual(
      byNumber,
    );
  });

  it('treats an entry slightly in the future (device clock skew) as a stay of 0', () => {
    const enteredAt = at('2025-03-10 10:00');
    const q = quoteFee(rule, { enteredAt, now: enteredAt - CLOCK_SKEW_TOLERANCE_MS, vehicleClass: 'small' });
    expect(q).toMatchObject({ totalFen: 0, stayMinutes: 0, pricedUntil: enteredAt });
  });

  it.each<[string, Partial<QuoteInput>, string]>([
    [
      'a stay ending before it began',
      { now: at('2025-03-10 10:00') - CLOCK_SKEW_TOLERANCE_MS - 1 },
      'NEGATIVE_DURATION',
    ],
    ['a stay over 366 days', { now: at('2025-03-10 10:00') + MAX_STAY_MS + 1 }, 'DURATION_TOO_LONG'],
    ['a non-integer instant', { now: at('2025-03-10 10:00') + 0.5 }, 'INVALID_TIME'],
    ['an invalid Date', { now: new Date(Number.NaN) }, 'INVALID_TIME'],
    ['a negative payment', { paidFen: -1 }, 'INVALID_PAYMENT'],
    ['a fractional payment', { paidFen: 1.5 }, 'INVALID_PAYMENT'],
    ['paidAt without paidFen', { paidAt: at('2025-03-10 10:30') }, 'INVALID_PAYMENT'],
    ['a payment after now', { paidFen: 100, paidAt: at('2025-03-10 12:00') }, 'INVALID_PAYMENT'],
    ['a payment before entry', { paidFen: 100, paidAt: at('2025-03-10 09:00') }, 'INVALID_PAYMENT'],
    [
      'a plan that ends before it starts',
      { coverage: { kind: 'plan', validFrom: at('2025-03-10 12:00'), validUntil: at('2025-03-10 11:00') } },
      'INVALID_COVERAGE',
    ],
    ['an unknown vehicle class', { vehicleClass: 'bus' as never }, 'INVALID_VEHICLE_CLASS'],
  ])('refuses %s', (_, overrides, problem) => {
    const input: QuoteInput = { enteredAt: at('2025-03-10 10:00'), now: at('2025-03-10 11:00'), vehicleClass: 'small' };
    expect(() => quoteFee(rule, { ...input, ...overrides })).toThrow(
      expect.objectContaining({ name: 'FeeInputError', problem, code: '400', status: 400 }),
    );
  });

  it('refuses a rule that does not validate', () => {
    const broken = aFeeRule({ small: anAllDayTariff(units({ unitMinutes: 0 })) });
    const run = () => quoteFee(broken, { enteredAt: 0, now: MINUTE_MS, vehicleClass: 'small' });
    expect(run).toThrow(FeeInputError);
    expect(run).toThrow(expect.objectContaining({ problem: 'INVALID_RULE' }));
  });

  it('prices the longest allowed stay', () => {
    const rule = aFeeRule({ small: aDayNightTariff({}, {}, { fen: 5000, period: 'calendarDay' }) });
    const enteredAt = at('2025-01-01 00:00');
    const q = quoteFee(rule, { enteredAt, now: enteredAt + MAX_STAY_MS, vehicleClass: 'small' });
    expect(q.totalFen).toBe(366 * 5000);
    expect(q.stayMinutes).toBe((366 * DAY_MS) / MINUTE_MS);
  });

  it('keeps bands on Shanghai time whatever the host time zone (integer UTC+8 arithmetic)', () => {
    const rule = aFeeRule({
      small: { kind: 'timed', bands: [aBand('08:00', '20:00', flat(100)), aBand('20:00', '08:00', flat(0))] },
    });
    // 2025-03-10 00:00 UTC is 08:00 in Shanghai: the day band starts exactly then.
    const q = quoteFee(rule, {
      enteredAt: Date.UTC(2025, 2, 9, 23, 0),
      now: Date.UTC(2025, 2, 10, 0, 0),
      vehicleClass: 'small',
    });
    expect(q.totalFen).toBe(0);
    const q2 = quoteFee(rule, {
      enteredAt: Date.UTC(2025, 2, 9, 23, 0),
      now: Date.UTC(2025, 2, 10, 0, 0, 1),
      vehicleClass: 'small',
    });
    expect(q2.totalFen).toBe(100);
  });
});
