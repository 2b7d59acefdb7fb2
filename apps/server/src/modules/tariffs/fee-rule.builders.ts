import type {
  Band,
  BandPricing,
  Cap,
  FeeRule,
  FirstPeriod,
  FlatPricing,
  PerVisitTariff,
  TimedTariff,
  UnitsPricing,
} from './fee-rule';

/**
 * Test-data builders (citrineos style: aTariff({...})): each gives a valid, boring default and takes overrides, so a
 * test states only what it is about.
 */

/** Unit pricing: 2元 per 30 minutes unless told otherwise. */
export function units(overrides: Partial<Omit<UnitsPricing, 'kind'>> = {}): UnitsPricing {
  return { kind: 'units', unitMinutes: 30, unitPriceFen: 200, ...overrides };
}

/** A first period: the first hour for 5元 unless told otherwise. */
export function firstPeriod(overrides: Partial<FirstPeriod> = {}): FirstPeriod {
  return { minutes: 60, priceFen: 500, ...overrides };
}

/** Flat pricing per band occurrence. */
export function flat(priceFen: number): FlatPricing {
  return { kind: 'flat', priceFen };
}

/** A band from `from` to `to` with the given pricing. */
export function aBand(from: string, to: string, pricing: BandPricing, extra: Partial<Band> = {}): Band {
  return { from, to, pricing, ...extra };
}

/** A tariff of one all-day band. */
export function anAllDayTariff(pricing: UnitsPricing = units(), cap?: Cap): TimedTariff {
  const tariff: TimedTariff = { kind: 'timed', bands: [aBand('00:00', '00:00', pricing)] };
  if (cap) tariff.cap = cap;
  return tariff;
}

/** A day/night tariff: day 07:00–21:00 and night 21:00–07:00 unless the bands say otherwise. */
export function aDayNightTariff(day: Partial<Band> = {}, night: Partial<Band> = {}, cap?: Cap): TimedTariff {
  const tariff: TimedTariff = {
    kind: 'timed',
    bands: [aBand('07:00', '21:00', units(), day), aBand('21:00', '07:00', flat(1000), night)],
  };
  if (cap) tariff.cap = cap;
  return tariff;
}

/** A per-visit tariff (按次收费). */
export function aPerVisitTariff(priceFen = 1000, everyMinutes?: number): PerVisitTariff {
  const tariff: PerVisitTariff = { kind: 'perVisit', priceFen };
  if (everyMinutes !== undefined) tariff.everyMinutes = everyMinutes;
  return tariff;
}

/** A fee rule: no free period, no grace, 2元 per 30 minutes all day, unless told otherwise. */
export function aFeeRule(overrides: Partial<FeeRule> = {}): FeeRule {
  return { freeMinutes: 0, freeMinutesDeducted: false, graceMinutes: 0, small: anAllDayTariff(), ...overrides };
}

/** Epoch ms of a Shanghai wall-clock time written "2025-03-10 08:30" or "2025-03-10 08:30:15". */
export function at(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not "YYYY-MM-DD HH:MM[:SS]": ${text}`);
  const [, y, mo, d, h, mi, s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - 8 * 3_600_000;
}
