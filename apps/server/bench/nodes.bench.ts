/**
 * `npm run bench:nodes`: what a second node buys, measured in one run on one throwaway PostgreSQL (BENCH_DATABASE_URL
 * or TEST_DATABASE_URL, an admin URL, else a cluster started for the run). Two server processes (src/main.ts, started
 * as proof:nodes starts them, test/nodes-harness.ts) and the round-robin proxy in a process of its own, once in front
 * of node A alone and once in front of both:
 *   (a) the anonymous plate lookup (what the pay page asks first), flat out for BENCH_SECONDS through each proxy;
 *   (b) payment notifications (signed as the sandbox signs them, each order's once) until BENCH_ORDERS orders are
 *       captured, through each proxy;
 *   (c) push latency: BENCH_PUSHES orders whose result pages hold their push stream (PushOps.orderEvents) on node B
 *       while their notifications go to node A: notification sent → `changed` arrives, p50/p95/p99/max; and beside
 *       it, as its limit, as many orders whose pages and notifications are both on node A (no crossing).
 * Prints figures (never a pass/fail on time) and checks every order was captured once and the ledger holds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { inArray } from 'drizzle-orm';
import { API_BASE, ParkingRoutes, PaymentOps, PaymentRoutes, type PayOrder } from '@parking/contracts';
import { postgresForThisProcess } from '@parking/throwaway-postgres';
import { systemClock } from '../src/clock';
import { IN_MEMORY } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { sandboxTrades } from '../src/db/schema';
import { createSandboxProvider } from '../src/integrations/payments/sandbox';
import { ledgerCheck } from '../src/cli/ledger-check';
import { urlOf } from '../test/call';
import {
  api,
  freePort,
  percentile,
  SANDBOX_SECRET,
  spawnProxy,
  startNodes,
  stopNodes,
  watch,
  withTimeout,
  type Node,
} from '../test/nodes-harness';
import { createPostgresDatabase } from '../test/test-database';
import { insertArrears } from './arrears';

// A smaller history than bench:lookup's million: the lookup is an index probe either way, and the fill is the slow part.
process.env.BENCH_HISTORICAL ??= '200000';
const { fillLookupData, lookupHeaders, randomLookupBody } = await import('./lookup-data');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 1000);
/** Notifications in flight while pushes are measured: a steady stream, not a burst that measures a queue. */
const PUSH_CONCURRENCY = 8;
const DEALER = '330100';
const NOTIFY_PATH = urlOf(PaymentOps.providerNotify, { provider: 'sandbox' });

const log = (line: string) => console.log(`[bench:nodes] ${line}`);
const fixed = (n: number) => n.toFixed(0);

/** Runs `work` on each item with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Sandbox {
  signed(orderNo: string): Promise<{ headers: Record<string, string>; rawBody: string }>;
}

/** Unpaid orders for `count` bills in arrears, created over HTTP through `base`, then paid at the sandbox. */
async function paidOrders(database: Database, base: string, count: number, issuer: string): Promise<string[]> {
  const { parkId, stays } = await insertArrears(database.db, { dealerId: DEALER, count, issuer });
  const orders: string[] = [];
  await pool(stays, 8, async (stay) => {
    const body = { uniqueId: stay.id, parkId, payChannel: 3, expectedFen: stay.totalFen };
    const key = randomBytes(16).toString('hex');
    const order = await api<PayOrder>(base, PaymentRoutes.payCharges.path, { method: 'POST', body, key });
    orders.push(order.orderNo);
  });
  // The payers confirmed at their wallets: paid at the sandbox, nothing delivered to us yet.
  await database.db
    .update(sandboxTrades)
    .set({ state: 'SUCCESS', paidAt: new Date(Math.floor(Date.now() / 1000) * 1000) })
    .where(inArray(sandboxTrades.orderNo, orders));
  return orders;
}

