/**
 * `npm run bench:notify`: payment notification handling under load. Starts the server on BENCH_PORT (default 5501)
 * with a fresh database (in-memory PGlite, or a new database on TEST_DATABASE_URL's server), creates BENCH_ORDERS
 * orders paid at the sandbox, then fires their signed notifications with autocannon — each notification goes out three
 * times, the copies close together on different connections (concurrent duplicates, as providers send them).
 * Prints latency percentiles and throughput, then checks every order was captured exactly once and the ledger holds.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { PaymentOps } from '@parking/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/query-rows';
import { sandboxTrades } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger';
import { checkPayments } from '../src/modules/payments';
import { openTestDatabase } from '../test/test-database';
import { urlOf } from '../test/call';
import { insertArrears } from './arrears';

const PORT = Number(process.env.BENCH_PORT ?? 5501);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const DUPLICATES = 3;
const DEALER = '330100';
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1';

async function main() {
  const { database, dispose } = await openTestDatabase();
  const config = {
    ...loadConfig({ PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn' }),
    payments: {
      ...loadConfig({}).payments,
      sweepIntervalMs: 0,
      sandbox: {
        enabled: true,
        secret: randomBytes(16).toString('hex'),
        notifyDelayMs: 0,
        notifyFailureRate: 0,
        notifyDuplicates: 0,
      },
    },
  };
  const app = await buildApp({ config, database });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const db = database.db;
  const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    const { parkId, stays } = await insertArrears(db, { dealerId: DEALER, count: ORDERS });

    process.stdout.write(`bench:notify on ${label}: creating ${ORDERS} orders… `);
    const payer = {
      dealerId: DEALER,
      driverId: null,
      clientType: 2,
      userAgent: BROWSER_UA,
      openid: undefined,
      buyerId: undefined,
      clientIp: '127.0.0.1',
    };
    const orderNos: string[] = [];
    for (const stay of stays) {
      const answer = await app.payments.orders.pay(
        payer,
        { bills: [{ uniqueId: stay.id, parkId }], payChannel: 3, expectedFen: stay.totalFen },
        randomBytes(16).toString('hex'),
      );
      orderNos.push(answer.body.data!.orderNo);
    }
    // The payers confirmed: paid at the sandbox, nothing delivered yet.
    await db
      .update(sandboxTrades)
      .set({ state: 'SUCCESS', paidAt: new Date(Math.floor(Date.now() / 1000) * 1000) })
      .where(inArray(sandboxTrades.orderNo, orderNos));
    const sandbox = app.payments.providers.sandbox!;
    const notes: { headers: Record<string, string>; rawBody: string }[] = [];
    for (const orderNo of orderNos) notes.push(await sandbox.notificationOf(orderNo));
    // Each notification goes out DUPLICATES times, the copies close together on different connections: what a
    // provider's retries and our slow answers look like.
    let sent = 0;
    const next = () => notes[Math.floor(sent++ / DUPLICATES) % notes.length]!;
    process.stdout.write('done.\n');

    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: urlOf(PaymentOps.providerNotify, { provider: 'sandbox' }),
          setupRequest: (request) => {
            const note = next();
            return { ...request, headers: note.headers, body: note.rawBody };
          },
        },
      ],
    });
    const { latency, requests: rps } = result;
    const lines = [
      `notifications: ${result.requests.total} delivered to ${ORDERS} orders over ${CONNECTIONS} connections in ${DURATION_S} s`,
      `latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p99 ${latency.p99}  max ${latency.max}`,
      `throughput: ${rps.average.toFixed(0)} req/s average; non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    ];

    const [captured] = await queryRows<{ paid: number; captures: number; applied: number }>(
      db,
      sql`select (select count(*)::int from payment_orders where state = 'paid') as paid,
                 (select count(*)::int from ledger_transfers where kind = 'capture') as captures,
                 (select count(*)::int from parking_payments where payment_ref like 'P%:%') as applied`,
    );
    const violations = [...(await checkLedger(db)), ...(await checkPayments(db))];
    lines.push(
      `captured: ${captured!.paid} orders paid, ${captured!.captures} capture transfers, ${captured!.applied} bills paid ` +
        `(each notification acted on once); invariants: ${violations.length === 0 ? 'all hold' : JSON.stringify(violations)}`,
    );
    console.log(lines.join('\n'));
    const ok = result.non2xx === 0 && violations.length === 0 && captured!.captures === captured!.paid;
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.close();
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
