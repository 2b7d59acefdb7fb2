/**
 * Fee quote (停车费计算): the pure core of parking billing. Same inputs, same quote: no clock is read here.
 *
 * Algorithm, for a stay from `enteredAt` to `end` (= `now`, or `paidAt` while within the grace period after paying):
 * 1. Free period: a stay of at most `freeMinutes` costs 0. Past it, charging starts at entry + freeMinutes when the
 *    rule deducts the free period (`freeMinutesDeducted`), else at entry (the free minutes are charged too).
 * 2. Segments: the charged window is cut at every band boundary (Shanghai wall clock), at every cap period boundary
 *    (entry + k × 24 h, or Shanghai midnight) and, for per-visit tariffs, at every visit period. A segment is one
 *    band occurrence within one cap period, priced on its own from its first charged instant: the first period, then
 *    units. So a new band or cap period restarts the first period (跨时段、跨日或满24小时重新计费). A flat band
 *    (每晚10元) or a per-visit period costs its price once per occurrence touched, on the occurrence's first segment.
 * 3. Coverage: time a monthly plan covers is taken out of its segment's charged time (the meter stops while covered,
 *    it does not restart the first period), so a plan never makes a stay dearer; a package zone covers the whole stay.
 * 4. Caps: a segment's price is clamped to what its band occurrence's cap and its cap period's cap still allow.
 * 5. Payment: dueFen = max(0, totalFen − paidFen). Within `graceMinutes` after `paidAt` the total is priced up to
 *    `paidAt`; after the grace it is the whole stay to `now` again (grace minutes included), minus what was paid.
 * Instants are epoch milliseconds (Dates accepted on input); wall-clock rules use Shanghai time, UTC+8 (time.ts).
 * Rounding: STARTED_UNIT_CHARGED_IN_FULL (rounding.ts) — a started unit, or a started first period, is charged in
 * full, on durations measured exactly in milliseconds. Nothing else is rounded; all arithmetic is on integers.
 */
import { FeeInputError } from './fee-error';
import {
  bandRange,
  FeeRuleSchema,
  tariffFor,
  VehicleClassSchema,
  type Band,
  type Cap,
  type FeeRule,
  type Tariff,
  type UnitsPricing,
  type VehicleClass,
} from './fee-rule';
import { minutesRoundedUp, minutesTruncated, startedUnits } from './rounding';
import { shanghaiDayStart, shanghaiMsOfDay } from '@parking/contracts/shanghai-time';
import { DAY_MS, MINUTE_MS, mod, parseTimeOfDay, type Instant } from './time';

/** How far a device clock may run ahead of ours: an entry up to 2 min "in the future" is a 0-minute stay. */
export const CLOCK_SKEW_TOLERANCE_MS = 2 * MINUTE_MS;
/** Longest stay the engine prices; anything longer is a data error, not a parking fee. */
export const MAX_STAY_MS = 366 * DAY_MS;
/** How far ahead `nextChangeAt` looks; beyond it (e.g. a plan valid for weeks) it is left out. */
export const NEXT_CHANGE_HORIZON_MS = 8 * DAY_MS;

/**
 * A Shanghai time-of-day window of a plan ("HH:MM"): [from, to), wrapping past midnight when `to` is earlier;
 * `from === to` is the whole day. Off-peak plans (夜间包月, 错时共享) cover only within their windows.
 */
export interface DailyWindow {
  from: string;
  to: string;
}

/** An instant interval [from, to) a plan covers (off-peak sharing: one occurrence of its schedule). */
export interface CoveredInterval {
  from: Instant;
  to: Instant;
}

/**
 * What covers a stay: a monthly plan (包月) valid over [validFrom, validUntil) — within its daily `windows` only,
 * when it has some (absent: all day), or within its `intervals` only (off-peak sharing, decision 043: a weekly
 * schedule with holidays, expanded to instants) — or a package zone (套餐区域), or the stored value of a card
 * (储值卡, decision 047): the stay is priced at the temporary rate and the card pays what is due after `paidFen`, up
 * to `creditFen`; the rest is owed.
 */
export type Coverage =
  | {
      kind: 'plan';
      validFrom: Instant;
      validUntil: Instant;
      windows?: readonly DailyWindow[];
      intervals?: readonly CoveredInterval[];
    }
  | { kind: 'packageZone' }
  | { kind: 'storedValue'; creditFen: number };

