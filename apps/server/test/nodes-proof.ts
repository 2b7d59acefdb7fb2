// `npm run proof:nodes` (apps/server/test/nodes-proof.ts): three server processes on one PostgreSQL behind a round-robin proxy (http-proxy). Parking
// payments and the gate run through the proxy; one node is killed between a payer's confirmation and its
// notification; then: every order paid exactly once, the ledger, payments and wallet invariants hold (ledger:check),
// and every periodic job slot ran once. Needs TEST_DATABASE_URL (an admin URL; with-postgres.ts provides one).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  API_BASE,
  encodePayload,
  fillPath,
  HealthRoutes,
  IDEMPOTENCY_KEY_HEADER,
  PaymentRoutes,
  PushEvent,
  PushRoutes,
  RequestHeader,
  type PayableBills,
  type PayOrder,
  type OrderStatus,
} from '@parking/contracts';
import httpProxy from 'http-proxy';
import { openDatabase } from '../src/db/client';
import { ledgerCheck } from '../src/cli/ledger-check';
import { createPostgresDatabase } from './test-database';
import { aPlate, gateEvent, PARKS } from '../../../e2e/support/devices';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const NODES = 3;
const PAYMENTS = 6;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[nodes-proof] ${line}`);

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(200);
  }
}

interface Node {
  port: number;
  url: string;
  process: ChildProcess;
}

const exited = (node: Node) => node.process.exitCode !== null || node.process.signalCode !== null;

function startNode(port: number, databaseUrl: string, publicBaseUrl: string, uploadDir: string): Node {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploadDir,
      DEMO: '1',
      LOG_LEVEL: process.env.NODES_PROOF_LOG_LEVEL ?? 'warn',
      PAY_SWEEP_INTERVAL_MS: '1000',
      // Every node must verify what another signed (sandbox checkout links and notifications, pictures).
      SANDBOX_SECRET: 'nodes-proof-sandbox-secret-0123456789',
      PARKING_PICTURE_SECRET: 'nodes-proof-picture-secret-0123456789abcdef',
      // Long enough to kill the node that took a confirmation before it notifies.
      SANDBOX_NOTIFY_DELAY_MS: '2000',
      PUBLIC_BASE_URL: publicBaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { port, url: `http://127.0.0.1:${port}`, process: child };
}

/**
 * A round-robin proxy. A node refusing connections is skipped for a while and the request goes to the next one (as a
 * load balancer with health checks does); a request a node accepted and then lost is not sent again (502).
 */
function startProxy(nodes: Node[], port: number): http.Server {
  const proxy = httpProxy.createProxyServer({});
  const downUntil = new Map<string, number>();
  let next = 0;
  const pick = () => {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[next++ % nodes.length]!;
      if ((downUntil.get(node.url) ?? 0) < Date.now()) return node;
    }
    return nodes[0]!;
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const attempt = (tries: number) => {
      const node = pick();
      proxy.web(req, res, { target: node.url, buffer: Readable.from([body]) }, (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNREFUSED') return void (res.headersSent || res.writeHead(502).end());
        downUntil.set(node.url, Date.now() + 10_000);
        if (tries < nodes.length && !res.headersSent) attempt(tries + 1);
        else if (!res.headersSent) res.writeHead(502).end();
      });
    };
    attempt(1);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

/** What a driver's app sends: a fresh payload (nonce, time, dealer), WeChat's client type and user agent. */
const appHeaders = (): Record<string, string> => ({
  [RequestHeader.PAYLOAD]: encodePayload({
    nonce: randomBytes(16).toString('hex'),
    timestamp: Date.now(),
    authModel: 1,
    driverDealerId: '330100',
  }),
  [RequestHeader.CLIENT_TYPE]: '2',
  'user-agent': WECHAT_UA,
});

/** A call through `base`, retried on a 502 (a node just died) with fresh headers: idempotent calls only. */
async function api<T>(base: string, path: string, init: { method?: string; body?: unknown; key?: string } = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...appHeaders(),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.key ? { [IDEMPOTENCY_KEY_HEADER]: init.key } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    if (res.status === 502 && attempt < 5) continue;
    const envelope = (await res.json()) as { code: string; message: string; data?: T };
    if (envelope.code !== '200') throw new Error(`${path}: ${res.status} ${envelope.code} ${envelope.message}`);
    return envelope.data as T;
  }
}

/** Opens an order's push stream on one node and resolves `changed` at its first push. */
async function watch(node: Node, orderNo: string) {
  const controller = new AbortController();
  const res = await fetch(`${node.url}${API_BASE}${fillPath(PushRoutes.orderEvents, { orderNo })}`, {
    headers: appHeaders(),
    signal: controller.signal,
  });
  let pushedAt: number | undefined;
  const changed = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      if (decoder.decode(chunk).includes(`event: ${PushEvent.CHANGED}`)) {
        pushedAt = Date.now();
        return;
      }
    }
  })().catch(() => undefined);
  return { changed, pushedAt: () => pushedAt, close: () => controller.abort() };
}

