/**
 * The fee engine's named rounding rules. Every division of time in the engine goes through one of these, so a
 * reviewer can check the rounding of a price in one place. All arithmetic is on integers: no fractional fen exist.
 */

/**
 * STARTED_UNIT_CHARGED_IN_FULL (不足一个计费单位按一个单位计): the number of billing units in `ms` milliseconds when
 * any started unit counts as a whole one. 0 ms is 0 units; 1 ms is 1 unit; exactly k units is k units.
 */
export function startedUnits(ms: number, unitMs: number): number {
  if (!Number.isSafeInteger(ms) || ms < 0)
    throw new RangeError(`startedUnits needs a non-negative integer ms, got ${ms}`);
  if (!Number.isSafeInteger(unitMs) || unitMs <= 0)
    throw new RangeError(`startedUnits needs a positive unit, got ${unitMs}`);
  // `%` is exact on integers; dividing the remainder-free part is exact too, so no float rounding can creep in.
  const rest = ms % unitMs;
  return (ms - rest) / unitMs + (rest > 0 ? 1 : 0);
}

/** MINUTES_ROUNDED_UP: a duration shown in minutes counts a started minute as a whole one (61 s is 2 minutes). */
export function minutesRoundedUp(ms: number): number {
  return startedUnits(ms, 60_000);
}

/** MINUTES_TRUNCATED: elapsed time shown to a driver as "停车时长" drops the seconds (119 s is 1 minute). */
export function minutesTruncated(ms: number): number {
  if (!Number.isSafeInteger(ms) || ms < 0)
    throw new RangeError(`minutesTruncated needs a non-negative integer ms, got ${ms}`);
  return (ms - (ms % 60_000)) / 60_000;
}
