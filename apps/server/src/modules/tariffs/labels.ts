import { formatFenCompact } from '@parking/contracts';
import { bandRange, type Band, type FeeRule, type Tariff } from './fee-rule';
import { MINUTES_PER_DAY, mod, parseTimeOfDay } from './time';

/**
 * The Chinese fee labels a driver reads (feeRuleLabels of a park), generated from the rule itself so a label can
 * never disagree with the price quoteFee charges. One label per priced component.
 */

/** A duration in minutes as a label says it: 30 → "30分钟", 60 → "1小时", 120 → "2小时", 90 → "90分钟". */
export function formatMinutes(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}小时` : `${minutes}分钟`;
}

/** "首小时", "首30分钟", "首2小时". */
const firstOf = (minutes: number) => `首${minutes === 60 ? '小时' : formatMinutes(minutes)}`;
/** "每小时", "每30分钟", "每2小时". */
const every = (minutes: number) => `每${minutes === 60 ? '小时' : formatMinutes(minutes)}`;

const NOON = 12 * 60;
const MIDNIGHT = 0;

function bandHolds(band: Band, minute: number): boolean {
  const from = parseTimeOfDay(band.from);
  const length = mod(parseTimeOfDay(band.to) - from, MINUTES_PER_DAY);
  return mod(minute - from, MINUTES_PER_DAY) < length;
}

/** "白天(07:00-21:00)": the band's name (or 白天/夜间 from its hours) and its hours. */
function bandPrefix(band: Band): string {
  const name = band.name ?? (bandHolds(band, NOON) ? '白天' : bandHolds(band, MIDNIGHT) ? '夜间' : '时段');
  return `${name}(${bandRange(band)})`;
}

/** An occurrence of a band that crosses midnight (and is not the daytime) is a night (每晚); any other is a day (每日). */
const perOccurrence = (band: Band) =>
  parseTimeOfDay(band.to) < parseTimeOfDay(band.from) && !bandHolds(band, NOON) ? '每晚' : '每日';

/** A price as a label says it: "5元", or "免费" for nothing. */
const priceText = (fen: number) => (fen === 0 ? '免费' : formatFenCompact(fen));

function bandLabels(band: Band, prefix: string): string[] {
  const { pricing } = band;
  if (pricing.kind === 'flat') {
    return [
      pricing.priceFen === 0 ? `${prefix}免费` : `${prefix}${perOccurrence(band)}${formatFenCompact(pricing.priceFen)}`,
    ];
  }
  const { first } = pricing;
  if (pricing.unitPriceFen === 0 && (!first || first.priceFen === 0)) return [prefix ? `${prefix}免费` : '免费停车'];
  const labels: string[] = [];
  if (first) {
    const per = first.unitMinutes === undefined || first.priceFen === 0 ? '' : every(first.unitMinutes);
    labels.push(`${prefix}${firstOf(first.minutes)}${per}${priceText(first.priceFen)}`);
  }
  const after = first ? '之后' : '';
  labels.push(
    pricing.unitPriceFen === 0
      ? `${prefix}${after}免费`
      : `${prefix}${after}${every(pricing.unitMinutes)}${formatFenCompact(pricing.unitPriceFen)}`,
  );
  if (band.capFen !== undefined) labels.push(`${prefix}${perOccurrence(band)}封顶${formatFenCompact(band.capFen)}`);
  return labels;
}

function tariffLabels(tariff: Tariff, vehicle: string): string[] {
  if (tariff.kind === 'perVisit') {
    if (tariff.priceFen === 0) return [`${vehicle}免费停车`];
    const repeat = tariff.everyMinutes === undefined ? '' : `，每${formatMinutes(tariff.everyMinutes)}计一次`;
    return [`${vehicle}按次收费${formatFenCompact(tariff.priceFen)}/次${repeat}`];
  }
  const several = tariff.bands.length > 1;
  const labels = tariff.bands.flatMap((band) => bandLabels(band, vehicle + (several ? bandPrefix(band) : '')));
  if (tariff.cap) {
    const whole = several ? '全天' : '';
    const amount = formatFenCompact(tariff.cap.fen);
    labels.push(
      tariff.cap.period === 'rolling24h'
        ? `${vehicle}${whole}每24小时封顶${amount}，满24小时重新计费`
        : `${vehicle}${whole}每日封顶${amount}，跨日重新计费`,
    );
  }
  return labels;
}

/** The labels shown to drivers for a rule: free period, each class's prices and caps, grace after paying. */
export function feeRuleLabels(rule: FeeRule): string[] {
  const labels: string[] = [];
  if (rule.freeMinutes > 0) {
    const after = rule.freeMinutesDeducted ? '超出部分计费' : '超时从入场起计费';
    labels.push(`免费${formatMinutes(rule.freeMinutes)}，${after}`);
  }
  if (rule.large) labels.push(...tariffLabels(rule.small, '小型车'), ...tariffLabels(rule.large, '大型车'));
  else labels.push(...tariffLabels(rule.small, ''));
  if (rule.graceMinutes > 0) labels.push(`缴费后${formatMinutes(rule.graceMinutes)}内离场免费`);
  return labels;
}

/**
 * The one price a park list shows (issue 44: the list showed the free period, no price): the small car's price of the
 * daytime — 首小时10元，之后每30分钟3元; 每小时2元; 白天每日20元; 10元/次; 免费停车 — from the same labels as above,
 * so it agrees with feeRuleLabels and quoteFee. Caps and the free period stay on the park's sheet.
 */
export function feeRuleHeadline(rule: FeeRule): string {
  const tariff = rule.small;
  if (tariff.kind === 'perVisit') return tariff.priceFen === 0 ? '免费停车' : `${formatFenCompact(tariff.priceFen)}/次`;
  const band = tariff.bands.find((b) => bandHolds(b, NOON)) ?? tariff.bands[0];
  if (!band) return '';
  const prefix = tariff.bands.length > 1 ? (band.name ?? '白天') : '';
  const prices = bandLabels(band, '').filter((label) => !label.includes('封顶'));
  return prefix + prices.slice(0, 2).join('，');
}
