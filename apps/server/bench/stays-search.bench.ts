/**
 * `npm run bench:stays`: the console's stays search (decision 091) on PostgreSQL, a throwaway cluster (or the server at
 * BENCH_DATABASE_URL / TEST_DATABASE_URL). Inserted set-wise: BENCH_STAYS (2,000,000; the scale is
 * BENCH_STAYS=10000000) stays over the year 2026 across BENCH_PARKS (500) parks of one dealer, 200,000 plates. Then the
 * desk's repository query, as the operator routes run it, BENCH_REPEAT (30) times each with other parameters: the
 * dealer's newest page and the page after it, a whole plate, a park and a month, a park and a day, a part of a plate.
 * Prints p50, p95 and max per search. Target (issue 40): the first page in p95 ≤ 200 ms at 10 M stays / 500 parks.
 */
import { postgresForThisProcess } from '@parking/throwaway-postgres';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { createStaysDeskRepository, type Cursor, type StaysFilter } from '../src/modules/stays-desk';
import { aFeeRule } from '../src/modules/tariffs';
import { createPostgresDatabase } from '../test/test-database';

const STAYS = Number(process.env.BENCH_STAYS ?? 2_000_000);
const PARKS = Number(process.env.BENCH_PARKS ?? 500);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);
const PLATES = 200_000;
const CHUNK = 500_000;
const PAGE = 20;
const DEALER = '330100';

const ms = (from: number) => performance.now() - from;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((xs.length * p) / 100) - 1]!;
const pick = (n: number) => 1 + Math.floor(Math.random() * n);
/** The plate of number g, as the insert writes it: 浙A and five digits. */
const plateOf = (g: number) => `浙A${String(g % PLATES).padStart(5, '0')}`;
const dayOf2026 = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 - 8 * 3_600_000);

async function main() {
  const postgres = await postgresForThisProcess(['BENCH_DATABASE_URL', 'TEST_DATABASE_URL']);
  const { url, drop } = await createPostgresDatabase(postgres.url);
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
  const db = database.db;
  const out: string[] = [];
  try {
    await db.execute(sql`insert into dealers (id, name, city) values (${DEALER}, '压测运营商', '杭州')`);
    await db.execute(sql`insert into parks (id, dealer_id, name, kind, latitude, longitude, total_spaces)
      select md5('p' || p)::uuid, ${DEALER}, '压测车场' || p, 'offStreet', 30.25, 120.16, 500
      from generate_series(1, ${PARKS}::int) p`);
    const [rule] = await queryRows<{ id: string }>(
      db,
      sql`insert into park_fee_rules (park_id, rule) values (md5('p1')::uuid, ${JSON.stringify(aFeeRule())}::jsonb)
          returning id`,
    );
    const started = performance.now();
    for (let from = 1; from <= STAYS; from += CHUNK) {
      const to = Math.min(STAYS, from + CHUNK - 1);
      const at = sql`(timestamptz '2026-01-01 00:00+08' + (g::float8 / ${STAYS} * 365) * interval '1 day')`;
      await db.execute(sql`insert into parking_sessions (dealer_id, park_id, fee_rule_id, plate_no, state, entered_at,
          exited_at, total_fen, paid_fen, paid_at)
        select ${DEALER}, md5('p' || (1 + (g::bigint * 7919) % ${PARKS}))::uuid, ${rule!.id},
          '浙A' || lpad((g % ${PLATES})::text, 5, '0'), 'left', ${at}, ${at} + interval '2 hours', 500, 500,
          ${at} + interval '2 hours'
        from generate_series(${from}::int, ${to}::int) g`);
    }
    await db.execute(sql`analyze parking_sessions`);
    out.push(
      `data: ${STAYS.toLocaleString('en')} stays over 2026 in ${PARKS} parks, ${PLATES.toLocaleString('en')} plates, ${(ms(started) / 1000).toFixed(0)} s to insert and analyse`,
    );

    const repo = createStaysDeskRepository(db);
    const park = () => queryRows<{ id: string }>(db, sql`select md5('p' || ${pick(PARKS)}::int)::uuid as id`);
    const searches: [string, () => Promise<[StaysFilter, Cursor | undefined]>][] = [
      ['the dealer’s newest page', async () => [{ dealerId: DEALER }, undefined]],
      [
        'the page after a random one',
        async () => {
          const day = pick(364);
          return [{ dealerId: DEALER }, { at: dayOf2026(day), id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' }];
        },
      ],
      ['a whole plate', async () => [{ dealerId: DEALER, plate: plateOf(pick(STAYS)), wholePlate: true }, undefined]],
      [
        'a park and a month',
        async () => {
          const month = pick(11);
          const [{ id } = { id: '' }] = await park();
          const from = new Date(Date.UTC(2026, month - 1, 1) - 8 * 3_600_000);
          const to = new Date(Date.UTC(2026, month, 1) - 8 * 3_600_000);
          return [{ dealerId: DEALER, parkId: id, from, to }, undefined];
        },
      ],
      [
        'a park and a day',
        async () => {
          const day = pick(360);
          const [{ id } = { id: '' }] = await park();
          return [{ dealerId: DEALER, parkId: id, from: dayOf2026(day), to: dayOf2026(day + 1) }, undefined];
        },
      ],
      [
        'a part of a plate (4 digits)',
        async () => [{ dealerId: DEALER, plate: String(pick(9000) + 999), wholePlate: false }, undefined],
      ],
    ];
    for (const [label, parameters] of searches) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < REPEAT; i++) {
        const [filter, cursor] = await parameters();
        const t0 = performance.now();
        rows = (await repo.search(filter, cursor, PAGE)).length;
        times.push(ms(t0));
      }
      out.push(
        `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${rows} rows on the last)`,
      );
    }
  } finally {
    await database.close();
    await drop();
    await postgres.stop();
  }
  console.log(`\nstays search on PostgreSQL (first page of ${PAGE}, ${REPEAT} runs each):`);
  for (const line of out) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
