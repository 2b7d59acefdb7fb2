import { nextEventId } from '../client/device-client';
import { pickOne } from '../traffic/traffic';
import type { PlateSample } from '@parking/contracts/plate-samples';
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

/**
 * A collector with a handheld on a road-side street: cars take free berths, the collector starts their sessions
 * with a photo, and ends them when they drive off. Cars finding every berth taken drive on.
 */
export async function simulateCollector(sim: Simulation, collectorCode: string): Promise<SimulationStats> {
  const stats = newStats();
  const occupied = new Set(sim.config.parked.map((p) => p.berthCode));
  const free = new Set(sim.config.berths.filter((b) => !occupied.has(b)));
  const now = sim.now ?? Date.now;
  if (sim.config.berths.length === 0) throw new Error(`${sim.client.deviceId}: the park has no berths`);

  const event = (type: 'start' | 'end', car: { plateNo: string; plateColor: 2 | undefined }, berthCode: string) => {
    const at = new Date(now());
    return sim.client.collectorEvent({
      eventId: nextEventId(sim.client.deviceId, at.getTime()),
      type,
      collectorCode,
      berthCode,
      plateNo: car.plateNo,
      plateColor: car.plateColor,
      occurredAt: at.toISOString(),
      picture: pictureOf(sim, { ...car, category: 'ordinary' }, at, berthCode),
    });
  };

  const end = async (car: PlateSample, berth: string) => {
    try {
      record(sim, stats, '结束停车', car, berth, await event('end', car, berth));
    } catch (error) {
      refused(sim, stats, '结束停车', car, error);
    }
  };

  const existing = departExisting(sim, async (car, berth) => {
    if (!berth) return;
    await end(car, berth);
    free.add(berth);
  });

  const arrivals = runArrivals(sim, async (car) => {
    if (free.size === 0) return sim.log(`${sim.client.deviceId} 泊位已满，${car.plateNo} 驶离`);
    const berth = pickOne(sim.rng, [...free]);
    free.delete(berth);
    try {
      try {
        stats.arrived++;
        record(sim, stats, '开始停车', car, berth, await event('start', car, berth));
      } catch (error) {
        return refused(sim, stats, '开始停车', car, error);
      }
      if (await sleep(stayFor(sim), sim.drain ? undefined : sim.signal)) await end(car, berth);
    } finally {
      free.add(berth);
    }
  });
  await Promise.all([existing, arrivals]);
  return stats;
}