/**
 * A coupon's discount (优惠券), applied to the priced total of the stay (after caps, before what was paid):
 * so much off, the first minutes free, the whole fee waived, a percentage off with an optional cap — or (decision
 * 053) the stay priced under another rule when that is cheaper (`altRule`, a merchant rate), or, for a car back
 * within N minutes of leaving, the two stays priced as one continuous stay from `since` (the earlier entry) minus
 * the earlier stay's fee `earlierFen` (`reentry`); both never dearer than the stay without them.
 * Minimum spend and who may use it are checked by the coupons module when the coupon is chosen, not here.
 */
export type Discount =
  | { kind: 'amount'; fen: number }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'waiver' }
  | { kind: 'percent'; percent: number; capFen?: number | undefined }
  | { kind: 'altRule'; rule: FeeRule }
  | { kind: 'reentry'; since: Instant; earlierFen: number };

export interface QuoteInput {
  enteredAt: Instant;
  now: Instant;
  vehicleClass: VehicleClass;
  /** Total already paid for this stay (fen). */
  paidFen?: number;
  /** When the last payment was made; starts the grace period. Needs `paidFen`. */
  paidAt?: Instant;
  coverage?: Coverage;
  /** A coupon used on (or chosen for) this stay. */
  discount?: Discount;
  /**
   * Leave out `nextChangeAt` (a search over the coming days): callers that only need what is owed now, like the
   * plate lookup, save most of a quote's time.
   */
  withoutNextChange?: boolean;
}

/** One priced piece of a stay: a band occurrence within a cap period, or the free or covered time. */
export interface FeeSegment {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
  kind: 'free' | 'covered' | 'units' | 'flat' | 'perVisit';
  /** The band's hours ("07:00-21:00") when the tariff has several bands. */
  band?: string;
  /** Charged time in the segment, minutes rounded up (MINUTES_ROUNDED_UP). */
  chargedMinutes: number;
  /** Time a plan or package zone covered in the segment, minutes rounded up. */
  coveredMinutes: number;
  coveredBy?: 'plan' | 'packageZone';
  /** Price before caps. */
  rawFen: number;
  /** Price after caps: what the segment adds to the total. */
  fen: number;
  cappedBy?: 'band' | 'cap';
}

export interface FeeQuote {
  /** Price of the stay (to `pricedUntil`), fen, after any coupon's discount. */
  totalFen: number;
  /** What a coupon took off the price (0 without one): the price before it is totalFen + discountFen. */
  discountFen: number;
  /** What the driver still owes: max(0, totalFen − paidFen − creditFen). */
  dueFen: number;
  /** What a stored-value card pays of the stay (only with storedValue coverage): min(its credit, what is due). */
  creditFen?: number;
  paidFen: number;
  /** Charged (not free, not covered) time, minutes rounded up. */
  chargedMinutes: number;
  /** Length of the stay to `now`, whole minutes (seconds dropped), for display as 停车时长. */
  stayMinutes: number;
  /** Last instant (epoch ms) of the free period: a stay ending at or before it is free. */
  freeUntil: number;
  inFreePeriod: boolean;
  /** The stay so far, entry to `now`, lies entirely within the monthly plan's validity (isBagCar). */
  coveredByPlan: boolean;
  inPackageZone: boolean;
  /** Last instant (epoch ms) of the grace period after the last payment, if paid. */
  graceUntil?: number;
  inGracePeriod: boolean;
  /** The instant the total was priced to: `paidAt` within the grace period, else `now`. */
  pricedUntil: number;
  breakdown: FeeSegment[];
  /**
   * Last instant at which the total is still `totalFen` (leave by then and pay no more); one ms later it rises.
   * Absent when it does not rise within NEXT_CHANGE_HORIZON_MS (a package zone, a plan valid for weeks).
   */
  nextChangeAt?: number;
}

interface CompiledBand {
  band: Band;
  startMs: number;
  lengthMs: number;
  /** "07:00-21:00" when the tariff has several bands. */
  range?: string;
}

type Compiled =
  | { kind: 'timed'; bands: CompiledBand[]; allDay: boolean; cap?: Cap }
  | { kind: 'perVisit'; priceFen: number; everyMs?: number };

