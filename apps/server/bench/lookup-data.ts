import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { encodePayload, ParkKind, RequestHeader } from '@parking/contracts';
import type { Database } from '../src/db/client';
import { parkFeeRules, parks } from '../src/db/schema';
import { tariffFixtures } from '../src/modules/tariffs';

/** The bench's data set; the load generator draws plates from the same numbering. */
export const BENCH = {
  historical: Number(process.env.BENCH_HISTORICAL ?? 1_000_000),
  open: Number(process.env.BENCH_OPEN ?? 20_000),
  parks: 40,
  /** Distinct plates the history is spread over (about three stays each). */
  platePool: 300_000,
  dealer: '330100',
};
const ISSUERS = 'ABCDEFGHJK';

/** Plate number `id` of the pool: 浙 + issuer + 5 digits (0 → 浙A00000). */
export const plateOf = (id: number) => `浙${ISSUERS[id % 10]}${String(Math.floor(id / 10) % 100_000).padStart(5, '0')}`;

/** A lookup body: 40% a car parked now, 40% a plate with history only, 20% a plate never seen. */
export function randomLookupBody(): string {
  const roll = Math.random();
  const plateNo =
    roll < 0.4
      ? plateOf(Math.floor(Math.random() * BENCH.open))
      : roll < 0.8
        ? plateOf(BENCH.open + Math.floor(Math.random() * (BENCH.platePool - BENCH.open)))
        : `沪C${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  return JSON.stringify({ plateNo, dealerId: BENCH.dealer });
}

/** The app's anonymous devices (x-device-key): with them each lookup also records the plate in the device's history. */
const DEVICES = Array.from({ length: 10_000 }, () => randomBytes(16).toString('hex'));

/** What the app's anonymous lookup sends: a fresh payload (authModel 1 stores its nonce), with or without a device key. */
export const lookupHeaders = (withHistory: boolean) => ({
  'content-type': 'application/json',
  ...(withHistory ? { [RequestHeader.DEVICE_KEY]: DEVICES[Math.floor(Math.random() * DEVICES.length)]! } : {}),
  [RequestHeader.PAYLOAD]: encodePayload({
    nonce: randomBytes(16).toString('hex'),
    timestamp: Date.now(),
    authModel: 1,
    driverDealerId: BENCH.dealer,
  }),
});

const plateSql = (id: string) =>
  `'浙' || substr('${ISSUERS}', (${id} % 10)::int + 1, 1) || lpad(((${id} / 10) % 100000)::text, 5, '0')`;

/**
 * Fills the database: 40 parks with the fixture tariffs, BENCH.historical finished stays over the last year (1%
 * arrears, 1% abnormal) and BENCH.open cars parked now on distinct plates (pool ids 0…open-1).
 */
export async function fillLookupData(database: Database, progress: (line: string) => void): Promise<void> {
  const { db } = database;
  const rules = Object.values(tariffFixtures);
  const parkRows = await db
    .insert(parks)
    .values(
      Array.from({ length: BENCH.parks }, (_, i) => ({
        dealerId: BENCH.dealer,
        name: `压测车场${i + 1}`,
        kind: i % 4 === 3 ? ParkKind.ROAD_SIDE : ParkKind.OFF_STREET,
        leaveFirst: i % 2 === 0,
        latitude: 30.25 + i / 1000,
        longitude: 120.15 + i / 1000,
        totalSpaces: 1000,
      })),
    )
    .returning({ id: parks.id });
  const ruleRows = await db
    .insert(parkFeeRules)
    .values(
      parkRows.map((p, i) => ({ parkId: p.id, rule: rules[i % rules.length]!, createdAt: new Date('2025-01-01') })),
    )
    .returning({ id: parkFeeRules.id, parkId: parkFeeRules.parkId });
  const parksTable = `(values ${ruleRows.map((r, i) => `(${i}, '${r.parkId}'::uuid, '${r.id}'::uuid)`).join(', ')}) as p(idx, park_id, rule_id)`;
  const batch = 200_000;
  for (let from = 1; from <= BENCH.historical; from += batch) {
    const to = Math.min(BENCH.historical, from + batch - 1);
    await db.execute(
      sql.raw(`
      insert into parking_sessions (dealer_id, park_id, fee_rule_id, plate_no, plate_color, state, entered_at,
        exited_at, total_fen, paid_fen, paid_at, arrears_at, ended_by)
      select '${BENCH.dealer}', p.park_id, p.rule_id, ${plateSql(`(g % ${BENCH.platePool})`)},
        case when g % 50 = 0 then 2 else 0 end,
        case when g % 100 = 0 then 'arrears' when g % 100 = 1 then 'abnormal' else 'left' end,
        e.entered, case when g % 100 = 1 then null else e.entered + ((10 + g % 300) || ' minutes')::interval end,
        case when g % 100 = 1 then null else 500 + g % 3000 end,
        case when g % 100 in (0, 1) then 0 else 500 + g % 3000 end,
        case when g % 100 in (0, 1) then null else e.entered + ((5 + g % 300) || ' minutes')::interval end,
        case when g % 100 = 0 then e.entered + ((10 + g % 300) || ' minutes')::interval end,
        case when g % 100 = 1 then 'superseded' else 'gate' end
      from generate_series(${from}, ${to}) g
      join ${parksTable} on p.idx = g % ${BENCH.parks}
      cross join lateral (select now() - ((1 + g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval as entered) e
    `),
    );
    progress(`history ${to.toLocaleString()} / ${BENCH.historical.toLocaleString()}`);
  }
  await db.execute(
    sql.raw(`
    insert into parking_sessions (dealer_id, park_id, fee_rule_id, plate_no, plate_color, state, entered_at)
    select '${BENCH.dealer}', p.park_id, p.rule_id, ${plateSql('g')}, 0, 'parked', now() - ((5 + g % 600) || ' minutes')::interval
    from generate_series(0, ${BENCH.open - 1}) g join ${parksTable} on p.idx = g % ${BENCH.parks}
  `),
  );
  await db.execute(sql`analyze parking_sessions`);
  // As after a restart: the load's WAL written out, not left for a checkpoint in the middle of a run.
  await db.execute(sql`checkpoint`);
  progress(`${BENCH.open.toLocaleString()} parked now`);
}
