import type { SharingWindow } from '@parking/contracts';
import { formatShanghaiClock, shanghaiDay } from '@parking/contracts/shanghai-time';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;

/** One day of the calendar: its windows that have not ended (none for a day the schedule leaves out). */
export interface CalendarDay {
  /** YYYY-MM-DD, Shanghai. */
  day: string;
  date: number;
  month: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  windows: SharingWindow[];
}

export interface WindowCalendar {
  /** Whole weeks, Monday first, from the week of the first window still to come to that of the last. */
  weeks: CalendarDay[][];
  /** How many windows ended before `now` (not shown). */
  ended: number;
}

const dayMs = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekdayOf = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

/**
 * A share's windows as a month calendar (issue 44: a 31-row list with the past in it): only the windows still going
 * or to come, on the Shanghai day each starts, in weeks of 7 days by weekday.
 */
export function windowCalendar(windows: readonly SharingWindow[], now: number): WindowCalendar {
  const upcoming = windows.filter((w) => Date.parse(w.to) > now);
  const byDay = new Map<string, SharingWindow[]>();
  for (const w of upcoming) {
    const day = shanghaiDay(w.from);
    byDay.set(day, [...(byDay.get(day) ?? []), w]);
  }
  const days = [...byDay.keys()].sort();
  const ended = windows.length - upcoming.length;
  const [first] = days;
  const last = days.at(-1);
  if (!first || !last) return { weeks: [], ended };
  const start = dayMs(first) - weekdayOf(dayMs(first)) * DAY_MS;
  const end = dayMs(last) + (6 - weekdayOf(dayMs(last))) * DAY_MS;
  const weeks: CalendarDay[][] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const day = dayOf(ms);
    const cell = {
      day,
      date: new Date(ms).getUTCDate(),
      month: new Date(ms).getUTCMonth() + 1,
      weekday: weekdayOf(ms),
      windows: byDay.get(day) ?? [],
    };
    if (cell.weekday === 0) weeks.push([]);
    weeks.at(-1)?.push(cell);
  }
  return { weeks, ended };
}

/** A window as the chosen day reads it: 18:00 至 次日09:00, 全天. */
export function windowText(w: SharingWindow): string {
  const from = Date.parse(w.from);
  const to = Date.parse(w.to);
  if (to - from === DAY_MS && formatShanghaiClock(from) === '00:00') return '全天';
  const nextDay = shanghaiDay(to) !== shanghaiDay(from) ? '次日' : '';
  return `${formatShanghaiClock(from)} 至 ${nextDay}${formatShanghaiClock(to)}`;
}