interface Stay {
  rule: FeeRule;
  tariff: Compiled;
  enteredAt: number;
  plan?: CompiledPlan;
  packageZone: boolean;
  discount?: Discount;
  /** The same stay priced another way, for altRule (its rule) and reentry (from the earlier entry) discounts. */
  other?: Stay;
}

interface CompiledPlan {
  from: number;
  until: number;
  /** Daily windows as [start ms of day, length ms]; absent: all day. */
  windows?: { startMs: number; lengthMs: number }[];
  /** Covered intervals [from, to) in ms, sorted, disjoint and not touching; absent: see windows. */
  intervals?: { from: number; to: number }[];
}

interface Priced {
  totalFen: number;
  chargedMs: number;
  segments: FeeSegment[];
}

/** Prices a stay under a fee rule at `now`, with what was paid and what covers it. Throws FeeInputError. */
export function quoteFee(rule: FeeRule, input: QuoteInput): FeeQuote {
  const valid = validRule(rule);
  const vehicleClass = VehicleClassSchema.safeParse(input.vehicleClass);
  if (!vehicleClass.success)
    throw new FeeInputError('INVALID_VEHICLE_CLASS', `vehicleClass ${String(input.vehicleClass)}`);

  const enteredAt = instantMs(input.enteredAt, 'enteredAt');
  let now = instantMs(input.now, 'now');
  if (now < enteredAt) {
    if (enteredAt - now > CLOCK_SKEW_TOLERANCE_MS)
      throw new FeeInputError('NEGATIVE_DURATION', `now ${now} is before enteredAt ${enteredAt}`);
    now = enteredAt; // within clock skew: a stay of 0
  }
  if (now - enteredAt > MAX_STAY_MS) throw new FeeInputError('DURATION_TOO_LONG', `stay of ${now - enteredAt} ms`);

  const paidFen = input.paidFen ?? 0;
  if (!Number.isSafeInteger(paidFen) || paidFen < 0) throw new FeeInputError('INVALID_PAYMENT', `paidFen ${paidFen}`);
  let paidAt: number | undefined;
  if (input.paidAt !== undefined) {
    if (input.paidFen === undefined) throw new FeeInputError('INVALID_PAYMENT', 'paidAt without paidFen');
    paidAt = instantMs(input.paidAt, 'paidAt');
    if (paidAt < enteredAt - CLOCK_SKEW_TOLERANCE_MS || paidAt > now + CLOCK_SKEW_TOLERANCE_MS)
      throw new FeeInputError('INVALID_PAYMENT', `paidAt ${paidAt} outside the stay ${enteredAt}..${now}`);
    paidAt = Math.min(Math.max(paidAt, enteredAt), now);
  }

  const stay: Stay = {
    rule: valid,
    tariff: compile(tariffFor(valid, vehicleClass.data)),
    enteredAt,
    packageZone: false,
  };
  const coverage = input.coverage;
  if (coverage?.kind === 'packageZone') stay.packageZone = true;
  else if (coverage?.kind === 'plan') {
    const from = instantMs(coverage.validFrom, 'coverage.validFrom');
    const until = instantMs(coverage.validUntil, 'coverage.validUntil');
    if (until <= from) throw new FeeInputError('INVALID_COVERAGE', `plan valid ${from}..${until}`);
    stay.plan = { from, until };
    if (coverage.windows !== undefined) stay.plan.windows = compileWindows(coverage.windows);
    if (coverage.intervals !== undefined) stay.plan.intervals = compileIntervals(coverage.intervals);
  } else if (coverage?.kind === 'storedValue') {
    if (!Number.isSafeInteger(coverage.creditFen) || coverage.creditFen < 0)
      throw new FeeInputError('INVALID_COVERAGE', `credit ${coverage.creditFen}`);
  } else if (coverage !== undefined) throw new FeeInputError('INVALID_COVERAGE', 'unknown coverage kind');
  if (input.discount !== undefined) {
    stay.discount = validDiscount(input.discount);
    const other = otherStay(stay, stay.discount, vehicleClass.data);
    if (other) stay.other = other;
  }

  const graceUntil = paidAt === undefined ? undefined : paidAt + valid.graceMinutes * MINUTE_MS;
  const inGracePeriod = graceUntil !== undefined && now <= graceUntil;
  const pricedUntil = inGracePeriod && paidAt !== undefined ? paidAt : now;
  const priced = priceStay(stay, pricedUntil);
  const discountFen = discountOf(stay, pricedUntil, priced.totalFen);
  const freeUntil = enteredAt + valid.freeMinutes * MINUTE_MS;

  const totalFen = priced.totalFen - discountFen;
  const owed = Math.max(0, totalFen - paidFen);
  const creditFen = coverage?.kind === 'storedValue' ? Math.min(coverage.creditFen, owed) : 0;
  const quote: FeeQuote = {
    totalFen,
    discountFen,
    dueFen: owed - creditFen,
    paidFen,
    chargedMinutes: minutesRoundedUp(priced.chargedMs),
    stayMinutes: minutesTruncated(now - enteredAt),
    freeUntil,
    inFreePeriod: valid.freeMinutes > 0 && now <= freeUntil,
    coveredByPlan: stay.plan !== undefined && coversWhole(stay.plan, enteredAt, now),
    inPackageZone: stay.packageZone,
    inGracePeriod,
    pricedUntil,
    breakdown: priced.segments,
  };
  if (coverage?.kind === 'storedValue') quote.creditFen = creditFen;
  if (graceUntil !== undefined) quote.graceUntil = graceUntil;
  const next =
    stay.packageZone || input.withoutNextChange
      ? undefined
      : nextChange(stay, now, totalFen, inGracePeriod ? graceUntil : undefined);
  if (next !== undefined) quote.nextChangeAt = next;
  return quote;
}

