import {
  HolidayKind,
  SharingDays,
  SharingKind,
  sharingDaysLabel,
  type SharingRefundRule,
  type SharingRule,
} from '@parking/contracts';
import { SHANGHAI_OFFSET_MS, isDay, shanghaiDay } from '@parking/contracts/shanghai-time';
import * as rruleModule from 'rrule';

/**
 * Off-peak sharing's pure rules (decision 043): a product's weekly schedule expanded to instants with rrule and the
 * operator's holidays, the minutes of a stay outside its windows, the periods on sale. No database, no clock.
 */

// rrule ships a UMD main (Node's ESM sees only its default export) and an ES build (bundlers see named exports).
const { RRule } = (
  (rruleModule as unknown as { RRule?: unknown }).RRule
    ? rruleModule
    : (rruleModule as unknown as { default: typeof rruleModule }).default
) as typeof rruleModule;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** [from, to) epoch ms. */
export type Interval = [number, number];

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** A Shanghai day "YYYY-MM-DD" as a floating date (its wall clock read as UTC), which is how rrule runs without tz. */
const floating = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOfFloating = (d: Date) => d.toISOString().slice(0, 10);
/** The instant of a Shanghai wall-clock minute of a day (Shanghai has no DST: a fixed +08:00). */
const instant = (day: string, minute: number) => floating(day).getTime() - SHANGHAI_OFFSET_MS + minute * MINUTE_MS;

const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR];
const WEEKEND = [RRule.SA, RRule.SU];

/**
 * The days in [firstDay, untilDay) a rule falls on: rrule's weekly pattern (工作日 Mon–Fri, 休息日 Sat–Sun, 每日),
 * then the calendar: a rest holiday is no workday but a rest day, a 调休 workday the other way round.
 */
export function ruleDays(
  days: SharingDays,
  firstDay: string,
  untilDay: string,
  holidays: ReadonlyMap<string, HolidayKind>,
): string[] {
  const until = new Date(floating(untilDay).getTime() - DAY_MS);
  if (until < floating(firstDay)) return [];
  const all = new RRule({ freq: RRule.DAILY, dtstart: floating(firstDay), until }).all().map(dayOfFloating);
  if (days === SharingDays.DAILY) return all;
  const pattern = new Set(
    new RRule({
      freq: RRule.DAILY,
      dtstart: floating(firstDay),
      until,
      byweekday: days === SharingDays.WORKDAYS ? WEEKDAYS : WEEKEND,
    })
      .all()
      .map(dayOfFloating),
  );
  const wanted = days === SharingDays.WORKDAYS ? HolidayKind.WORK : HolidayKind.REST;
  return all.filter((day) => {
    const exception = holidays.get(day);
    return exception === undefined ? pattern.has(day) : exception === wanted;
  });
}

/** A rule's window on one day: to ≤ from ends the next day; from === to is the whole day. */
export function windowOn(day: string, rule: Pick<SharingRule, 'from' | 'to'>): Interval {
  const from = minutesOf(rule.from);
  const to = minutesOf(rule.to);
  const end = to > from ? to : to + 1440;
  return [instant(day, from), instant(day, end)];
}

/** Sorted, and overlapping or touching intervals made one. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The windows of a schedule starting on the days [firstDay, untilDay); a window starting on the last day may end after it. */
export function expandWindows(
  rules: readonly SharingRule[],
  firstDay: string,
  untilDay: string,
  holidays: ReadonlyMap<string, HolidayKind> = new Map(),
): Interval[] {
  return mergeIntervals(
    rules.flatMap((rule) => ruleDays(rule.days, firstDay, untilDay, holidays).map((day) => windowOn(day, rule))),
  );
}

/** The days a period covers: a month YYYY-MM (package) or one day YYYY-MM-DD (subscription). */
export function periodDays(kind: SharingKind, period: string): { firstDay: string; untilDay: string } | undefined {
  if (kind === SharingKind.SUBSCRIPTION) {
    if (!isDay(period)) return undefined;
    return { firstDay: period, untilDay: dayOfFloating(new Date(floating(period).getTime() + DAY_MS)) };
  }
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12) return undefined;
  return {
    firstDay: `${period}-01`,
    untilDay: dayOfFloating(new Date(Date.UTC(year, month, 1))),
  };
}

