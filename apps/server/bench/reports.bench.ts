/**
 * `npm run bench:reports`: reports and exports on PostgreSQL (decision 093), a throwaway cluster (or the server at
 * BENCH_DATABASE_URL / TEST_DATABASE_URL). One demo server; then, inserted set-wise (not through the API: the bench is
 * about reading):
 * - BENCH_STAYS (120,000) paid stays over the year 2026 across BENCH_PARKS (50) parks, half of them in one park, each
 *   with its payment order, bill and ledger capture (two postings, through the ledger's triggers);
 * - a rollup the size of a 500-park dealer's year (365 days × 500 parks × 2 channels × 2 kinds ≈ 730,000 rows) for a
 *   second dealer, to time the month report at the issue's scale without generating 10 M stays on a 2-core machine.
 * Prints: the rebuild of the year's rollup from the ledger, the month's revenue report by park and channel (p50/max of
 * BENCH_REPEAT runs) for both dealers, and one park's year exported as XLSX and CSV over HTTP (rows/s, the server's
 * RSS growth while streaming).
 */
import { postgresForThisProcess } from '@parking/throwaway-postgres';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { createLedgerRepository } from '../src/modules/ledger';
import { createOperatorsRepository, ensureOperator } from '../src/modules/operators';
import { createReportsRepository } from '../src/modules/reports';
import { aFeeRule } from '../src/modules/tariffs';
import { createPostgresDatabase } from '../test/test-database';

const STAYS = Number(process.env.BENCH_STAYS ?? 120_000);
const PARKS = Number(process.env.BENCH_PARKS ?? 50);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
// Small transactions: every posting updates its account's row (the running balance), and within one transaction the
// revenue account's row versions pile up on one chain that each update walks.
const CHUNK = 2_000;
const DEALER = '330100';
const BIG_DEALER = '320500';