// Rules are validated once per object (callers pass the same stored rule for many quotes); treat rules as immutable.
const validated = new WeakMap<object, FeeRule>();

function validRule(rule: FeeRule): FeeRule {
  if (typeof rule !== 'object' || rule === null) throw new FeeInputError('INVALID_RULE', 'rule is not an object');
  const known = validated.get(rule);
  if (known) return known;
  const parsed = FeeRuleSchema.safeParse(rule);
  if (!parsed.success) throw new FeeInputError('INVALID_RULE', parsed.error.message);
  validated.set(rule, parsed.data);
  return parsed.data;
}

function validDiscount(discount: Discount): Discount {
  const whole = (n: unknown, min: number, max: number) =>
    typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
  const ok =
    discount.kind === 'waiver' ||
    (discount.kind === 'amount' && whole(discount.fen, 1, 100_000_000)) ||
    (discount.kind === 'minutes' && whole(discount.minutes, 1, 366 * 1440)) ||
    (discount.kind === 'percent' &&
      whole(discount.percent, 1, 100) &&
      (discount.capFen === undefined || whole(discount.capFen, 1, 100_000_000))) ||
    discount.kind === 'altRule' ||
    (discount.kind === 'reentry' && whole(discount.earlierFen, 0, Number.MAX_SAFE_INTEGER));
  if (!ok) throw new FeeInputError('INVALID_DISCOUNT', `discount ${JSON.stringify(discount)}`);
  return discount;
}

/**
 * The stay as an altRule or reentry discount prices it: under the coupon's rule (validated like a park's), or from
 * the earlier entry of a car that came back (at most MAX_STAY_MS before, never after this entry). Same coverage.
 */
function otherStay(stay: Stay, discount: Discount, vehicleClass: VehicleClass): Stay | undefined {
  const plain: Stay = { ...stay };
  delete plain.discount;
  if (discount.kind === 'altRule') {
    let rule: FeeRule;
    try {
      rule = validRule(discount.rule);
    } catch {
      throw new FeeInputError('INVALID_DISCOUNT', 'altRule: invalid rule');
    }
    return { ...plain, rule, tariff: compile(tariffFor(rule, vehicleClass)) };
  }
  if (discount.kind === 'reentry') {
    const since = instantMs(discount.since, 'discount.since');
    if (since > stay.enteredAt || stay.enteredAt - since > MAX_STAY_MS)
      throw new FeeInputError('INVALID_DISCOUNT', `reentry since ${since}, entered ${stay.enteredAt}`);
    return { ...plain, enteredAt: since };
  }
  return undefined;
}

/**
 * What the stay's coupon takes off a total of `grossFen` priced to `end`. Each kind keeps the discounted total
 * non-decreasing in `end` (so nextChangeAt stays exact): a fixed amount off (never below 0), the price of the stay
 * `minutes` shorter, nothing owed, or the percentage rounded down to the fen (the driver keeps the odd fen) and capped.
 */
