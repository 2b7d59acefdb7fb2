import { z } from 'zod';

/**
 * A park's fee rule (收费规则) as operators store it (ParkingRoutes.setFeeRule). All money is integer
 * fen, all durations whole minutes, all times of day Asia/Shanghai "HH:MM". The schema is the gate: a rule that parses
 * is one the server's fee engine (modules/tariffs: quoteFee, feeRuleLabels) can price and describe without
 * contradiction.
 */

const MINUTES_PER_DAY = 1440;

/** Modulo that is never negative (JavaScript's % keeps the dividend's sign). */
const mod = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/** "HH:MM" (already checked by TIME_RE) into minutes after midnight. */
const parseTimeOfDay = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** Largest single price a rule may hold: 10 000 元. Keeps totals of a 366-day stay far inside safe integers. */
export const MAX_PRICE_FEN = 1_000_000;
/** Longest free period (免费时长): one day. */
export const MAX_FREE_MINUTES = MINUTES_PER_DAY;
/** Longest grace period to leave after paying (离场宽限): two hours. */
export const MAX_GRACE_MINUTES = 120;

const Fen = z.number().int().min(0).max(MAX_PRICE_FEN);
const UnitMinutes = z.number().int().min(1, '计费单位至少 1 分钟').max(MINUTES_PER_DAY);
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const TimeOfDay = z.string().regex(TIME_RE, '时间格式应为 HH:MM');

/** The first period (首段): the first `minutes` of a segment cost `priceFen`, or `priceFen` per `unitMinutes`. */
export const FirstPeriodSchema = z.strictObject({
  minutes: UnitMinutes,
  priceFen: Fen,
  /** When set, the first period is itself priced per started `unitMinutes` (北京: 首小时每15分钟1元). */
  unitMinutes: UnitMinutes.optional(),
});
export type FirstPeriod = z.infer<typeof FirstPeriodSchema>;

/** Time pricing: optional first period, then `unitPriceFen` per started `unitMinutes`. */
export const UnitsPricingSchema = z.strictObject({
  kind: z.literal('units'),
  first: FirstPeriodSchema.optional(),
  unitMinutes: UnitMinutes,
  unitPriceFen: Fen,
});
export type UnitsPricing = z.infer<typeof UnitsPricingSchema>;

/** One price for each occurrence of the band a stay touches (夜间每晚10元); 0 makes the band free. */
export const FlatPricingSchema = z.strictObject({
  kind: z.literal('flat'),
  priceFen: Fen,
});
export type FlatPricing = z.infer<typeof FlatPricingSchema>;

export const BandPricingSchema = z.discriminatedUnion('kind', [UnitsPricingSchema, FlatPricingSchema]);
export type BandPricing = z.infer<typeof BandPricingSchema>;

/**
 * A band of the day (时段), from `from` (inclusive) to `to` (exclusive), Shanghai time; `to` before `from` crosses
 * midnight (21:00–07:00). A tariff's bands tile the day. A single all-day band is written with from === to.
 */
export const BandSchema = z.strictObject({
  /** Shown in labels, e.g. 白天 / 夜间; defaults from the hours (a band holding 12:00 is 白天, one holding 00:00 夜间). */
  name: z.string().min(1).max(8).optional(),
  from: TimeOfDay,
  to: TimeOfDay,
  pricing: BandPricingSchema,
  /** Most one occurrence of this band may cost (白天每日封顶30元); only for unit pricing of a part of the day. */
  capFen: Fen.optional(),
});
export type Band = z.infer<typeof BandSchema>;

/** CAP_PERIODS: a rolling 24 h from entry (每24小时), or a Shanghai calendar day 00:00–24:00 (每日). */
export const CapPeriodSchema = z.enum(['rolling24h', 'calendarDay']);
export type CapPeriod = z.infer<typeof CapPeriodSchema>;

/** The most a stay may cost per cap period (封顶); a new period also restarts the first period (重新计费). */
export const CapSchema = z.strictObject({ fen: Fen, period: CapPeriodSchema });
export type Cap = z.infer<typeof CapSchema>;

/** Largest single charge a band can make: what its cap (or the tariff's) must not undercut. */
function largestSingleCharge(pricing: BandPricing): number {
  if (pricing.kind === 'flat') return pricing.priceFen;
  return Math.max(pricing.unitPriceFen, pricing.first?.priceFen ?? 0);
}

