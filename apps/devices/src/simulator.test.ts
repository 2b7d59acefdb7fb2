import { seededRng } from '@parking/contracts/plate-samples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../server/test/build-test-app';
import { aTestPark } from '../../server/test/parking';
import { until } from '../../server/test/until';
import { parkingSessions } from '../../server/src/db/schema';
import { aFeeRule } from '../../server/src/modules/tariffs';
import { createDeviceClient, DeviceApiError } from './client/device-client';
import { demoDeviceCredentials } from './client/demo-devices';
import { simulateCollector } from './collector/collector-simulator';
import { simulateGate } from './gate/gate-simulator';
import type { Simulation } from './traffic/simulation';

// The simulator against a real server: five minutes of simulated time pass in a second, and the server's clock
// follows. (Much faster and a request's own latency would count as minutes of clock skew on the server.)
const SPEED = 300;
let t: TestApp;
let server: string;
let start: number;
const simulatedNow = () => {
  const now = start + (Date.now() - start) * SPEED;
  t.clock.set(new Date(now));
  return now;
};

beforeAll(async () => {
  t = await buildTestApp();
  server = await t.app.listen({ port: 0, host: '127.0.0.1' });
  start = Date.now();
  t.clock.set(new Date(start));
});
afterAll(() => t.close());

async function simulation(device: { deviceId: string; secret: string }, seconds: number): Promise<Simulation> {
  const client = createDeviceClient({ server, device, now: simulatedNow });
  return {
    client,
    config: await client.config(),
    rng: seededRng(11),
    ratePerHour: 60,
    speed: SPEED,
    dwell: { medianMinutes: 25, sigma: 0.4, minMinutes: 5, maxMinutes: 45 },
    pictures: true,
    signal: AbortSignal.timeout(seconds * 1000),
    drain: true,
    log: () => {},
    now: simulatedNow,
  };
}

describe('simulated devices against the server', () => {
  it('a gate parks cars and lets them out; a park that lets cars leave first turns unpaid fees into arrears', async () => {
    const park = await aTestPark(t, { leaveFirst: true, rule: aFeeRule({ freeMinutes: 15 }) });
    const stats = await simulateGate(await simulation(park.gate, 2));
    expect(stats.arrived).toBeGreaterThan(5);
    expect(stats.refused).toBe(0);
    expect(stats.left).toBe(stats.arrived);
    const stays = await t.db.select().from(parkingSessions).where(eq(parkingSessions.parkId, park.parkId));
    expect(stays).toHaveLength(stats.arrived);
    expect(stays.filter((s) => s.state === 'arrears')).toHaveLength(stats.arrears);
    expect(stays.every((s) => s.entryPicture && s.exitPicture)).toBe(true);
    expect(stays.every((s) => s.exitedAt! > s.enteredAt)).toBe(true);
  });

  it('a gate of a park that holds cars keeps unpaid ones at the lane, re-reading them', async () => {
    const park = await aTestPark(t, { rule: aFeeRule() });
    const stats = await simulateGate(await simulation(park.gate, 2));
    expect(stats.held).toBeGreaterThan(0);
    const stays = await t.db.select().from(parkingSessions).where(eq(parkingSessions.parkId, park.parkId));
    expect(stays.some((s) => s.state === 'awaitingPayment')).toBe(true);
    expect(stays.filter((s) => s.state === 'arrears')).toHaveLength(0);
  });

  it('a collector starts and ends berth sessions and never double-books a berth', async () => {
    const park = await aTestPark(t, { kind: 'roadSide', rule: aFeeRule({ freeMinutes: 10 }) });
    const sim = await simulation(park.handheld, 3);
    expect(sim.config.collectors.map((c) => c.code)).toContain(park.collectorCode);
    const stats = await simulateCollector(sim, park.collectorCode);
    expect(stats.arrived).toBeGreaterThanOrEqual(3);
    expect(stats.refused).toBe(0);
    const stays = await t.db.select().from(parkingSessions).where(eq(parkingSessions.parkId, park.parkId));
    expect(stays).toHaveLength(stats.arrived);
    expect(stays.every((s) => s.state === 'left' || s.state === 'arrears')).toBe(true);
    expect(stays.some((s) => s.state === 'abnormal')).toBe(false); // no car ever found another in its berth
  });

  it('finds the demo devices through the operator API and signs as them', async () => {
    const devices = await demoDeviceCredentials(server);
    expect(devices.map((d) => d.deviceId)).toEqual(expect.arrayContaining(['HZ-WLGC-GATE', 'HZ-YAL-PDA']));
    const gate = devices.find((d) => d.deviceId === 'HZ-WLGC-GATE')!;
    const config = await createDeviceClient({ server, device: gate, now: simulatedNow }).config();
    expect(config.parked.length).toBeGreaterThan(0);
  });

  it('a wrong secret is refused the way a real device would see it', async () => {
    const client = createDeviceClient({
      server,
      device: { deviceId: 'HZ-WLGC-GATE', secret: 'wrong' },
      now: simulatedNow,
    });
    await expect(client.config()).rejects.toMatchObject(new DeviceApiError(401, '0x3001', '设备签名校验失败'));
  });

  it('keeps a link open: a command issued on the server reaches the gate, carried out once and acknowledged', async () => {
    const park = await aTestPark(t);
    const client = createDeviceClient({ server, device: park.gate, now: simulatedNow });
    const carried: number[] = [];
    const link = await client.link((command) => void carried.push(command.id));
    await until(async () => (await t.app.deviceLinks.holder(park.gate.deviceId)) !== undefined, 'lease taken');
    const id = await t.app.deviceLinks.issue({
      deviceId: park.gate.deviceId,
      dealerId: park.dealerId,
      kind: 'openGate',
      payload: { lane: 'X1' },
      ttlMs: 60_000,
    });
    await until(async () => (await t.app.deviceLinks.pending(park.gate.deviceId)).length === 0, 'acknowledged');
    expect(carried).toEqual([id]);
    link.close();
    expect(await link.closed).toBe(1005);
  });
});