function discountOf(stay: Stay, end: number, grossFen: number): number {
  const discount = stay.discount;
  if (!discount || grossFen === 0) return 0;
  switch (discount.kind) {
    case 'amount':
      return Math.min(grossFen, discount.fen);
    case 'waiver':
      return grossFen;
    case 'minutes':
      return grossFen - priceStay(stay, Math.max(stay.enteredAt, end - discount.minutes * MINUTE_MS)).totalFen;
    case 'percent': {
      const off = Math.floor((grossFen * discount.percent) / 100);
      return discount.capFen === undefined ? off : Math.min(off, discount.capFen);
    }
    // The two below take min(gross, other): a minimum of two non-decreasing totals is non-decreasing too.
    case 'altRule':
      return grossFen - Math.min(grossFen, priceStay(stay.other!, end).totalFen);
    case 'reentry':
      return grossFen - Math.min(grossFen, Math.max(0, priceStay(stay.other!, end).totalFen - discount.earlierFen));
  }
}

function instantMs(value: Instant, name: string): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0)
    throw new FeeInputError('INVALID_TIME', `${name} is not an instant: ${String(value)}`);
  return ms;
}

function compileWindows(windows: readonly DailyWindow[]): { startMs: number; lengthMs: number }[] {
  if (!Array.isArray(windows) || windows.length === 0) throw new FeeInputError('INVALID_COVERAGE', 'no plan window');
  return windows.map((window) => {
    let from: number;
    let to: number;
    try {
      [from, to] = [parseTimeOfDay(window.from), parseTimeOfDay(window.to)];
    } catch {
      throw new FeeInputError('INVALID_COVERAGE', `plan window ${JSON.stringify(window)}`);
    }
    const length = from === to ? 1440 : mod(to - from, 1440);
    return { startMs: from * MINUTE_MS, lengthMs: length * MINUTE_MS };
  });
}

/** Intervals sorted and merged (overlapping or touching ones become one); an empty one is bad input. */
function compileIntervals(intervals: readonly CoveredInterval[]): { from: number; to: number }[] {
  if (!Array.isArray(intervals)) throw new FeeInputError('INVALID_COVERAGE', 'intervals is not a list');
  const sorted = intervals
    .map((i) => {
      const [from, to] = [instantMs(i.from, 'interval.from'), instantMs(i.to, 'interval.to')];
      if (to <= from) throw new FeeInputError('INVALID_COVERAGE', `empty interval ${from}..${to}`);
      return { from, to };
    })
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const i of sorted) {
    const last = merged.at(-1);
    if (last && i.from <= last.to) last.to = Math.max(last.to, i.to);
    else merged.push({ ...i });
  }
  return merged;
}

/** Whether the plan covers instant t, and the first instant after t where that changes (Infinity: never). */
function planCoverageAt(plan: CompiledPlan, t: number): { covered: boolean; changeAt: number } {
  if (t < plan.from) return { covered: false, changeAt: plan.from };
  if (t >= plan.until) return { covered: false, changeAt: Infinity };
  if (plan.intervals) {
    // Intervals are few (a month of evenings); the first one not ended by t decides.
    const next = plan.intervals.find((i) => i.to > t);
    if (!next) return { covered: false, changeAt: plan.until };
    if (next.from <= t) return { covered: true, changeAt: Math.min(next.to, plan.until) };
    return { covered: false, changeAt: Math.min(next.from, plan.until) };
  }
  if (!plan.windows) return { covered: true, changeAt: plan.until };
  const msOfDay = shanghaiMsOfDay(t);
  let coveredUntil = -Infinity;
  let nextStart = Infinity;
  for (const window of plan.windows) {
    const offset = mod(msOfDay - window.startMs, DAY_MS);
    if (offset < window.lengthMs) coveredUntil = Math.max(coveredUntil, t - offset + window.lengthMs);
    else nextStart = Math.min(nextStart, t + DAY_MS - offset);
  }
  if (coveredUntil > t) return { covered: true, changeAt: Math.min(coveredUntil, plan.until) };
  return { covered: false, changeAt: Math.min(nextStart, plan.until) };
}