const ms = (from: number) => performance.now() - from;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const postgres = await postgresForThisProcess(['BENCH_DATABASE_URL', 'TEST_DATABASE_URL']);
  const { url, drop } = await createPostgresDatabase(postgres.url);
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
  // The server starts once the data is in: its jobs (the rollup's refresh every minute) would rebuild stale days
  // while the insert marks them, and the insert's marks wait for the rebuild's row locks (1,064 s for 120,000 once).
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const db = database.db;
  const out: string[] = [];
  try {
    // The two dealers (the demo seeds them too, later, leaving these rows be), parks and a fee rule.
    await db.execute(sql`insert into dealers (id, name, city) values (${DEALER}, '杭州', '杭州市'), (${BIG_DEALER}, '苏州', '苏州市')
      on conflict do nothing`);
    const parkIds: string[] = [];
    for (let i = 0; i < PARKS; i++) {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into parks (dealer_id, name, kind, latitude, longitude, total_spaces)
            values (${DEALER}, ${`压测车场${i + 1}`}, 'offStreet', 30.25, 120.16, 500) returning id`,
      );
      parkIds.push(row!.id);
    }
    const [rule] = await queryRows<{ id: string }>(
      db,
      sql`insert into park_fee_rules (park_id, rule) values (${parkIds[0]}, ${JSON.stringify(aFeeRule())}::jsonb) returning id`,
    );
    const ledger = createLedgerRepository(db);
    const revenue = await ledger.accountId(DEALER, { kind: 'dealerRevenue' });
    const clearing = {
      wechatpay: await ledger.accountId(DEALER, { kind: 'providerClearing', provider: 'wechatpay' }),
      alipay: await ledger.accountId(DEALER, { kind: 'providerClearing', provider: 'alipay' }),
    };
    const parkArray = sql`array[${sql.join(
      parkIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    const started = performance.now();
    for (let from = 1; from <= STAYS; from += CHUNK) {
      const to = Math.min(STAYS, from + CHUNK - 1);
      const g = sql`generate_series(${from}::int, ${to}::int) g`;
      const at = sql`(timestamptz '2026-01-01 00:00+08' + (g::float8 / ${STAYS} * 365) * interval '1 day')`;
      const amount = sql`(500 + g % 1000)`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into parking_sessions (id, dealer_id, park_id, fee_rule_id, plate_no, state, entered_at,
            exited_at, total_fen, paid_fen, paid_at)
          select md5('s' || g)::uuid, ${DEALER}, (${parkArray})[case when g % 2 = 0 then 1 else 2 + g % ${PARKS - 1} end],
            ${rule!.id}, '浙B' || lpad(g::text, 6, '0'), 'left', ${at} - interval '2 hours', ${at}, ${amount}, ${amount}, ${at}
          from ${g}`);
        await tx.execute(sql`insert into payment_orders (id, order_no, dealer_id, kind, channel, provider, scene, amount_fen,
            state, description, paid_at, expires_at)
          select md5('o' || g)::uuid, 'B' || lpad(g::text, 12, '0'), ${DEALER}, 'bills', 2 + g % 2,
            case when g % 2 = 0 then 'alipay' else 'wechatpay' end, 'jsapi', ${amount}, 'paid', '停车费', ${at}, ${at}
          from ${g}`);
        await tx.execute(sql`insert into payment_order_bills (order_id, session_id, dealer_id, amount_fen, base_paid_fen,
            is_arrears, status)
          select md5('o' || g)::uuid, md5('s' || g)::uuid, ${DEALER}, ${amount}, 0, g % 10 = 0, 'settled' from ${g}`);
        await tx.execute(sql`insert into ledger_transfers (id, dealer_id, idempotency_key, kind, order_no, occurred_at)
          select md5('t' || g)::uuid, ${DEALER}, 'capture:B' || lpad(g::text, 12, '0'), 'capture',
            'B' || lpad(g::text, 12, '0'), ${at} from ${g}`);
        await tx.execute(sql`insert into ledger_postings (transfer_id, account_id, amount_fen)
          select md5('t' || g)::uuid, x.account, x.amount from ${g},
            lateral (values (case when g % 2 = 0 then ${clearing.alipay} else ${clearing.wechatpay} end::uuid, ${amount}),
                            (${revenue}::uuid, -${amount})) as x(account, amount)
          order by 2`);
      });
    }
    await db.execute(sql`analyze`);
    out.push(
      `data: ${STAYS.toLocaleString('en')} paid stays over 2026 in ${PARKS} parks (half in one), ${(ms(started) / 1000).toFixed(1)} s to insert and analyse`,
    );

    // The year's rollup, rebuilt from the ledger (what the first report after a migration, or the job, does).
    const reports = createReportsRepository(db);
    let t0 = performance.now();
    const days = await reports.refresh(DEALER);
    out.push(
      `rollup rebuild from the ledger: ${days} days, ${(ms(t0) / 1000).toFixed(1)} s (${Math.round(STAYS / (ms(t0) / 1000)).toLocaleString('en')} transfers/s)`,
    );

    // A 500-park dealer's year of rollup rows, for the month report at scale.
    const [{ n: bigParks } = { n: '0' }] = await queryRows<{ n: string }>(
      db,
      sql`select count(*) as n from parks where dealer_id = ${BIG_DEALER}`,
    );
    void bigParks;
    t0 = performance.now();
    await db.execute(sql`insert into report_revenue_days (dealer_id, day, park_id, channel, kind, transfers, revenue_fen,
        top_up_fen, refunded_fen, arrears_fen)
      select ${BIG_DEALER}, date '2026-01-01' + d, md5('p' || p)::uuid, c, k, 55, 55 * (500 + p), 0, 0, 0
      from generate_series(0, 364) d, generate_series(1, 500) p, (values (2), (3)) ch(c), (values ('parking'), ('monthlyPlan')) kk(k)`);
    await db.execute(sql`analyze report_revenue_days`);
    out.push(
      `rollup of a 500-park dealer's year: 730,000 rows (≈ 10 M stays), ${(ms(t0) / 1000).toFixed(1)} s to insert`,
    );

    const month = { from: '2026-06-01', to: '2026-06-30' };
    for (const [dealerId, label] of [
      [DEALER, `${PARKS} parks, ${STAYS.toLocaleString('en')} stays/year`],
      [BIG_DEALER, '500 parks, ≈10 M stays/year'],
    ] as const) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < REPEAT; i++) {
        t0 = performance.now();
        rows = (await reports.revenue({ dealerId, ...month }, 'day')).rows.length;
        times.push(ms(t0));
      }
      out.push(
        `month report by day × park × channel × kind (${label}): ${rows.toLocaleString('en')} rows, p50 ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
      );
      const byMonth: number[] = [];
      for (let i = 0; i < REPEAT; i++) {
        t0 = performance.now();
        await reports.revenue({ dealerId, ...month }, 'month');
        byMonth.push(ms(t0));
      }
      out.push(
        `month report by park × channel (${label}): p50 ${median(byMonth).toFixed(0)} ms, max ${Math.max(...byMonth).toFixed(0)} ms`,
      );
    }

    // One park's year, exported over HTTP as the console downloads it.
    await ensureOperator(createOperatorsRepository(db), {
      dealerId: DEALER,
      username: 'bench-finance',
      displayName: 'bench',
      password: 'bench-pass-1',
      roles: ['finance'],
      parkIds: [],
    });
    const config = loadConfig({ HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn', PORT: '0' });
    app = await buildApp({ config, database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/operator/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dealerId: DEALER, username: 'bench-finance', password: 'bench-pass-1' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // The lines alone (the repository's windows, no formatting, no HTTP): the database's and the driver's share.
    t0 = performance.now();
    let read = 0;
    for await (const batch of reports.windows({
      dealerId: DEALER,
      from: '2026-01-01',
      to: '2026-12-31',
      parkIds: [parkIds[0]!],
    }))
      read += batch.length;
    out.push(
      `one park's year read as lines (repository only): ${read.toLocaleString('en')} lines, ${(ms(t0) / 1000).toFixed(1)} s, ${Math.round(read / (ms(t0) / 1000)).toLocaleString('en')} rows/s`,
    );
    for (const format of ['xlsx', 'csv']) {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      t0 = performance.now();
      const res = await fetch(
        `${address}/api/operator/v1/reports/revenue/export?from=2026-01-01&to=2026-12-31&parkId=${parkIds[0]}&format=${format}`,
        { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } },
      );
      let bytes = 0;
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
      const seconds = ms(t0) / 1000;
      clearInterval(sampler);
      const rows = Math.floor(STAYS / 2);
      out.push(
        `export of one park's year as ${format.toUpperCase()} (${rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB): ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s, RSS growth ${((peak - rssBefore) / 1e6).toFixed(0)} MB (status ${res.status})`,
      );
    }
  } finally {
    if (app) await app.close();
    else await database.close();
    await drop();
    await postgres.stop();
  }
  console.log('\nreports on PostgreSQL:');
  for (const line of out) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