/** What is on sale at `now`: this month and next (packages), today and the next 6 days (subscriptions). */
export function periodsOnSale(kind: SharingKind, now: number): { period: string; label: string }[] {
  const today = shanghaiDay(now);
  if (kind === SharingKind.SUBSCRIPTION) {
    return Array.from({ length: 7 }, (_, i) => {
      const day = dayOfFloating(new Date(floating(today).getTime() + i * DAY_MS));
      return { period: day, label: i === 0 ? `今天 ${day.slice(5)}` : day.slice(5) };
    });
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
  return [
    { period: today.slice(0, 7), label: `本月（${month}月）` },
    { period: next, label: `下月（${Number(next.slice(5))}月）` },
  ];
}

/** The schedule in words: 工作日 18:00-次日09:00；休息日 全天. */
export function scheduleText(rules: readonly SharingRule[]): string {
  return rules
    .map((rule) => {
      const span =
        rule.from === rule.to
          ? '全天'
          : `${rule.from}-${minutesOf(rule.to) <= minutesOf(rule.from) ? '次日' : ''}${rule.to}`;
      return `${sharingDaysLabel[rule.days]} ${span}`;
    })
    .join('；');
}

/** Milliseconds of [from, to) inside the windows. */
export function coveredMs(windows: readonly Interval[], from: number, to: number): number {
  let covered = 0;
  for (const [a, b] of windows) covered += Math.max(0, Math.min(b, to) - Math.max(a, from));
  return covered;
}

/**
 * A stay [enteredAt, exitedAt) against a share's windows: minutes outside them (started minutes count), of which
 * early (before the first covered instant) and late (after the last one). A stay no window touches is all late.
 */
export function outsideMinutes(
  windows: readonly Interval[],
  enteredAt: number,
  exitedAt: number,
): { minutes: number; earlyMinutes: number; lateMinutes: number } {
  const to = Math.max(enteredAt, exitedAt);
  const outside = to - enteredAt - coveredMs(windows, enteredAt, to);
  const touching = windows.filter(([a, b]) => b > enteredAt && a < to);
  const minutes = Math.ceil(outside / MINUTE_MS);
  if (touching.length === 0) return { minutes, earlyMinutes: 0, lateMinutes: minutes };
  const firstCovered = Math.max(touching[0]![0], enteredAt);
  const lastCovered = Math.min(touching.at(-1)![1], to);
  return {
    minutes,
    earlyMinutes: Math.ceil((firstCovered - enteredAt) / MINUTE_MS),
    lateMinutes: Math.ceil((to - lastCovered) / MINUTE_MS),
  };
}

/** Minutes at each edge of a window that never count against a share (a queue at the gate, clocks a minute apart). */
export const SHARING_GRACE_MINUTES = 15;

/**
 * Whether a stay on a share costs credit (decision 072): only when it left owing the fee of its minutes outside the
 * windows (time paid at the gate is an ordinary paid stay, not a violation), and only when those minutes go beyond
 * the grace at each window's edge; minutes in a gap between windows count whole.
 */
export function isViolation(
  outside: { minutes: number; earlyMinutes: number; lateMinutes: number },
  leftOwing: boolean,
): boolean {
  if (!leftOwing) return false;
  const between = outside.minutes - outside.earlyMinutes - outside.lateMinutes;
  const beyondGrace =
    Math.max(0, outside.earlyMinutes - SHARING_GRACE_MINUTES) +
    Math.max(0, outside.lateMinutes - SHARING_GRACE_MINUTES) +
    Math.max(0, between);
  return beyondGrace > 0;
}

/** Whether a share's first window has begun at `now` (then it can no longer be cancelled). */
export const hasBegun = (windows: readonly Interval[], now: number) => windows.length > 0 && windows[0]![0] <= now;

const HOUR_MS = 3_600_000;

/** What cancelling at `now` gives back under a park's rule: whole, part, or (a window began) no cancel. */
export function refundOf(
  rule: SharingRefundRule,
  priceFen: number,
  windows: readonly Interval[],
  now: number,
): { cancellable: true; refundFen: number } | { cancellable: false; refundFen: 0; reason: string } {
  if (windows.length === 0 || hasBegun(windows, now)) {
    return { cancellable: false, refundFen: 0, reason: '时段已开始，不可取消' };
  }
  const early = windows[0]![0] - now >= rule.fullBeforeHours * HOUR_MS;
  // Fen are whole: a part refund rounds down, never giving back more than the rule says.
  return { cancellable: true, refundFen: early ? priceFen : Math.floor((priceFen * rule.partPercent) / 100) };
}

/** A park's rule in words (the confirm dialog). */
export function refundRuleText(rule: SharingRefundRule): string {
  if (rule.fullBeforeHours === 0) return '时段开始前取消全额退款，开始后不可取消';
  const late = rule.partPercent === 0 ? '不予退款' : `退还${rule.partPercent}%`;
  return `时段开始前${rule.fullBeforeHours}小时以上取消全额退款，${rule.fullBeforeHours}小时内取消${late}，开始后不可取消`;
}