/** Whether the plan covers every instant of [from, to) (a 0-length stay: its entry instant). */
function coversWhole(plan: CompiledPlan, from: number, to: number): boolean {
  for (let t = from; ;) {
    const { covered, changeAt } = planCoverageAt(plan, t);
    if (!covered) return false;
    if (changeAt >= to) return true;
    t = changeAt;
  }
}

function compile(tariff: Tariff): Compiled {
  if (tariff.kind === 'perVisit') {
    const compiled: Compiled = { kind: 'perVisit', priceFen: tariff.priceFen };
    if (tariff.everyMinutes !== undefined) compiled.everyMs = tariff.everyMinutes * MINUTE_MS;
    return compiled;
  }
  const allDay = tariff.bands.length === 1;
  const bands = tariff.bands.map((band) => {
    const from = parseTimeOfDay(band.from);
    const length = allDay ? 1440 : mod(parseTimeOfDay(band.to) - from, 1440);
    const compiled: CompiledBand = { band, startMs: from * MINUTE_MS, lengthMs: length * MINUTE_MS };
    if (!allDay) compiled.range = bandRange(band);
    return compiled;
  });
  const compiled: Compiled = { kind: 'timed', bands, allDay };
  if (tariff.cap) compiled.cap = tariff.cap;
  return compiled;
}

interface Occurrence {
  key: number;
  end: number;
  band?: CompiledBand;
}

/** The band occurrence (or per-visit period) holding instant t; `key` identifies it across segments. */
function occurrenceAt(tariff: Compiled, chargeStart: number, t: number): Occurrence {
  if (tariff.kind === 'perVisit') {
    if (tariff.everyMs === undefined) return { key: chargeStart, end: Infinity };
    const start = chargeStart + Math.floor((t - chargeStart) / tariff.everyMs) * tariff.everyMs;
    return { key: start, end: start + tariff.everyMs };
  }
  if (tariff.allDay) return { key: -Infinity, end: Infinity, band: tariff.bands[0]! };
  const msOfDay = shanghaiMsOfDay(t);
  for (const band of tariff.bands) {
    const offset = mod(msOfDay - band.startMs, DAY_MS);
    if (offset < band.lengthMs) return { key: t - offset, end: t - offset + band.lengthMs, band };
  }
  throw new Error('bands do not tile the day'); // unreachable for a validated rule
}

/** The cap period (rolling 24 h from entry, or Shanghai calendar day) holding instant t. */
function capPeriodAt(cap: Cap | undefined, enteredAt: number, t: number): { key: number; end: number } {
  if (!cap) return { key: 0, end: Infinity };
  const start =
    cap.period === 'rolling24h' ? enteredAt + Math.floor((t - enteredAt) / DAY_MS) * DAY_MS : shanghaiDayStart(t);
  return { key: start, end: start + DAY_MS };
}

/** Price of `chargedMs` of one segment under unit pricing (STARTED_UNIT_CHARGED_IN_FULL throughout). */
function unitsPrice(pricing: UnitsPricing, chargedMs: number): number {
  const unitMs = pricing.unitMinutes * MINUTE_MS;
  const first = pricing.first;
  if (!first) return startedUnits(chargedMs, unitMs) * pricing.unitPriceFen;
  const firstMs = first.minutes * MINUTE_MS;
  const inFirst = Math.min(chargedMs, firstMs);
  const firstFen =
    first.unitMinutes === undefined
      ? first.priceFen
      : startedUnits(inFirst, first.unitMinutes * MINUTE_MS) * first.priceFen;
  return firstFen + startedUnits(chargedMs - inFirst, unitMs) * pricing.unitPriceFen;
}

interface Draft {
  from: number;
  to: number;
  occurrence: Occurrence;
  capKey: number;
  chargedMs: number;
  coveredMs: number;
}

const freeSegment = (from: number, to: number): FeeSegment => ({
  from,
  to,
  kind: 'free',
  chargedMinutes: 0,
  coveredMinutes: 0,
  rawFen: 0,
  fen: 0,
});

/** Where charging starts once the free period is exceeded. */
const chargeStartOf = (stay: Stay) =>
  stay.enteredAt + (stay.rule.freeMinutesDeducted ? stay.rule.freeMinutes * MINUTE_MS : 0);

