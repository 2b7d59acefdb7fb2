/**
 * Instants and durations for the fee engine; its Shanghai wall-clock arithmetic is @parking/contracts/shanghai-time.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MINUTES_PER_DAY = 1440;

/** An instant as epoch milliseconds, or a Date. */
export type Instant = Date | number;

/** Modulo that is never negative (JavaScript's % keeps the dividend's sign). */
export function mod(value: number, divisor: number): number {
  const r = value % divisor;
  return r < 0 ? r + divisor : r;
}

/** Parses a Shanghai time of day "HH:MM" into minutes after midnight (0–1439). */
export function parseTimeOfDay(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new RangeError(`Not a time of day HH:MM: "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}
