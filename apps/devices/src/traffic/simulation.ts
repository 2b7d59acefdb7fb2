import type { DeviceConfig, EventDecision } from '@parking/contracts';
import { formatFen, formatPlateNo } from '@parking/contracts';
import { cameraPicture } from '@parking/contracts/camera-picture';
import { HANGZHOU, randomPlate, type PlateRegion, type PlateSample, type Rng } from '@parking/contracts/plate-samples';
import type { DeviceClient } from '../client/device-client';
import { DeviceApiError } from '../client/device-client';
import { dwellMs, nextArrivalMs, type DwellModel, CITY_DWELL } from './traffic';

/** What every simulated device shares: its client and park, randomness, pace and where its lines go. */
export interface Simulation {
  client: DeviceClient;
  config: DeviceConfig;
  rng: Rng;
  /** Cars arriving per hour (Poisson). */
  ratePerHour: number;
  /** Time compression: 60 makes an hour's traffic and stays pass in a minute. Events still carry real times. */
  speed: number;
  dwell?: DwellModel;
  /** Attach a generated camera picture to every event. */
  pictures: boolean;
  /** Stops new arrivals; with `drain`, cars inside still leave before the simulation ends. */
  signal: AbortSignal;
  drain: boolean;
  log: (line: string) => void;
  now?: () => number;
}

export interface SimulationStats {
  arrived: number;
  left: number;
  held: number;
  arrears: number;
  refused: number;
}

/** Waits `ms`, or less when `signal` aborts (then resolves false). */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The plates a device sees: its dealer's city first (浙A → Hangzhou's mix with 浙 and A). */
export function regionOf(platePrefix: string): PlateRegion {
  const [province, issuer] = [...platePrefix];
  if (!province) return HANGZHOU;
  return { province, issuer: issuer ?? 'A', otherIssuers: 'BCDEFGHJK'.replace(issuer ?? 'A', '') };
}

export const newStats = (): SimulationStats => ({ arrived: 0, left: 0, held: 0, arrears: 0, refused: 0 });

/** Counts and logs one decision (or refusal) the way an operator watching the lane would read it. */
export function record(
  sim: Simulation,
  stats: SimulationStats,
  what: string,
  car: PlateSample,
  place: string,
  decision: EventDecision,
) {
  if (decision.outcome === 'held') stats.held++;
  if (decision.outcome === 'leftInArrears') stats.arrears++;
  if (decision.outcome === 'left' || decision.outcome === 'leftInArrears') stats.left++;
  const due = decision.dueFen !== null ? ` ${formatFen(decision.dueFen)}` : '';
  sim.log(
    `${sim.client.deviceId} ${what} ${formatPlateNo(car.plateNo)} ${place} → ${decision.action} (${decision.outcome})${due}`,
  );
}

export function refused(sim: Simulation, stats: SimulationStats, what: string, car: PlateSample, error: unknown) {
  stats.refused++;
  const reason = error instanceof DeviceApiError ? `${error.code} ${error.message}` : String(error);
  sim.log(`${sim.client.deviceId} ${what} ${formatPlateNo(car.plateNo)} 被拒绝: ${reason}`);
}

export const pictureOf = (sim: Simulation, car: PlateSample, at: Date, place: string) =>
  sim.pictures
    ? {
        fileData: cameraPicture({ plateNo: car.plateNo, plateColor: car.plateColor, at, place }).toString('base64'),
        suffix: 'png',
      }
    : undefined;

/**
 * Runs arrivals until the signal aborts: each car is handed to `visit`, which plays its whole stay. With `drain`,
 * waits for the cars already inside; otherwise they stay parked on the server, as real cars would.
 */
export async function runArrivals(sim: Simulation, visit: (car: PlateSample) => Promise<void>): Promise<void> {
  const region = regionOf(sim.config.platePrefix);
  const inside: Promise<void>[] = [];
  while (!sim.signal.aborted) {
    if (!(await sleep(nextArrivalMs(sim.rng, sim.ratePerHour) / sim.speed, sim.signal))) break;
    inside.push(visit(randomPlate(sim.rng, region)));
  }
  if (sim.drain) await Promise.allSettled(inside);
}

/**
 * Cars already in the park when the device starts (config.parked) leave over the next hours: each is handed to
 * `leave` after a random part of three hours (compressed by speed), unless the simulation stops first.
 */
export async function departExisting(
  sim: Simulation,
  leave: (car: PlateSample, berthCode: string | null) => Promise<void>,
): Promise<void> {
  const waiting = sim.config.parked.map(async (p) => {
    const car: PlateSample = { plateNo: p.plateNo, plateColor: p.plateColor ?? undefined, category: 'ordinary' };
    if (await sleep((sim.rng() * 3 * 3_600_000) / sim.speed, sim.signal)) await leave(car, p.berthCode);
  });
  await Promise.allSettled(waiting);
}

/** How long this car stays, in real (compressed) time. */
export const stayFor = (sim: Simulation) => dwellMs(sim.rng, sim.dwell ?? CITY_DWELL) / sim.speed;
