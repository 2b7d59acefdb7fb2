// `npm run proof:nodes` (apps/server/test/nodes-proof.ts): three server processes on one PostgreSQL behind a
// round-robin proxy (http-proxy). Parking payments and the gate run through the proxy; one node is killed between a
// payer's confirmation and its notification; a driver signs in with an SMS code and recharges on one node while the
// provider's notification lands on another; then: every order paid exactly once, the balance right, the ledger,
// payments and wallet invariants hold (ledger:check), every periodic job slot ran once, and the nodes stop promptly
// on SIGTERM. Needs TEST_DATABASE_URL (an admin URL; with-postgres.ts provides one).
import { randomBytes, randomInt } from 'node:crypto';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  API_BASE,
  DevRoutes,
  DriverRoutes,
  fillPath,
  PaymentRoutes,
  WalletRoutes,
  type BalanceInfo,
  type PayableBills,
  type PayOrder,
  type OrderStatus,
} from '@parking/contracts';
import { openDatabase } from '../src/db/client';
import { ledgerCheck } from '../src/cli/ledger-check';
import { createPostgresDatabase } from './test-database';
import {
  api,
  exited,
  freePort,
  sleep,
  startNodes,
  startProxy,
  stopNodes,
  until,
  watch,
  withTimeout,
  type Node,
} from './nodes-harness';
import { aPlate, gateEvent, PARKS } from '../../../e2e/support/devices';

const NODES = 3;
const PAYMENTS = 6;

const log = (line: string) => console.log(`[nodes-proof] ${line}`);

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
    const env = {
      PAY_SWEEP_INTERVAL_MS: '1000',
      // Long enough to kill the node that took a confirmation before it notifies.
      SANDBOX_NOTIFY_DELAY_MS: '2000',
    };
    await startNodes(NODES, { databaseUrl: database.url, publicBaseUrl: proxyUrl, uploadDir, env }, nodes);
    // The wallet story steers the provider's notification of its recharge to a node other than the payer's.
    let notifyTo: Node | undefined;
    let steered = 0;
    const notifyPath = `${API_BASE}${fillPath(PaymentRoutes.providerNotify, { provider: 'sandbox' })}`;
    proxy = startProxy(nodes, proxyPort, {
      steer: (req) => {
        if (!notifyTo || req.url !== notifyPath) return undefined;
        steered++;
        return notifyTo;
      },
    });
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

    // The wallet: a driver signs in with the SMS code (the demo outbox, as the e2e reads it), recharges on one node,
    // the provider's notification lands on another, and the page waiting on a third hears of it.
    const [payOn, notifiedOn] = nodes.filter((n) => !exited(n) && n !== victim) as [Node, Node];
    const phone = `137${String(randomInt(1e8)).padStart(8, '0')}`;
    await api(proxyUrl, DriverRoutes.sendVerifyCode.path, { method: 'POST', body: { type: 'register', phone } });
    const verifyCode = await until('the SMS code', async () => {
      const sent = await api<{ results: { code: string }[] }>(proxyUrl, `${DevRoutes.smsOutbox.path}?phone=${phone}`);
      return sent.results[0]?.code;
    });
    const { token } = await api<{ token: string }>(proxyUrl, DriverRoutes.register.path, {
      method: 'POST',
      body: { phone, verifyCode, password: 'Passw0rd88' },
    });
    const before = await api<BalanceInfo>(proxyUrl, WalletRoutes.balanceInfo.path, { token });
    const rechargeFen = 5_000;
    const recharge = await api<PayOrder>(payOn.url, WalletRoutes.recharge.path, {
      method: 'POST',
      body: { amountFen: rechargeFen, payChannel: 3 },
      key: randomBytes(16).toString('hex'),
      token,
    });
    notifyTo = notifiedOn;
    const rechargePage = await watch(notifiedOn, recharge.orderNo, token);
    const launch = new URL((recharge.launch as { url: string }).url, proxyUrl);
    const confirmed = await fetch(`${payOn.url}${launch.pathname}/confirm${launch.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    if (confirmed.status !== 303) throw new Error(`sandbox confirmation of the recharge: ${confirmed.status}`);
    await withTimeout(rechargePage.changed, 30_000, `the push for the recharge ${recharge.orderNo}`);
    rechargePage.close();
    pushedAt.set(recharge.orderNo, rechargePage.pushedAt()!);
    notifyTo = undefined;
    if (steered === 0) throw new Error('the recharge was captured, but not by a notification on the other node');
    const status = await api<{ state: string }>(proxyUrl, fillPath(WalletRoutes.rechargeStatus, recharge), { token });
    const after = await api<BalanceInfo>(proxyUrl, WalletRoutes.balanceInfo.path, { token });
    if (status.state !== 'paid' || after.balanceFen !== before.balanceFen + rechargeFen) {
      throw new Error(`recharge ${status.state}: balance ${before.balanceFen} → ${after.balanceFen} fen`);
    }
    orders.push(recharge.orderNo);
    log(`a driver signed in by SMS code recharged ${rechargeFen} fen on one node, notified on another: balance right`);

    // Let every node sweep a few more slots before the checks.
    await sleep(3_000);
    const stops = await stopNodes(nodes.filter((n) => !exited(n)));
    log(`nodes stopped on SIGTERM in ${stops.map((s) => `${s.ms} ms`).join(', ')}`);
    if (stops.some((s) => s.code !== 0)) throw new Error(`a node did not stop cleanly: ${JSON.stringify(stops)}`);

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
