/**
 * Instants and Asia/Shanghai wall-clock arithmetic for the fee engine. China has had no daylight saving time since
 * 1991, so Shanghai local time is exactly UTC+8: every conversion is integer arithmetic on epoch milliseconds.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MINUTES_PER_DAY = 1440;
/** Asia/Shanghai is UTC+8 all year round. */
export const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

/** An instant as epoch milliseconds, or a Date. */
export type Instant = Date | number;

/** Modulo that is never negative (JavaScript's % keeps the dividend's sign). */
export function mod(value: number, divisor: number): number {
  const r = value % divisor;
  return r < 0 ? r + divisor : r;
}

/** Milliseconds since Shanghai midnight of the instant `t` (epoch ms). */
export function shanghaiMsOfDay(t: number): number {
  return mod(t + SHANGHAI_OFFSET_MS, DAY_MS);
}

/** The instant of Shanghai midnight that starts the calendar day containing `t`. */
export function shanghaiDayStart(t: number): number {
  return t - shanghaiMsOfDay(t);
}

/** Parses a Shanghai time of day "HH:MM" into minutes after midnight (0–1439). */
export function parseTimeOfDay(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new RangeError(`Not a time of day HH:MM: "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Epoch ms of a Shanghai wall-clock time, e.g. shanghaiTime(2025, 3, 10, 8, 30) for 2025-03-10 08:30 (+08:00). */
export function shanghaiTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - SHANGHAI_OFFSET_MS;
}