/** Cuts [from, end) into drafts: one per band occurrence × cap period; coverage only splits charged time. */
function draftsOf(stay: Stay, from: number, end: number): Draft[] {
  const { tariff } = stay;
  const chargeStart = chargeStartOf(stay);
  const cap = tariff.kind === 'timed' ? tariff.cap : undefined;
  const drafts: Draft[] = [];
  for (let p = from; p < end;) {
    const occurrence = occurrenceAt(tariff, chargeStart, p);
    const period = capPeriodAt(cap, stay.enteredAt, p);
    let covered = false;
    let coverageChange = Infinity;
    if (stay.plan) ({ covered, changeAt: coverageChange } = planCoverageAt(stay.plan, p));
    const q = Math.min(end, occurrence.end, period.end, coverageChange);
    let draft = drafts.at(-1);
    if (!draft || draft.occurrence.key !== occurrence.key || draft.capKey !== period.key) {
      draft = { from: p, to: q, occurrence, capKey: period.key, chargedMs: 0, coveredMs: 0 };
      drafts.push(draft);
    }
    draft.to = q;
    if (covered) draft.coveredMs += q - p;
    else draft.chargedMs += q - p;
    p = q;
  }
  return drafts;
}

/** Amounts already spent per band occurrence and per cap period; a child ledger reads through to its parent. */
class Ledger {
  private readonly own = new Map<number, number>();
  constructor(private readonly parent?: Ledger) {}
  has(key: number): boolean {
    return this.own.has(key) || (this.parent?.has(key) ?? false);
  }
  get(key: number): number {
    return this.own.get(key) ?? this.parent?.get(key) ?? 0;
  }
  add(key: number, fen: number): void {
    this.own.set(key, this.get(key) + fen);
  }
}

interface Meter {
  occurrences: Ledger;
  periods: Ledger;
  totalFen: number;
  chargedMs: number;
}

const newMeter = (parent?: Meter): Meter => ({
  occurrences: new Ledger(parent?.occurrences),
  periods: new Ledger(parent?.periods),
  totalFen: parent?.totalFen ?? 0,
  chargedMs: parent?.chargedMs ?? 0,
});

/** Whether an occurrence is priced once as a whole (flat band, per-visit period) rather than by its time. */
const pricedPerOccurrence = (tariff: Compiled, draft: Draft) =>
  tariff.kind === 'perVisit' || draft.occurrence.band?.band.pricing.kind === 'flat';

/**
 * Prices drafts in time order onto the meter, with the caps. A per-occurrence price (flat band, per-visit period)
 * sits on the occurrence's first draft, covered or not, and is due when any of the occurrence is uncovered: so
 * coverage only ever lowers prices draft by draft, and a plan can never push a charge into a later, uncapped period.
 */
function priceDrafts(stay: Stay, drafts: Draft[], meter: Meter, segments?: FeeSegment[]): void {
  const { tariff } = stay;
  const cap = tariff.kind === 'timed' ? tariff.cap : undefined;
  const uncoveredOccurrences = new Set(drafts.filter((d) => d.chargedMs > 0).map((d) => d.occurrence.key));
  for (const draft of drafts) {
    const { occurrence } = draft;
    const due = !meter.occurrences.has(occurrence.key) && uncoveredOccurrences.has(occurrence.key);
    let kind: FeeSegment['kind'];
    let raw: number;
    if (tariff.kind === 'perVisit') [kind, raw] = ['perVisit', due ? tariff.priceFen : 0];
    else {
      const pricing = occurrence.band!.band.pricing;
      kind = pricing.kind;
      if (pricing.kind === 'flat') raw = due ? pricing.priceFen : 0;
      else raw = draft.chargedMs > 0 ? unitsPrice(pricing, draft.chargedMs) : 0;
    }
    let fen = raw;
    let cappedBy: FeeSegment['cappedBy'];
    const bandCap = occurrence.band?.band.capFen;
    const leftInOccurrence = bandCap === undefined ? Infinity : bandCap - meter.occurrences.get(occurrence.key);
    if (fen > leftInOccurrence) [fen, cappedBy] = [leftInOccurrence, 'band'];
    const leftInPeriod = cap ? cap.fen - meter.periods.get(draft.capKey) : Infinity;
    if (fen > leftInPeriod) [fen, cappedBy] = [leftInPeriod, 'cap'];
    meter.occurrences.add(occurrence.key, fen);
    meter.periods.add(draft.capKey, fen);
    meter.totalFen += fen;
    meter.chargedMs += draft.chargedMs;
    if (!segments) continue;
    const segment: FeeSegment = {
      from: draft.from,
      to: draft.to,
      kind: draft.chargedMs === 0 && raw === 0 ? 'covered' : kind,
      chargedMinutes: minutesRoundedUp(draft.chargedMs),
      coveredMinutes: minutesRoundedUp(draft.coveredMs),
      rawFen: raw,
      fen,
    };
    if (draft.coveredMs > 0) segment.coveredBy = 'plan';
    if (occurrence.band?.range !== undefined) segment.band = occurrence.band.range;
    if (cappedBy) segment.cappedBy = cappedBy;
    segments.push(segment);
  }
  if (!Number.isSafeInteger(meter.totalFen)) throw new Error(`fee total out of range: ${meter.totalFen}`);
}