/** Time-based tariff: bands of the day, each with its own pricing, and an optional cap over all bands. */
export const TimedTariffSchema = z
  .strictObject({
    kind: z.literal('timed'),
    bands: z.array(BandSchema).min(1, '至少一个时段').max(6, '最多 6 个时段'),
    cap: CapSchema.optional(),
  })
  .superRefine((tariff, ctx) => {
    const { bands } = tariff;
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    // Field errors (bad HH:MM) are reported by the field schemas; the checks below need parsable times.
    if (!bands.every((b) => TIME_RE.test(b.from) && TIME_RE.test(b.to))) return;

    if (bands.length === 1) {
      const [band] = bands as [Band];
      if (band.from !== band.to) issue('单一时段须覆盖全天（开始与结束时间相同）', ['bands', 0, 'to']);
      if (band.pricing.kind === 'flat') issue('全天单一时段不能按段计价，请用按次收费', ['bands', 0, 'pricing']);
      if (band.capFen !== undefined) issue('全天单一时段请用整体封顶（cap）', ['bands', 0, 'capFen']);
    } else {
      // Sort by start; each band must end exactly where the next (cyclically) starts: no overlap, no gap.
      const order = bands.map((b, i) => ({ i, from: parseTimeOfDay(b.from), to: parseTimeOfDay(b.to) }));
      order.sort((a, b) => a.from - b.from);
      order.forEach((cur, k) => {
        const next = order[(k + 1) % order.length]!;
        const length = mod(cur.to - cur.from, MINUTES_PER_DAY);
        const room = mod(next.from - cur.from, MINUTES_PER_DAY);
        if (length === 0) issue('时段开始与结束时间不能相同', ['bands', cur.i, 'to']);
        else if (room === 0 || length > room) issue('时段重叠', ['bands', cur.i, 'to']);
        else if (length < room) issue('时段之间有空隙', ['bands', cur.i, 'to']);
      });
    }

    bands.forEach((band, i) => {
      const { pricing } = band;
      if (pricing.kind === 'units' && pricing.first?.unitMinutes !== undefined) {
        if (pricing.first.minutes % pricing.first.unitMinutes !== 0)
          issue('首段时长须为首段计费单位的整数倍', ['bands', i, 'pricing', 'first', 'unitMinutes']);
      }
      if (band.capFen !== undefined) {
        if (pricing.kind === 'flat') issue('按段计价的时段不需要封顶', ['bands', i, 'capFen']);
        else if (band.capFen < largestSingleCharge(pricing))
          issue('时段封顶不能低于首段价格或单位价格', ['bands', i, 'capFen']);
      }
      if (tariff.cap && tariff.cap.fen < largestSingleCharge(pricing))
        issue('封顶金额不能低于任一时段的首段、单位或按段价格', ['cap', 'fen']);
    });
  });
export type TimedTariff = z.infer<typeof TimedTariffSchema>;

/** Per-visit tariff (按次收费): `priceFen` per visit; with `everyMinutes`, each started period is another visit. */
export const PerVisitTariffSchema = z.strictObject({
  kind: z.literal('perVisit'),
  priceFen: Fen,
  everyMinutes: z
    .number()
    .int()
    .min(60, '按次周期至少 60 分钟')
    .max(7 * MINUTES_PER_DAY)
    .optional(),
});
export type PerVisitTariff = z.infer<typeof PerVisitTariffSchema>;

export const TariffSchema = z.discriminatedUnion('kind', [TimedTariffSchema, PerVisitTariffSchema]);
export type Tariff = z.infer<typeof TariffSchema>;

/** Vehicle class: large means a yellow plate (大中型车, plateColor 2); everything else is small. */
export const VehicleClassSchema = z.enum(['small', 'large']);
export type VehicleClass = z.infer<typeof VehicleClassSchema>;

/** A park's fee rule: the free period and grace are park-wide; each vehicle class has its tariff. */
export const FeeRuleSchema = z.strictObject({
  /** Free period (免费时长): a stay of at most this many minutes costs nothing. */
  freeMinutes: z.number().int().min(0).max(MAX_FREE_MINUTES),
  /**
   * Once a stay exceeds the free period: true deducts the free minutes (charging starts at entry + freeMinutes,
   * typical of malls); false charges the whole stay from entry (typical of road-side, 超时按全部时长计费).
   */
  freeMinutesDeducted: z.boolean(),
  /** Grace to leave after paying (离场宽限): a quote within it costs nothing more. */
  graceMinutes: z.number().int().min(0).max(MAX_GRACE_MINUTES),
  small: TariffSchema,
  /** Large vehicles' tariff; absent means large vehicles pay the small tariff. */
  large: TariffSchema.optional(),
});
export type FeeRule = z.infer<typeof FeeRuleSchema>;
