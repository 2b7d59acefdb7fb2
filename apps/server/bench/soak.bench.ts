/**
 * `npm run bench:soak` (issue 42): the demo's mixed traffic on two server processes sharing one PostgreSQL, behind
 * the round-robin proxy, for SOAK_SECONDS (600), one node restarted (SIGTERM, then started again on its port) halfway:
 *  - SOAK_PAYERS (3) drivers in turn: a car enters the holding park an hour ago, its bill is paid through the sandbox
 *    wallet, the result is polled until paid, the car leaves (the gate must open);
 *  - SOAK_GATES (2) lanes of free short stays at the leave-first park (entry, exit: the gate must open);
 *  - SOAK_CONNECTORS (100) connectors charging paid orders, MeterValues every 10 s, each charger dialling the next node
 *    when its node goes away; all stop at the end.
 * Prints, per minute, each operation's count, errors and p99, and each node's memory (RSS) per minute; then what was
 * lost: every payment captured once, every answered gate event stored, every order billed its meter's energy, the
 * ledger check. Exits 1 if anything is lost or doubled. Parking locks are not in the mix: their gateways speak MQTT to
 * one broker, which two demo nodes do not share. Needs TEST_DATABASE_URL (`npm run bench:soak` at the root starts
 * a throwaway cluster).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { fillPath, PaymentRoutes, type OrderStatus, type PayableBills, type PayOrder } from '@parking/contracts';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { formatLedgerCheck, ledgerCheck } from '../src/cli/ledger-check';
import { openDatabase } from '../src/db/client';
import { chargingOrders, deviceEvents } from '../src/db/schema';
import { OCPP_PATH } from '../src/modules/charging';
import {
  api,
  exited,
  freePort,
  percentile,
  sleep,
  startNode,
  startNodes,
  startProxy,
  stopNodes,
  until,
  untilUp,
  type Node,
} from '../test/nodes-harness';
import { createPostgresDatabase } from '../test/test-database';
import { aPlate, gateEvent, PARKS } from '../../../e2e/support/devices';
import { Charger, insertBenchChargers, newFleetStats, payForEveryGun, untilFleet } from './ocpp-fleet';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PAYERS = Number(process.env.SOAK_PAYERS ?? 3);
const GATES = Number(process.env.SOAK_GATES ?? 2);
const CONNECTORS = Number(process.env.SOAK_CONNECTORS ?? 100);
const METER_S = 10;
const NODES = 2;

/** Seconds since the bench started on each line: where a slow run's time went. */
const log = (line: string) => console.log(`[bench:soak ${(performance.now() / 1000).toFixed(1)} s] ${line}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Each operation's latencies and errors, per minute of the run. */
class Timeline {
  private readonly started = performance.now();
  readonly ops = new Map<string, { ms: number[]; errors: number }[]>();
  readonly lastErrors: string[] = [];
  minute = () => Math.floor((performance.now() - this.started) / 60_000);
  private slot(op: string) {
    const minutes = this.ops.get(op) ?? [];
    this.ops.set(op, minutes);
    return (minutes[this.minute()] ??= { ms: [], errors: 0 });
  }
  async time<T>(op: string, run: () => Promise<T>): Promise<T> {
    const t = performance.now();
    try {
      const value = await run();
      this.slot(op).ms.push(performance.now() - t);
      return value;
    } catch (error) {
      this.slot(op).errors++;
      this.lastErrors.push(`${op}: ${String(error).slice(0, 200)}`);
      if (this.lastErrors.length > 5) this.lastErrors.shift();
      throw error;
    }
  }
}

const p99 = (values: number[]) =>
  values.length
    ? percentile(
        [...values].sort((a, b) => a - b),
        0.99,
      ).toFixed(0)
    : '-';

/** A process's resident memory in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function main() {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set (run it through `npm run bench:soak` at the root)');
  const loadBefore = load();
  const created = await createPostgresDatabase(admin);
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'soak-'));
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const nodeOptions = { databaseUrl: created.url, publicBaseUrl: proxyUrl, uploadDir };
  const nodes: Node[] = [];
  let proxy: http.Server | undefined;
  const fleet = newFleetStats();
  let chargers: Charger[] = [];
  let failed = false;
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: created.url });
  try {
    await startNodes(NODES, nodeOptions, nodes);
    log(`${NODES} nodes up; the chargers dial them`);
    proxy = startProxy(nodes, proxyPort);
    const db = database.db;
    const t = new Timeline();
    const memory: { minute: number; mb: number[] }[] = [];
    const sampleMemory = () => memory.push({ minute: t.minute(), mb: nodes.map((n) => rssMb(n.process.pid)) });

    const endpoints = () => nodes.map((n) => (exited(n) ? undefined : `${n.url.replace('http', 'ws')}${OCPP_PATH}`));
    const { ids, password } = await insertBenchChargers(db, Math.ceil(CONNECTORS / 2), 'SOAK', 2);
    chargers = ids.map((id, k) => new Charger(id, password, endpoints, k % NODES, fleet, METER_S));
    await Promise.all(chargers.map((c) => c.connect()));
    const byId = new Map(chargers.map((c) => [c.id, c]));
    const chargingOrdersPaid = await payForEveryGun(db, 'SOAK', (order) =>
      byId.get(order.chargerId)!.guns.set(order.connectorId, { order, wh: 0 }),
    );
    await untilFleet(chargers, 'started');
    const reading = setInterval(() => chargers.forEach((c) => c.read()), METER_S * 1000);
    log(
      `${NODES} nodes, ${chargingOrdersPaid.length} connectors charging; ${PAYERS} payers, ${GATES} lanes for ${SECONDS} s`,
    );
    sampleMemory();

    const end = performance.now() + SECONDS * 1000;
    const runStartedAt = new Date();
    const paidOrders: string[] = [];
    const answeredEvents: { deviceId: string; at: number }[] = [];
    let wrongGates = 0;

    const payer = async () => {
      while (performance.now() < end) {
        try {
          const plateNo = aPlate();
          const entry = await t.time('entry (1 h ago)', () => gateEvent(proxyUrl, PARKS.holding, 'entry', plateNo, 60));
          answeredEvents.push({ deviceId: PARKS.holding.deviceId, at: Date.now() });
          const bills = await t.time('payable bills', () =>
            api<PayableBills>(proxyUrl, `${PaymentRoutes.payableBills.path}?uniqueIds=${entry.uniqueId}`),
          );
          const bill = bills.results[0]!;
          const body = { uniqueId: entry.uniqueId, parkId: bill.parkId, payChannel: 3, expectedFen: bills.totalFen };
          const key = randomBytes(16).toString('hex');
          const order = await t.time('pay (order)', () =>
            api<PayOrder>(proxyUrl, PaymentRoutes.payCharges.path, { method: 'POST', body, key }),
          );
          const launch = new URL((order.launch as { url: string }).url, proxyUrl);
          await t.time('sandbox confirm', async () => {
            const res = await fetch(`${proxyUrl}${launch.pathname}/confirm${launch.search}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: '',
              redirect: 'manual',
            });
            if (res.status !== 303) throw new Error(`confirm: ${res.status}`);
          });
          await t.time('until paid', () =>
            until(
              `order ${order.orderNo} paid`,
              async () => {
                const s = await api<OrderStatus>(
                  proxyUrl,
                  fillPath(PaymentRoutes.payChargesSync, { id: order.orderNo }),
                );
                return s.state === 'paid' ? s : undefined;
              },
              30_000,
            ),
          );
          paidOrders.push(order.orderNo);
          const exit = await t.time('exit (paid)', () => gateEvent(proxyUrl, PARKS.holding, 'exit', plateNo));
          answeredEvents.push({ deviceId: PARKS.holding.deviceId, at: Date.now() });
          if (exit.action !== 'open') wrongGates++;
        } catch {
          await sleep(500); // counted as the operation's error; the next car
        }
      }
    };
    const lane = async () => {
      while (performance.now() < end) {
        try {
          const plateNo = aPlate();
          await t.time('entry (free stay)', () => gateEvent(proxyUrl, PARKS.leaveFirst, 'entry', plateNo));
          answeredEvents.push({ deviceId: PARKS.leaveFirst.deviceId, at: Date.now() });
          const exit = await t.time('exit (free stay)', () => gateEvent(proxyUrl, PARKS.leaveFirst, 'exit', plateNo));
          answeredEvents.push({ deviceId: PARKS.leaveFirst.deviceId, at: Date.now() });
          if (exit.action !== 'open') wrongGates++;
        } catch {
          await sleep(500);
        }
      }
    };
    const restart = async () => {
      await sleep((SECONDS / 2) * 1000);
      const old = nodes[1]!;
      fleet.killedAt = performance.now();
      const [stopped] = await stopNodes([old]);
      log(`node 1 stopped on SIGTERM in ${stopped!.ms} ms (code ${stopped!.code}); starting it again`);
      const again = startNode(old.port, nodeOptions);
      nodes[1] = again;
      await untilUp(again, 'node 1 (again)');
      log(`node 1 up again at minute ${t.minute()}`);
    };
    const memoryEveryMinute = setInterval(sampleMemory, 60_000);
    await Promise.all([...Array.from({ length: PAYERS }, payer), ...Array.from({ length: GATES }, lane), restart()]);
    clearInterval(memoryEveryMinute);
    clearInterval(reading);
    sampleMemory();
    chargers.forEach((c) => c.stop());
    log('the run is over; every charger stops and delivers what it queued');
    await untilFleet(chargers, 'delivered');
    fleet.closing = true;

    // What was lost.
    const captures = (
      await database.executeSql(
        `select idempotency_key as key, count(*)::int as n from ledger_transfers
          where idempotency_key = any($1) group by 1`,
        [paidOrders.map((o) => `capture:${o}`)],
      )
    ).rows as { key: string; n: number }[];
    const capturedOnce = captures.filter((c) => Number(c.n) === 1).length;
    const stored = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deviceEvents)
      .where(
        and(
          inArray(deviceEvents.deviceId, [PARKS.holding.deviceId, PARKS.leaveFirst.deviceId]),
          gte(deviceEvents.receivedAt, runStartedAt),
        ),
      );
    const rows = await db
      .select()
      .from(chargingOrders)
      .where(
        inArray(
          chargingOrders.orderNo,
          chargingOrdersPaid.map((o) => o.orderNo),
        ),
      );
    const meterOf = new Map(
      chargingOrdersPaid.map((o) => [o.orderNo, byId.get(o.chargerId)!.guns.get(o.connectorId)!.wh]),
    );
    const energy = (b: { sharp: number; peak: number; flat: number; valley: number }) =>
      b.sharp + b.peak + b.flat + b.valley;
    const wrongEnergy = rows.filter((r) => energy(r.bandWh) !== meterOf.get(r.orderNo)).length;
    const check = await ledgerCheck(db);

    console.log(`\nsoak on PostgreSQL: ${NODES} nodes, ${SECONDS} s, node 1 restarted at ${SECONDS / 2} s`);
    console.log('minute  ' + [...t.ops.keys()].map((op) => op.padEnd(20)).join(''));
    const minutes = Math.max(...[...t.ops.values()].map((m) => m.length));
    for (let m = 0; m < minutes; m++) {
      const cells = [...t.ops.values()].map((ms) => {
        const slot = ms[m];
        if (!slot) return '-'.padEnd(20);
        return `${slot.ms.length}/${slot.errors}e p99 ${p99(slot.ms)}`.padEnd(20);
      });
      console.log(`${String(m).padEnd(8)}${cells.join('')}`);
    }
    console.log('(count/errors, p99 in ms)');
    const totalOps = [...t.ops.values()].flat().reduce((n, s) => n + s.ms.length + s.errors, 0);
    const totalErrors = [...t.ops.values()].flat().reduce((n, s) => n + s.errors, 0);
    console.log(
      `errors:                  ${totalErrors} of ${totalOps} operations (${((totalErrors / Math.max(totalOps, 1)) * 100).toFixed(2)}%)` +
        (t.lastErrors.length ? `; last: ${t.lastErrors.join(' | ')}` : ''),
    );
    for (const { minute, mb } of memory) {
      console.log(
        `memory at minute ${String(minute).padEnd(3)}    ${mb.map((v, i) => `node ${i} ${v.toFixed(0)} MB`).join(', ')}`,
      );
    }
    console.log(
      `chargers:                MeterValues round trip p99 ${p99(fleet.rttBefore)} ms before the restart, ` +
        `${p99(fleet.rttAfter)} ms after; back on a node in ${fleet.reconnectMs.length ? Math.max(...fleet.reconnectMs).toFixed(0) : '-'} ms at most`,
    );
    console.log(
      `payments:                ${paidOrders.length} paid, ${capturedOnce} captured exactly once; gates: ${wrongGates} wrong answers`,
    );
    console.log(`gate events:             ${answeredEvents.length} answered, ${stored[0]!.n} stored`);
    console.log(
      `charging:                ${fleet.started} started, ${fleet.stopped} stopped; ${fleet.readings} readings sent, ${fleet.answered} answered; ${rows.length - wrongEnergy} of ${rows.length} orders billed their meter`,
    );
    console.log(`ledger:check             ${check.violations.length ? formatLedgerCheck(check) : 'OK'}`);
    console.log(`load average before ${loadBefore}, after ${load()}`);
    failed =
      capturedOnce !== paidOrders.length ||
      wrongGates > 0 ||
      stored[0]!.n < answeredEvents.length ||
      wrongEnergy > 0 ||
      fleet.readings !== fleet.answered ||
      fleet.stopped !== fleet.started ||
      check.violations.length > 0;
    console.log(failed ? 'LOST OR DOUBLED: see above' : 'nothing lost, nothing doubled');
  } finally {
    fleet.closing = true;
    await Promise.all(chargers.map((c) => c.client?.close({ force: true }).catch(() => undefined)));
    proxy?.close();
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