async function lookups(base: string) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: `${API_BASE}${ParkingRoutes.plateLookup.path}`,
        setupRequest: (req) => ({ ...req, headers: lookupHeaders(false), body: randomLookupBody() }),
      },
    ],
  });
  return {
    rps: result.requests.total / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Sends a signed notification as the provider does; resolves with its status. */
async function notify(base: string, note: { headers: Record<string, string>; rawBody: string }): Promise<number> {
  const res = await fetch(`${base}${NOTIFY_PATH}`, { method: 'POST', headers: note.headers, body: note.rawBody });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Every order's notification once, CONNECTIONS at a time, through `base`; throughput from the first send to the last
 * answer. (Not autocannon: its `amount` with a request per order skips the first request it builds on each connection.)
 */
async function notifications(base: string, orders: string[], sandbox: Sandbox) {
  const notes = await Promise.all(orders.map((orderNo) => sandbox.signed(orderNo)));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await pool(notes, CONNECTIONS, async (note) => {
    const sent = performance.now();
    const status = await notify(base, note).catch(() => 0);
    latencies.push(performance.now() - sent);
    if (status < 200 || status >= 300) errors++;
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return {
    rps: notes.length / seconds,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors,
  };
}

/** Each order's page holds its stream on `pages`; its notification goes to `notified`: notification sent → push. */
async function pushLatency(pages: Node, notified: Node, orders: string[], sandbox: Sandbox) {
  const streams = new Map<string, Awaited<ReturnType<typeof watch>>>();
  await pool(orders, 20, async (orderNo) => void streams.set(orderNo, await watch(pages, orderNo)));
  const notes = new Map(await Promise.all(orders.map(async (o) => [o, await sandbox.signed(o)] as const)));
  const sentAt = new Map<string, number>();
  let refused = 0;
  await pool(orders, PUSH_CONCURRENCY, async (orderNo) => {
    const note = notes.get(orderNo)!;
    sentAt.set(orderNo, Date.now());
    const status = await notify(notified.url, note);
    if (status < 200 || status >= 300) refused++;
  });
  await withTimeout(Promise.all([...streams.values()].map((stream) => stream.changed)), 60_000, 'every push').catch(
    () => undefined,
  );
  for (const stream of streams.values()) stream.close();
  const latencies = orders
    .map((orderNo) => streams.get(orderNo)!.pushedAt()! - sentAt.get(orderNo)!)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  return { latencies, missing: orders.length - latencies.length, refused };
}

async function main() {
  const postgres = await postgresForThisProcess(['BENCH_DATABASE_URL', 'TEST_DATABASE_URL']);
  const created = await createPostgresDatabase(postgres.url);
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'bench-nodes-uploads-'));
  const [onePort, twoPort] = [await freePort(), await freePort()];
  const [one, two] = [`http://127.0.0.1:${onePort}`, `http://127.0.0.1:${twoPort}`];
  const nodes: Node[] = [];
  const proxies: ChildProcess[] = [];
  let database: Database | undefined;
  const lines: string[] = [];
  try {
    const env = { LOG_LEVEL: 'error', PAY_SWEEP_INTERVAL_MS: '0' };
    await startNodes(2, { databaseUrl: created.url, publicBaseUrl: two, uploadDir, env }, nodes);
    const [a, b] = nodes as [Node, Node];
    proxies.push(await spawnProxy([a], onePort), await spawnProxy([a, b], twoPort));
    database = await openDatabase({ databaseUrl: created.url, dataDir: IN_MEMORY });
    await fillLookupData(database, (line) => log(line));
    const provider = createSandboxProvider({
      db: database.db,
      clock: systemClock,
      secret: SANDBOX_SECRET,
      checkoutUrl: () => '',
      notifier: {
        deliver: () => {},
        idle: async () => {},
        stats: { attempts: 0, lost: 0, delivered: 0, refused: 0 },
        stop: () => {},
      },
    });
    const sandbox: Sandbox = { signed: (orderNo) => provider.notificationOf(orderNo) };

    log(`orders: ${ORDERS} + ${ORDERS} for the notification runs, ${PUSHES} for the pushes…`);
    const forOne = await paidOrders(database, two, ORDERS, 'D');
    const forTwo = await paidOrders(database, two, ORDERS, 'E');
    const forPushes = await paidOrders(database, two, PUSHES, 'F');
    const forSameNode = await paidOrders(database, two, PUSHES, 'G');

    log(
      `load average before the runs: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await lookups(two); // warm up both nodes: JIT, caches, the planner
    const lookupOne = await lookups(one);
    const lookupTwo = await lookups(two);
    const notifyOne = await notifications(one, forOne, sandbox);
    const notifyTwo = await notifications(two, forTwo, sandbox);
    const push = await pushLatency(b, a, forPushes, sandbox);
    const sameNode = await pushLatency(a, a, forSameNode, sandbox);

    const row = (what: string, r: { rps: number; p50: number; p99: number; errors: number }) =>
      `${what.padEnd(28)} ${fixed(r.rps).padStart(5)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
    lines.push(
      row('lookup, 1 node', lookupOne),
      row('lookup, 2 nodes', lookupTwo),
      `  lookup ratio 2 nodes / 1 node: ${(lookupTwo.rps / lookupOne.rps).toFixed(2)}`,
      row('notifications, 1 node', notifyOne),
      row('notifications, 2 nodes', notifyTwo),
      `  notification ratio 2 nodes / 1 node: ${(notifyTwo.rps / notifyOne.rps).toFixed(2)}`,
    );
    const pushRow = (what: string, r: typeof push, of: number) =>
      `${what}, ${r.latencies.length} of ${of} orders: ` +
      `p50 ${percentile(r.latencies, 0.5)} ms  p95 ${percentile(r.latencies, 0.95)} ms  ` +
      `p99 ${percentile(r.latencies, 0.99)} ms  max ${r.latencies.at(-1)} ms` +
      (r.missing || r.refused ? `  (missing ${r.missing}, refused ${r.refused})` : '');
    lines.push(
      pushRow('push, notification on A → page on B', push, forPushes.length),
      pushRow('  limit: notification and page on A', sameNode, forSameNode.length),
    );

    const orders = [...forOne, ...forTwo, ...forPushes, ...forSameNode];
    const rows = async <T>(text: string, values?: unknown[]) => (await database!.executeSql(text, values)).rows as T[];
    const statesOf = async (group: string[]) =>
      (
        await rows<{ state: string; n: number }>(
          `select state, count(*)::int as n from payment_orders where order_no = any($1) group by 1 order by 1`,
          [group],
        )
      )
        .map((s) => `${s.n} ${s.state}`)
        .join(', ');
    const [captures] = await rows<{ n: number; distinct: number }>(
      `select count(*)::int as n, count(distinct idempotency_key)::int as distinct from ledger_transfers
        where idempotency_key = any($1)`,
      [orders.map((o) => `capture:${o}`)],
    );
    const [unpaid] = await rows<{ n: number }>(
      `select count(*)::int as n from payment_orders where order_no = any($1) and state <> 'paid'`,
      [orders],
    );
    // The lookup's history is made-up stays with paid amounts and no payments (bench:lookup only reads them): gone
    // before the invariants are checked.
    await rows(`delete from parking_sessions where park_id in (select id from parks where name ~ '^压测车场[0-9]+$')`);
    const { violations } = await ledgerCheck(database.db);
    lines.push(
      `orders: 1-node run ${await statesOf(forOne)}; 2-node run ${await statesOf(forTwo)}; ` +
        `pushes ${await statesOf([...forPushes, ...forSameNode])}; capture transfers ${captures!.n} (${captures!.distinct} distinct)`,
      `ledger:check ${violations.length === 0 ? 'clean' : `${violations.length} violations, e.g. ${JSON.stringify(violations.slice(0, 3))}`}`,
      `load average after: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')} (2 cores: figures are noisy)`,
    );
    const ok =
      unpaid!.n === 0 &&
      captures!.n === orders.length &&
      captures!.distinct === orders.length &&
      violations.length === 0;
    if (!ok) process.exitCode = 1;
  } finally {
    await database?.close();
    for (const proxy of proxies) proxy.kill('SIGTERM');
    const stops = await stopNodes(nodes);
    lines.push(`nodes stopped on SIGTERM in ${stops.map((s) => `${s.ms} ms`).join(', ')}`);
    await created.drop();
    await postgres.stop();
    await rm(uploadDir, { recursive: true, force: true });
  }
  console.log(`\nbench:nodes, ${CONNECTIONS} connections, lookups ${SECONDS} s per run:`);
  for (const line of lines) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
