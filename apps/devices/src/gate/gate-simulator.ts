import { GateAction } from '@parking/contracts';
import type { PlateSample } from '@parking/contracts/plate-samples';
import { nextEventId } from '../client/device-client';
import { pickOne } from '../traffic/traffic';
import {
  departExisting,
  newStats,
  pictureOf,
  record,
  refused,
  runArrivals,
  sleep,
  stayFor,
  type Simulation,
  type SimulationStats,
} from '../traffic/simulation';

/** A held car's camera re-reads it this often (real seconds), until it may leave or gives up. */
export const REREAD_MS = 15_000;
export const GIVE_UP_MS = 10 * 60_000;

/**
 * A gate camera controller at an off-street park: cars arrive at its entry lanes, stay, and leave by its exit lanes.
 * A car held for payment is read again every REREAD_MS (scaled by speed, at least a second) until the gate opens,
 * so a driver paying at the lane (scan-to-pay) sees the barrier rise.
 */
export async function simulateGate(sim: Simulation): Promise<SimulationStats> {
  const stats = newStats();
  const entries = sim.config.lanes.filter((l) => l.direction === 'entry');
  const exits = sim.config.lanes.filter((l) => l.direction === 'exit');
  if (entries.length === 0 || exits.length === 0)
    throw new Error(`${sim.client.deviceId}: the park has no entry or exit lane`);
  const now = sim.now ?? Date.now;

  const read = async (car: PlateSample, type: 'entry' | 'exit', laneCode: string) => {
    const at = new Date(now());
    return sim.client.gateEvent({
      eventId: nextEventId(sim.client.deviceId, at.getTime()),
      type,
      laneCode,
      plateNo: car.plateNo,
      plateColor: car.plateColor,
      occurredAt: at.toISOString(),
      picture: pictureOf(sim, car, at, laneCode),
    });
  };

  /** Drives to an exit lane and waits there until the barrier opens (or gives up). */
  const leave = async (car: PlateSample) => {
    const exit = pickOne(sim.rng, exits).code;
    const reread = Math.max(1000, REREAD_MS / sim.speed);
    for (let waited = 0; waited <= GIVE_UP_MS / sim.speed; waited += reread) {
      try {
        const decision = await read(car, 'exit', exit);
        record(sim, stats, '出场', car, exit, decision);
        if (decision.action !== GateAction.HOLD) return;
      } catch (error) {
        return refused(sim, stats, '出场', car, error);
      }
      if (!(await sleep(reread, sim.drain ? undefined : sim.signal))) return;
    }
    sim.log(`${sim.client.deviceId} 出场 ${car.plateNo} 等待缴费超时，车辆滞留车道`);
  };

  await Promise.all([
    departExisting(sim, leave),
    runArrivals(sim, async (car) => {
      const entry = pickOne(sim.rng, entries).code;
      try {
        stats.arrived++;
        record(sim, stats, '入场', car, entry, await read(car, 'entry', entry));
      } catch (error) {
        return refused(sim, stats, '入场', car, error);
      }
      // A stopped simulation without drain leaves the car parked.
      if (await sleep(stayFor(sim), sim.drain ? undefined : sim.signal)) await leave(car);
    }),
  ]);
  return stats;
}
