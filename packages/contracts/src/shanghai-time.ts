/**
 * Asia/Shanghai time, the business time zone, for web, server and contracts alike; zod-free, so a first screen may
 * import it (`@parking/contracts/shanghai-time`). China has kept UTC+8 without daylight saving since 1991, so a fixed
 * offset is exact and no Intl time-zone data is needed.
 */

/** Asia/Shanghai is UTC+8 all year round. */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment: a Date, epoch milliseconds, or an ISO 8601 string; null and undefined for "not known". */
export type Moment = Date | number | string | null | undefined;

/** "2026-06-01T10:00:00.000Z" for 10:00 in Shanghai (the UTC fields read as Shanghai's); undefined for no date. */
function wallClock(at: Moment): string | undefined {
  if (at === null || at === undefined || at === '') return undefined;
  const shifted = new Date(new Date(at).getTime() + SHANGHAI_OFFSET_MS);
  return Number.isNaN(shifted.getTime()) ? undefined : shifted.toISOString();
}

/** The business day, "2026-06-01"; '' for a value that is not a date. */
export const shanghaiDay = (at: Moment): string => wallClock(at)?.slice(0, 10) ?? '';

/** "2026-06-01 10:05", as drivers read a time; '' for a value that is not a date. */
export const formatShanghaiMinute = (at: Moment): string => wallClock(at)?.slice(0, 16).replace('T', ' ') ?? '';

/** "10:05", as the pages show a deadline; '' for a value that is not a date. */
export const formatShanghaiClock = (at: Moment): string => wallClock(at)?.slice(11, 16) ?? '';

/** "2026-06-01 10:00:00": Alipay's timestamp and time_expire format; '' for a value that is not a date. */
export const formatShanghaiDateTime = (at: Moment): string => wallClock(at)?.slice(0, 19).replace('T', ' ') ?? '';

/** "2026-06-01T10:00:00+08:00": WeChat Pay's RFC 3339 time_expire; '' for a value that is not a date. */
export function formatShanghaiRfc3339(at: Moment): string {
  const wall = wallClock(at);
  return wall ? `${wall.slice(0, 19)}+08:00` : '';
}

const SHANGHAI_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** Reads "2026-06-01 10:00:00" as Asia/Shanghai; undefined when it is not exactly that shape. */
export function parseShanghaiDateTime(text: string): Date | undefined {
  const match = SHANGHAI_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads an RFC 3339 time with an explicit offset; undefined otherwise. */
export function parseRfc3339(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  return DAY.test(text) && shanghaiDay(`${text}T12:00:00+08:00`) === text;
}

/** Milliseconds since Shanghai midnight of the instant `t` (epoch ms). */
export function shanghaiMsOfDay(t: number): number {
  // % keeps the dividend's sign: instants before 1970 need the second turn.
  return (((t + SHANGHAI_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** The instant of Shanghai midnight that starts the calendar day containing `t`. */
export function shanghaiDayStart(t: number): number {
  return t - shanghaiMsOfDay(t);
}

/** Epoch ms of a Shanghai wall-clock time, e.g. shanghaiTime(2025, 3, 10, 8, 30) for 2025-03-10 08:30 (+08:00). */
export function shanghaiTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - SHANGHAI_OFFSET_MS;
}
