import type { Rng } from '@parking/contracts/plate-samples';

const MINUTE = 60_000;

/** Minutes between two arrivals of a Poisson stream of `ratePerHour` cars (exponentially distributed). */
export function nextArrivalMs(rng: Rng, ratePerHour: number): number {
  if (!(ratePerHour > 0)) throw new RangeError(`rate must be > 0 cars/hour, got ${ratePerHour}`);
  // 1 - rng() is in (0, 1]: the log never sees 0.
  return (-Math.log(1 - rng()) / ratePerHour) * 60 * MINUTE;
}

export interface DwellModel {
  /** Half of the cars stay shorter than this. */
  medianMinutes: number;
  /** Spread of the log-normal distribution: 0.9 gives a long tail of all-day stays. */
  sigma: number;
  minMinutes: number;
  maxMinutes: number;
}

/** A city car park: most stays are one to three hours, some are a few minutes, a few last the whole day. */
export const CITY_DWELL: DwellModel = { medianMinutes: 95, sigma: 0.9, minMinutes: 5, maxMinutes: 20 * 60 };

/** How long a car stays, drawn from a log-normal distribution (Box–Muller), clamped to the model's range. */
export function dwellMs(rng: Rng, model: DwellModel = CITY_DWELL): number {
  const u1 = 1 - rng();
  const u2 = rng();
  const normal = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  const minutes = model.medianMinutes * Math.exp(model.sigma * normal);
  return Math.min(model.maxMinutes, Math.max(model.minMinutes, minutes)) * MINUTE;
}

export const pickOne = <T>(rng: Rng, items: readonly T[]): T => {
  if (items.length === 0) throw new RangeError('nothing to pick from');
  return items[Math.floor(rng() * items.length)]!;
};

/** "10m", "2h", "90s", "500ms" → milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a duration like 90s, 10m or 2h: "${text}"`);
  const unit = { ms: 1, s: 1000, m: MINUTE, h: 60 * MINUTE }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return Number(match[1]) * unit;
}
