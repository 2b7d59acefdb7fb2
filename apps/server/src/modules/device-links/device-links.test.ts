import { API_BASE, DEVICE_LINK_PATH, type DeviceCommandMessage } from '@parking/contracts';
import { signDeviceRequest, type DeviceCredentials } from '@parking/contracts/device-signing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aTestPark, type TestPark } from '../../../test/parking';
import { until } from '../../../test/until';
import { deviceCommands, deviceLeases } from '../../db/schema';
import { LINK_TAKEN_OVER } from '.';

const LINK_URL = `${API_BASE}${DEVICE_LINK_PATH}`;

// Two nodes on one database: a device's socket on one, commands issued on the other.
let a: TestApp;
let b: TestApp;
let park: TestPark;
const origin = new Map<TestApp, string>();
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({ sameDatabaseAs: a, clock: a.clock });
  for (const t of [a, b]) origin.set(t, (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws'));
  park = await aTestPark(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

interface TestDevice {
  socket: WebSocket;
  commands: DeviceCommandMessage[];
  closed: Promise<number>;
}

/** A device opening its link to `node`, signed like its HTTP requests; resolves once the node has taken its lease. */
async function connect(node: TestApp, device: DeviceCredentials, sign = device): Promise<TestDevice> {
  const headers = signDeviceRequest(sign, { method: 'GET', path: LINK_URL, now: node.clock.now().getTime() });
  const socket = new WebSocket(`${origin.get(node)}${LINK_URL}`, { headers });
  const commands: DeviceCommandMessage[] = [];
  socket.on('message', (data) => commands.push(JSON.parse(String(data)) as DeviceCommandMessage));
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.on('error', reject);
  });
  await until(async () => (await holderOf(device.deviceId)) === node.app.deviceLinks.nodeId, 'lease taken');
  return { socket, commands, closed };
}

const holderOf = (deviceId: string) => a.app.deviceLinks.holder(deviceId);
const issue = (node: TestApp, kind: string, ttlMs = 60_000) =>
  node.app.deviceLinks.issue({
    deviceId: park.gate.deviceId,
    dealerId: park.dealerId,
    kind,
    payload: { lane: 'X1' },
    ttlMs,
  });
const ackedAt = async (id: number) =>
  (await a.db.select().from(deviceCommands).where(eq(deviceCommands.id, id)))[0]!.ackedAt;

describe('device links across nodes', () => {
  it('refuses a link without a valid signature, and leases nothing', async () => {
    const forged = { deviceId: park.gate.deviceId, secret: 'not-the-secret' };
    await expect(connect(a, park.gate, forged)).rejects.toThrow('refused 401');
    const replayed = signDeviceRequest(park.gate, { method: 'GET', path: LINK_URL, now: a.clock.now().getTime() });
    const first = new WebSocket(`${origin.get(a)}${LINK_URL}`, { headers: replayed });
    await new Promise((resolve) => first.on('open', resolve));
    first.close();
    await until(async () => (await holderOf(park.gate.deviceId)) === undefined, 'lease released');
    // The same node: on PGlite each process keeps its nonces in memory (one process per data directory).
    const again = new WebSocket(`${origin.get(a)}${LINK_URL}`, { headers: replayed });
    const status = await new Promise<number>((resolve) =>
      again.on('unexpected-response', (_q, res) => resolve(res.statusCode!)),
    );
    expect(status).toBe(401);
    expect(await holderOf(park.gate.deviceId)).toBeUndefined();
  });

  it('delivers a command issued on another node, once, and records the acknowledgement', async () => {
    const gate = await connect(a, park.gate);
    const id = await issue(b, 'openGate');
    await until(() => gate.commands.length === 1, 'command delivered');
    expect(gate.commands[0]).toEqual({ type: 'command', id, kind: 'openGate', payload: { lane: 'X1' } });
    // Another device's ack of this id changes nothing; the gate's own does.
    await expect(a.app.deviceLinks.ack(park.handheld.deviceId, id)).resolves.toBe(false);
    gate.socket.send(JSON.stringify({ type: 'ack', id }));
    await until(async () => (await ackedAt(id)) !== null, 'acknowledged');
    // A later wake-up (another command) does not send the first again.
    const second = await issue(b, 'hold');
    await until(() => gate.commands.length === 2, 'second command');
    expect(gate.commands.map((c) => c.id)).toEqual([id, second]);
    gate.socket.close();
    await until(async () => (await holderOf(park.gate.deviceId)) === undefined, 'lease released on close');
  });

  it("takes a dead node's device over: its lease expires, the device reconnects elsewhere and gets what is pending", async () => {
    const gate = await connect(a, park.gate);
    // Node a dies: it renews no more, and after the lease time its row is expired (as here).
    await a.db.update(deviceLeases).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await holderOf(park.gate.deviceId)).toBeUndefined();
    const pending = await issue(b, 'openGate');
    const expired = await issue(b, 'hold', 1);
    // Nobody holds the device: a's socket (half-open after its death) gets nothing.
    await b.app.events.settle();
    await a.app.events.settle();
    expect(gate.commands.map((c) => c.id)).not.toContain(pending);

    const moved = await connect(b, park.gate);
    await until(() => moved.commands.some((c) => c.id === pending), 'pending command after takeover');
    expect(moved.commands.map((c) => c.id)).not.toContain(expired);
    // Were a still alive, its next renewal finds the lease gone and closes its socket.
    await a.app.deviceLinks.renewLeases();
    expect(await gate.closed).toBe(LINK_TAKEN_OVER);
    expect(await holderOf(park.gate.deviceId)).toBe(b.app.deviceLinks.nodeId);
    moved.socket.close();
  });

  it('a newer connection takes the lease from a live node', async () => {
    const old = await connect(a, park.handheld);
    const fresh = await connect(b, park.handheld);
    await a.app.deviceLinks.renewLeases();
    expect(await old.closed).toBe(LINK_TAKEN_OVER);
    const id = await a.app.deviceLinks.issue({
      deviceId: park.handheld.deviceId,
      dealerId: park.dealerId,
      kind: 'sync',
      payload: {},
      ttlMs: 60_000,
    });
    await until(() => fresh.commands.some((c) => c.id === id), 'command on the newer link');
    expect(old.commands.map((c) => c.id)).not.toContain(id);
    fresh.socket.close();
  });

  it('prunes commands acknowledged or expired a day ago, keeps the rest', async () => {
    const old = await issue(b, 'openGate');
    const live = await issue(b, 'hold');
    await a.db
      .update(deviceCommands)
      .set({ ackedAt: sql`now() - interval '2 days'` })
      .where(eq(deviceCommands.id, old));
    await a.app.jobs.runNow('deviceCommands.prune');
    const left = (await a.db.select({ id: deviceCommands.id }).from(deviceCommands)).map((r) => r.id);
    expect(left).not.toContain(old);
    expect(left).toContain(live);
  });
});