/** Prices the stay from entry to `end` (see the header for the algorithm). */
function priceStay(stay: Stay, end: number): Priced {
  const { enteredAt } = stay;
  if (end - enteredAt <= stay.rule.freeMinutes * MINUTE_MS) {
    return { totalFen: 0, chargedMs: 0, segments: end > enteredAt ? [freeSegment(enteredAt, end)] : [] };
  }
  if (stay.packageZone) {
    const coveredMinutes = minutesRoundedUp(end - enteredAt);
    const segment: FeeSegment = { ...freeSegment(enteredAt, end), kind: 'covered', coveredMinutes };
    return { totalFen: 0, chargedMs: 0, segments: [{ ...segment, coveredBy: 'packageZone' }] };
  }
  const chargeStart = chargeStartOf(stay);
  const segments = chargeStart > enteredAt ? [freeSegment(enteredAt, chargeStart)] : [];
  const meter = newMeter();
  priceDrafts(stay, draftsOf(stay, chargeStart, end), meter, segments);
  return { totalFen: meter.totalFen, chargedMs: meter.chargedMs, segments };
}

/**
 * The stay's total at any end ≥ `base`, fast: drafts before the one still growing at `base` (or before the first
 * draft of its occurrence, when that is priced per occurrence) cannot change, so they are priced once and every
 * later end only prices the tail. Same numbers as priceStay (a property the tests check through nextChangeAt).
 */
function totalsFrom(stay: Stay, base: number): (end: number) => number {
  const chargeStart = chargeStartOf(stay);
  const drafts = draftsOf(stay, chargeStart, Math.max(base, chargeStart));
  let settled = Math.max(0, drafts.length - 1);
  const growing = drafts[settled];
  if (growing && pricedPerOccurrence(stay.tariff, growing)) {
    while (settled > 0 && drafts[settled - 1]!.occurrence.key === growing.occurrence.key) settled--;
  }
  const meter = newMeter();
  priceDrafts(stay, drafts.slice(0, settled), meter);
  const resumeAt = drafts[settled]?.from ?? chargeStart;
  return (end) => {
    if (end - stay.enteredAt <= stay.rule.freeMinutes * MINUTE_MS) return 0;
    const tail = newMeter(meter);
    priceDrafts(stay, draftsOf(stay, resumeAt, end), tail);
    return tail.totalFen;
  };
}

/**
 * The last instant at which the total is unchanged. The total is a non-decreasing step function of `now` (a
 * property the tests check), so a binary search over milliseconds finds its next step exactly.
 */
function nextChange(stay: Stay, now: number, totalFen: number, graceUntil: number | undefined): number | undefined {
  const grossAt = totalsFrom(stay, now);
  const feeAt = stay.discount ? (t: number) => grossAt(t) - discountOf(stay, t, grossAt(t)) : grossAt;
  // Within the grace period the total stays the one priced at paidAt.
  const totalAt = (t: number) => (graceUntil !== undefined && t <= graceUntil ? totalFen : feeAt(t));
  const horizon = Math.min(now + NEXT_CHANGE_HORIZON_MS, stay.enteredAt + MAX_STAY_MS);
  if (horizon <= now || totalAt(horizon) <= totalFen) return undefined;
  let lo = now; // totalAt(lo) === totalFen
  let hi = horizon; // totalAt(hi) > totalFen
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (totalAt(mid) > totalFen) hi = mid;
    else lo = mid;
  }
  return lo;
}
