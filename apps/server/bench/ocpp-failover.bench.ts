/**
 * `npm run bench:ocpp-failover` (issue 42): BENCH_CONNECTORS (6,000) simulated connectors on three server processes
 * sharing one PostgreSQL (charger k first dials node k mod 3; each node leases the chargers it holds, decision 036),
 * every gun charging an order paid for it, MeterValues every BENCH_METER_S (30, as at 2,000 connectors a node) seconds. Halfway through
 * BENCH_SECONDS (120), one node is killed (SIGKILL: no goodbye, its leases left to expire). Its chargers dial the next
 * node at once, as a charger behind a load balancer does, keeping their unanswered MeterValues and sending them after
 * BootNotification, as OCPP 1.6 asks of a charger that lost its connection. At the end every gun stops.
 *
 * Prints how long the killed node's chargers took to be answered by another node (against the lease time), the
 * MeterValues round trip before and after the kill, and counts: transactions started and stopped, readings sent,
 * answered and still queued; then, from the database, every order's billed energy against its meter (a reading lost
 * bills less, one counted twice bills more), orders settled once, and the ledger check. Exits 1 if anything is lost or
 * doubled. Needs TEST_DATABASE_URL (`npm run bench:ocpp-failover` at the root starts a throwaway cluster).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { formatLedgerCheck, ledgerCheck } from '../src/cli/ledger-check';
import { openDatabase } from '../src/db/client';
import { chargingOrders } from '../src/db/schema';
import { CHARGER_LEASE_MS, OCPP_PATH } from '../src/modules/charging';
import { exited, percentile, sleep, startNodes, stopNodes, type Node } from '../test/nodes-harness';
import { createPostgresDatabase } from '../test/test-database';
import { Charger, insertBenchChargers, newFleetStats, payForEveryGun, untilFleet } from './ocpp-fleet';

const CONNECTORS = Number(process.env.BENCH_CONNECTORS ?? 6000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const METER_S = Number(process.env.BENCH_METER_S ?? 30);
const NODES = 3;
const CONNECT_BATCH = 50;

const log = (line: string) => console.log(`[bench:ocpp-failover] ${line}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? `p50 ${percentile(sorted, 0.5).toFixed(0)}  p99 ${percentile(sorted, 0.99).toFixed(0)}  max ${sorted.at(-1)!.toFixed(0)} ms (${sorted.length})`
    : 'none';
};

async function main() {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin)
    throw new Error('TEST_DATABASE_URL is not set (run it through `npm run bench:ocpp-failover` at the root)');
  const loadBefore = load();
  const created = await createPostgresDatabase(admin);
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'ocpp-failover-'));
  const nodes: Node[] = [];
  const stats = newFleetStats();
  let chargers: Charger[] = [];
  let failed = false;
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: created.url });
  try {
    await startNodes(NODES, { databaseUrl: created.url, publicBaseUrl: 'http://127.0.0.1', uploadDir }, nodes);
    const endpoints = () => nodes.map((n) => (exited(n) ? undefined : `${n.url.replace('http', 'ws')}${OCPP_PATH}`));
    const db = database.db;
    const { ids, password } = await insertBenchChargers(db, Math.ceil(CONNECTORS / 2), 'FAIL', 1);
    chargers = ids.map((id, k) => new Charger(id, password, endpoints, k % NODES, stats, METER_S));
    log(`${ids.length} chargers (${ids.length * 2} connectors) dialling ${NODES} nodes; load ${loadBefore}`);
    const connecting = performance.now();
    for (let i = 0; i < chargers.length; i += CONNECT_BATCH) {
      await Promise.all(chargers.slice(i, i + CONNECT_BATCH).map((c) => c.connect()));
    }
    log(`connected in ${((performance.now() - connecting) / 1000).toFixed(1)} s; paying for every gun…`);
    const byId = new Map(chargers.map((c) => [c.id, c]));
    const orders = await payForEveryGun(db, 'FAIL', (order) =>
      byId.get(order.chargerId)!.guns.set(order.connectorId, { order, wh: 0 }),
    );
    await untilFleet(chargers, 'started', 120_000);
    log(`${stats.started} transactions started; MeterValues every ${METER_S} s for ${SECONDS} s`);

    const reading = setInterval(() => chargers.forEach((c) => c.read()), METER_S * 1000);
    await sleep((SECONDS / 2) * 1000);
    const victim = nodes[0]!;
    const held = chargers.filter((c) => c.client && c.node === 0).length;
    stats.killedAt = performance.now();
    victim.process.kill('SIGKILL');
    log(`node 0 killed (it held ${held} chargers)`);
    await sleep((SECONDS / 2) * 1000);
    clearInterval(reading);

    chargers.forEach((c) => c.stop());
    await untilFleet(chargers, 'delivered');
    stats.closing = true;

    const rows = await db
      .select()
      .from(chargingOrders)
      .where(
        inArray(
          chargingOrders.orderNo,
          orders.map((o) => o.orderNo),
        ),
      );
    const meterOf = new Map(orders.map((o) => [o.orderNo, byId.get(o.chargerId)!.guns.get(o.connectorId)!.wh]));
    const energy = (b: { sharp: number; peak: number; flat: number; valley: number }) =>
      b.sharp + b.peak + b.flat + b.valley;
    const wrongEnergy = rows.filter((r) => energy(r.bandWh) !== meterOf.get(r.orderNo));
    const notSettled = rows.filter((r) => r.state !== 'settled' && r.state !== 'finished');
    const check = await ledgerCheck(db);

    console.log(`\nOCPP failover on PostgreSQL: ${orders.length} connectors on ${ids.length} chargers, ${NODES} nodes`);
    console.log(`killed node held:        ${held} chargers`);
    console.log(
      `answered by another node: ${figures(stats.reconnectMs)} after the kill (lease ${CHARGER_LEASE_MS} ms)`,
    );
    console.log(`MeterValues round trip:  before the kill ${figures(stats.rttBefore)}`);
    console.log(`                         after the kill  ${figures(stats.rttAfter)}`);
    console.log(
      `transactions:            ${stats.started} started, ${stats.stopped} stopped, ${notSettled.length} not settled`,
    );
    console.log(
      `readings:                ${stats.readings} sent, ${stats.answered} answered, ` +
        `${chargers.reduce((n, c) => n + c.queue.length, 0)} still queued`,
    );
    console.log(
      `billed energy:           ${rows.length - wrongEnergy.length} of ${orders.length} orders equal their meter` +
        (wrongEnergy.length
          ? ` (first wrong: ${wrongEnergy[0]!.orderNo} billed ${energy(wrongEnergy[0]!.bandWh)} Wh of ${meterOf.get(wrongEnergy[0]!.orderNo)})`
          : ''),
    );
    console.log(`ledger:check             ${check.violations.length ? formatLedgerCheck(check) : 'OK'}`);
    console.log(`load average before ${loadBefore}, after ${load()}`);
    const reconnectedInTime = stats.reconnectMs.every((ms) => ms <= CHARGER_LEASE_MS);
    failed =
      wrongEnergy.length > 0 ||
      notSettled.length > 0 ||
      rows.length !== orders.length ||
      stats.readings !== stats.answered ||
      stats.stopped !== stats.started ||
      check.violations.length > 0 ||
      stats.reconnectMs.length < held;
    console.log(
      `${failed ? 'LOST OR DOUBLED: see above' : 'nothing lost, nothing billed twice'}; ` +
        `every charger back ${reconnectedInTime ? 'within' : 'OVER'} the lease time`,
    );
  } finally {
    stats.closing = true;
    await Promise.all(chargers.map((c) => c.client?.close({ force: true }).catch(() => undefined)));
    await stopNodes(nodes);
    await database.close();
    await created.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
