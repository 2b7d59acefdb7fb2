/**
 * `npm run bench:device-commands`: a command issued on one node reaching a device whose link is held by another.
 * Starts two nodes on one fresh database (in-memory PGlite shared in this process, or — with TEST_DATABASE_URL — a new
 * PostgreSQL database with a pool and a LISTEN connection per node), connects a gate to node A over the signed
 * WebSocket, issues BENCH_COMMANDS commands on node B (BENCH_CONCURRENCY in flight) and measures issue → the device's
 * receipt. Prints percentiles; exits 1 if p99 exceeds the 500 ms target.
 */
import { randomBytes } from 'node:crypto';
import { API_BASE, DEVICE_LINK_PATH, type DeviceCommandMessage } from '@parking/contracts';
import { signDeviceRequest } from '@parking/contracts/device-signing';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { devices, parks } from '../src/db/schema';
import { createPostgresDatabase, testDatabaseUrl } from '../test/test-database';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const TARGET_P99_MS = 500;
const LINK_URL = `${API_BASE}${DEVICE_LINK_PATH}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const adminUrl = testDatabaseUrl();
  const created = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const open = () => openDatabase({ dataDir: 'memory://', databaseUrl: created?.url });
  const first = await open();
  // PGlite lives in this process: both nodes share it; PostgreSQL: each node its own connections.
  const databases: Database[] = created ? [first, await open()] : [first, first];
  const config = loadConfig({ HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn', PORT: '0' });
  const nodes = [];
  for (const database of databases) nodes.push(await buildApp({ config, database }));
  const [nodeA, nodeB] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
  const label = created ? 'PostgreSQL' : 'PGlite';
  try {
    const originA = (await nodeA.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    const db = first.db;
    const [park] = await db.select({ id: parks.id, dealerId: parks.dealerId }).from(parks).limit(1);
    const gate = { deviceId: `bench-gate-${randomBytes(3).toString('hex')}`, secret: randomBytes(16).toString('hex') };
    await db.insert(devices).values({
      id: gate.deviceId,
      dealerId: park!.dealerId,
      parkId: park!.id,
      kind: 'gate',
      name: '压测道闸',
      secret: gate.secret,
    });

    const socket = new WebSocket(`${originA}${LINK_URL}`, {
      headers: signDeviceRequest(gate, { method: 'GET', path: LINK_URL }),
    });
    const waiting = new Map<number, (at: number) => void>();
    const early = new Map<number, number>();
    socket.on('message', (data) => {
      const at = performance.now();
      const command = JSON.parse(String(data)) as DeviceCommandMessage;
      socket.send(JSON.stringify({ type: 'ack', id: command.id }));
      const resolve = waiting.get(command.id);
      if (resolve) resolve(at);
      else early.set(command.id, at);
    });
    await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
    while ((await nodeA.deviceLinks.holder(gate.deviceId)) !== nodeA.deviceLinks.nodeId) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const latencies: number[] = [];
    async function one(): Promise<void> {
      const started = performance.now();
      const id = await nodeB.deviceLinks.issue({
        deviceId: gate.deviceId,
        dealerId: park!.dealerId,
        kind: 'openGate',
        payload: { lane: 'X1' },
        ttlMs: 60_000,
      });
      const at = early.get(id) ?? (await new Promise<number>((resolve) => waiting.set(id, resolve)));
      latencies.push(at - started);
    }
    const began = performance.now();
    let issued = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (issued < COMMANDS) {
          issued++;
          await one();
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    socket.close();
    const sorted = latencies.sort((x, y) => x - y);
    const ms = (p: number) => percentile(sorted, p).toFixed(1);
    console.log(
      `bench:device-commands on ${label}, 2 nodes (issued on B, device linked to A), ${COMMANDS} commands, ` +
        `${CONCURRENCY} in flight: ${(COMMANDS / seconds).toFixed(0)} commands/s`,
    );
    console.log(`issue → device ms: p50 ${ms(0.5)}  p90 ${ms(0.9)}  p99 ${ms(0.99)}  max ${ms(1)}`);
    const p99 = percentile(sorted, 0.99);
    console.log(p99 <= TARGET_P99_MS ? `p99 within ${TARGET_P99_MS} ms` : `p99 OVER ${TARGET_P99_MS} ms`);
    if (p99 > TARGET_P99_MS) process.exitCode = 1;
  } finally {
    for (const node of nodes) await node.close();
    for (const database of new Set(databases)) await database.close();
    await created?.drop();
  }
}

await main();