async function main() {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set (run through packages/throwaway-postgres with-postgres)');
  const database = await createPostgresDatabase(admin);
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'nodes-proof-uploads-'));
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const nodes: Node[] = [];
  let proxy: http.Server | undefined;
  try {
    // One at a time: the first migrates and seeds, the others find it done.
    for (let i = 0; i < NODES; i++) {
      const node = startNode(await freePort(), database.url, proxyUrl, uploadDir);
      nodes.push(node);
      await until(`node ${i} up`, async () =>
        (await fetch(`${node.url}${API_BASE}${HealthRoutes.health.path}`)).ok ? true : undefined,
      );
    }
    proxy = startProxy(nodes, proxyPort);
    log(`${NODES} nodes up behind ${proxyUrl}`);

    const orders: string[] = [];
    const pushedAt = new Map<string, number>();
    const victim = nodes[0]!;
    for (let i = 0; i < PAYMENTS; i++) {
      const plateNo = aPlate();
      const entry = await gateEvent(proxyUrl, PARKS.holding, 'entry', plateNo, 110);
      const bills = await api<PayableBills>(proxyUrl, `${PaymentRoutes.payableBills.path}?uniqueIds=${entry.uniqueId}`);
      const bill = bills.results[0]!;
      const key = randomBytes(16).toString('hex');
      const body = { uniqueId: entry.uniqueId, parkId: bill.parkId, payChannel: 3, expectedFen: bills.totalFen };
      const order = await api<PayOrder>(proxyUrl, PaymentRoutes.payCharges.path, { method: 'POST', body, key });
      // The same attempt again (a retry after a lost answer): the same order, never a second one.
      const again = await api<PayOrder>(proxyUrl, PaymentRoutes.payCharges.path, { method: 'POST', body, key });
      if (again.orderNo !== order.orderNo) throw new Error(`a retried payment made a second order`);
      orders.push(order.orderNo);

      // The page waits on one live node; the confirmation lands on another (the victim, for the kill).
      const alive = nodes.filter((n) => !exited(n) && n !== victim);
      const page = await watch(alive[i % alive.length]!, order.orderNo);
      const launch = new URL((order.launch as { url: string }).url, proxyUrl);
      const kill = i === PAYMENTS / 2 && !exited(victim);
      const confirmOn = kill ? victim.url : proxyUrl;
      const confirm = await fetch(`${confirmOn}${launch.pathname}/confirm${launch.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      if (confirm.status !== 303) throw new Error(`sandbox confirmation: ${confirm.status}`);
      if (kill) {
        // The node that took the payer's confirmation dies before its notification goes out.
        victim.process.kill('SIGKILL');
        log(`killed node ${victim.port} between the confirmation of ${order.orderNo} and its notification`);
      }
      // Without the kill the notification arrives by itself; with it, the page's own status calls ask the provider.
      if (!kill) await withTimeout(page.changed, 30_000, `the push for ${order.orderNo}`);
      const paid = await until(`order ${order.orderNo} paid`, async () => {
        const status = await api<OrderStatus>(proxyUrl, fillPath(PaymentRoutes.payChargesSync, { id: order.orderNo }));
        return status.state === 'paid' ? status : undefined;
      });
      await withTimeout(page.changed, 30_000, `the push for ${order.orderNo}`);
      page.close();
      pushedAt.set(order.orderNo, page.pushedAt()!);
      const exit = await gateEvent(proxyUrl, PARKS.holding, 'exit', plateNo);
      if (exit.action !== 'open') throw new Error(`the gate held a paid car (${paid.orderNo}): ${exit.action}`);
    }
    log(`${PAYMENTS} payments paid through the proxy; each page was pushed its result from another node`);
    // Let every node sweep a few more slots before the checks.
    await sleep(3_000);
    for (const node of nodes) node.process.kill('SIGTERM');
    await Promise.all(
      nodes.map((n) => new Promise((resolve) => (exited(n) ? resolve(0) : n.process.once('exit', resolve)))),
    );

    const db = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
    try {
      const rows = async <T>(text: string, values?: unknown[]) => (await db.executeSql(text, values)).rows as T[];
      const captures = await rows<{ key: string; n: number }>(
        `select idempotency_key as key, count(*)::int as n from ledger_transfers
          where idempotency_key = any($1) group by 1`,
        [orders.map((o) => `capture:${o}`)],
      );
      if (captures.length !== orders.length || captures.some((c) => c.n !== 1)) {
        throw new Error(`captures: ${JSON.stringify(captures)}`);
      }
      const states = await rows<{ state: string; n: number }>(
        `select state, count(*)::int as n from payment_orders where order_no = any($1) group by 1`,
        [orders],
      );
      if (states.length !== 1 || states[0]!.state !== 'paid' || states[0]!.n !== orders.length) {
        throw new Error(`order states: ${JSON.stringify(states)}`);
      }
      const slots = await rows<{ name: string; slots: number; jobs: number }>(
        `select name, count(distinct singleton_on)::int as slots, count(*)::int as jobs
           from (select name, singleton_on from pgboss.job union all select name, singleton_on from pgboss.archive) j
          where name = 'payments.sweep' group by name`,
      );
      if (!slots[0] || slots[0].slots !== slots[0].jobs) throw new Error(`sweep slots: ${JSON.stringify(slots)}`);
      // Capture (the order's update, on whichever node) → the page on another node hears of it.
      const captured = await rows<{ order_no: string; at: string }>(
        `select order_no, (extract(epoch from updated_at) * 1000)::bigint::text as at from payment_orders
          where order_no = any($1)`,
        [orders],
      );
      const latencies = captured.map((c) => pushedAt.get(c.order_no)! - Number(c.at)).sort((a, b) => a - b);
      log(`capture → push on another node: ${latencies.join(', ')} ms (max ${latencies.at(-1)} ms)`);
      const check = await ledgerCheck(db.db);
      if (check.violations.length > 0) throw new Error(`ledger:check: ${JSON.stringify(check.violations)}`);
      log(
        `every order captured once (${orders.length}), ${slots[0].jobs} sweep rounds in as many slots, ledger:check clean`,
      );
    } finally {
      await db.close();
    }
  } finally {
    proxy?.close();
    for (const node of nodes) if (!exited(node)) node.process.kill('SIGKILL');
    await database.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

main().then(
  () => log('passed'),
  (error: unknown) => {
    console.error('[nodes-proof] FAILED', error);
    process.exitCode = 1;
  },
);
