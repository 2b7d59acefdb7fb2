import fc from 'fast-check';
import type { Band, BandPricing, Cap, FeeRule, FirstPeriod, Tariff, UnitsPricing } from './fee-rule';
import { DAY_MS, MINUTE_MS } from './time';

/**
 * fast-check generators of valid fee rules and stays, for the property tests. Prices and lengths are kept in
 * realistic ranges, with zero prices and odd minutes mixed in to reach the corners.
 */

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const price = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3000 }) },
);
const unitMinutes = fc.oneof(fc.constantFrom(5, 10, 15, 20, 30, 60, 120), fc.integer({ min: 1, max: 240 }));

const divisorsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);

const firstPeriod: fc.Arbitrary<FirstPeriod> = fc
  .oneof(fc.constantFrom(30, 60, 120), fc.integer({ min: 1, max: 240 }))
  .chain((minutes) =>
    fc.record(
      { minutes: fc.constant(minutes), priceFen: price, unitMinutes: fc.constantFrom(...divisorsOf(minutes)) },
      { requiredKeys: ['minutes', 'priceFen'] },
    ),
  );

const unitsPricing: fc.Arbitrary<UnitsPricing> = fc.record(
  { kind: fc.constant('units' as const), first: firstPeriod, unitMinutes, unitPriceFen: price },
  { requiredKeys: ['kind', 'unitMinutes', 'unitPriceFen'] },
);

const largestCharge = (pricing: BandPricing) =>
  pricing.kind === 'flat' ? pricing.priceFen : Math.max(pricing.unitPriceFen, pricing.first?.priceFen ?? 0);

/** A band with optional cap at least its largest single charge. */
const band = (from: string, to: string, allowFlat: boolean): fc.Arbitrary<Band> =>
  (allowFlat
    ? fc.oneof(unitsPricing, fc.record({ kind: fc.constant('flat' as const), priceFen: price }))
    : unitsPricing
  ).chain((pricing) =>
    pricing.kind === 'units' && allowFlat
      ? fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }).map((extra) => {
          const b: Band = { from, to, pricing };
          if (extra !== undefined) b.capFen = largestCharge(pricing) + extra;
          return b;
        })
      : fc.constant<Band>({ from, to, pricing }),
  );

const cap = (bands: Band[]): fc.Arbitrary<Cap | undefined> =>
  fc.option(
    fc.record({
      fen: fc
        .integer({ min: 0, max: 20_000 })
        .map((extra) => Math.max(...bands.map((b) => largestCharge(b.pricing))) + extra),
      period: fc.constantFrom('rolling24h' as const, 'calendarDay' as const),
    }),
    { nil: undefined },
  );

const timedTariff: fc.Arbitrary<Tariff> = fc
  .oneof(
    fc.integer({ min: 0, max: 1439 }).map((m) => [m]),
    fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { minLength: 2, maxLength: 3 }),
    fc.uniqueArray(
      fc.integer({ min: 0, max: 47 }).map((h) => h * 30),
      { minLength: 2, maxLength: 3 },
    ),
  )
  .chain((starts) => {
    const sorted = [...starts].sort((a, b) => a - b);
    const bands = sorted.map((start, i) =>
      band(hhmm(start), hhmm(sorted[(i + 1) % sorted.length]!), sorted.length > 1),
    );
    return fc.tuple(...bands);
  })
  .chain((bands) =>
    cap(bands).map((c) => {
      const tariff: Tariff = { kind: 'timed', bands };
      if (c) tariff.cap = c;
      return tariff;
    }),
  );

const perVisitTariff: fc.Arbitrary<Tariff> = fc.record(
  { kind: fc.constant('perVisit' as const), priceFen: price, everyMinutes: fc.integer({ min: 60, max: 2880 }) },
  { requiredKeys: ['kind', 'priceFen'] },
);

/** Any tariff, mostly time-based. */
export const tariffArb: fc.Arbitrary<Tariff> = fc.oneof(
  { weight: 5, arbitrary: timedTariff },
  { weight: 1, arbitrary: perVisitTariff },
);

/** Any valid fee rule. */
export const feeRuleArb: fc.Arbitrary<FeeRule> = fc.record(
  {
    freeMinutes: fc.oneof(fc.constant(0), fc.constantFrom(15, 30, 120), fc.integer({ min: 0, max: 240 })),
    freeMinutesDeducted: fc.boolean(),
    graceMinutes: fc.oneof(fc.constant(0), fc.constantFrom(10, 15, 20), fc.integer({ min: 0, max: 120 })),
    small: tariffArb,
    large: tariffArb,
  },
  { requiredKeys: ['freeMinutes', 'freeMinutesDeducted', 'graceMinutes', 'small'] },
);

/** An entry instant in 2024–2026, sometimes on a whole minute so band boundaries are hit exactly. */
export const enteredAtArb = fc.oneof(
  fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }),
  fc
    .integer({ min: Date.UTC(2024, 0, 1) / MINUTE_MS, max: Date.UTC(2027, 0, 1) / MINUTE_MS })
    .map((m) => m * MINUTE_MS),
);

/** A stay's length in ms: up to 4 days, sometimes whole minutes. */
export const durationArb = fc.oneof(
  fc.integer({ min: 0, max: 4 * DAY_MS }),
  fc.integer({ min: 0, max: 4 * 1440 }).map((m) => m * MINUTE_MS),
  fc.integer({ min: 0, max: 6 * 60 }).map((m) => m * MINUTE_MS),
);
