/**
 * `npm run bench:nearby`: nearby-park latency with 100,000 parks of one dealer spread over a city (Hangzhou's size,
 * about 40 × 40 km), on in-memory PGlite and on PostgreSQL: a throwaway database on the server at BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL), else on a throwaway cluster started for the run. Measures the whole driver endpoint (nearbyParks through
 * app.inject: validation, the SQL, spaces left, fee labels, serialisation) and the SQL alone, and prints p50/p95/p99.
 * Target (issue 8): p99 ≤ 20 ms.
 */
import { performance } from 'node:perf_hooks';
import { encodePayload, RequestHeader, Nearby, ParkKind, ParkOps } from '@parking/contracts';
import { buildApp } from '../src/app';
import { IN_MEMORY, loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { dealers, parkFeeRules, parkProfiles, parks } from '../src/db/schema';
import { createDiscoveryRepository } from '../src/modules/parks';
import { tariffFixtures } from '../src/modules/tariffs';
import { postgresForThisProcess } from '@parking/throwaway-postgres';
import { urlOf } from '../test/call';
import { createPostgresDatabase } from '../test/test-database';
import { sql } from 'drizzle-orm';

const PARKS = Number(process.env.BENCH_PARKS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1_000);
const WARMUP = 50;
const DEALER = 'bench';
// A Hangzhou-sized box around the city centre.
const AREA = { minLat: 30.1, maxLat: 30.46, minLng: 119.95, maxLng: 120.37 };
const BATCH = 2_000;

/** A deterministic generator, so every run and both databases get the same parks and the same queries. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (next: () => number, min: number, max: number) => min + (max - min) * next();

async function fill(database: Database): Promise<void> {
  const db = database.db;
  const next = random(8);
  const rules = Object.values(tariffFixtures);
  await db.insert(dealers).values({ id: DEALER, name: '压测运营商', city: '杭州市' });
  for (let start = 0; start < PARKS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, PARKS - start) }, (_, i) => ({
      dealerId: DEALER,
      name: `压测车场${start + i}`,
      address: `杭州市压测路${start + i}号`,
      kind: next() < 0.3 ? ParkKind.ROAD_SIDE : ParkKind.OFF_STREET,
      latitude: between(next, AREA.minLat, AREA.maxLat),
      longitude: between(next, AREA.minLng, AREA.maxLng),
      totalSpaces: Math.round(between(next, 10, 800)),
    }));
    const inserted = await db.insert(parks).values(rows).returning({ id: parks.id });
    await db
      .insert(parkProfiles)
      .values(
        inserted.map(({ id }) => ({ parkId: id, city: '杭州市', supportBag: next() < 0.3, supportBook: next() < 0.2 })),
      );
    await db
      .insert(parkFeeRules)
      .values(inserted.map(({ id }, i) => ({ parkId: id, rule: rules[(start + i) % rules.length]! })));
  }
  await db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(name: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < QUERIES; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  // CPU time of this process per query: with PGlite that is the whole cost (the database runs in-process), and unlike
  // wall time it does not grow when other processes compete for the machine's cores.
  const cpuMs = (used.user + used.system) / 1000 / QUERIES;
  times.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(9);
  console.log(
    `  ${name.padEnd(34)} p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  p99 ${ms(percentile(times, 0.99))}  max ${ms(times.at(-1)!)}  ${(QUERIES / (elapsed / 1000)).toFixed(0)} req/s  cpu ${cpuMs.toFixed(2)} ms/query`,
  );
  return percentile(times, 0.99);
}

async function benchOn(label: string, database: Database): Promise<number[]> {
  const t0 = performance.now();
  await fill(database);
  console.log(
    `${label}: ${PARKS.toLocaleString('en')} parks inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const config = { ...loadConfig({ DATA_DIR: IN_MEMORY, LOG_LEVEL: 'silent' }), demo: false };
  const app = await buildApp({ config, database });
  const repo = createDiscoveryRepository(database.db);
  const next = random(42);
  const centres = Array.from({ length: QUERIES + WARMUP }, () => ({
    destLat: between(next, AREA.minLat + 0.05, AREA.maxLat - 0.05),
    destLng: between(next, AREA.minLng + 0.05, AREA.maxLng - 0.05),
  }));
  const p99s: number[] = [];
  try {
    for (const radius of [Nearby.DEFAULT_RADIUS_M, 2_000]) {
      p99s.push(
        await measure(`endpoint, radius ${radius} m`, async (i) => {
          const res = await app.inject({
            method: ParkOps.nearbyParks.method,
            url: urlOf(ParkOps.nearbyParks),
            headers: {
              [RequestHeader.PAYLOAD]: encodePayload({
                nonce: `${i}`.padStart(32, '0'),
                timestamp: Date.now(),
                driverDealerId: DEALER,
                authModel: 0,
              }),
            },
            payload: { ...centres[i % centres.length], radius, pageSize: Nearby.DEFAULT_PAGE_SIZE },
          });
          if (res.statusCode !== 200) throw new Error(`nearbyParks answered ${res.statusCode}: ${res.body}`);
        }),
      );
    }
    await measure(`SQL only, radius ${Nearby.DEFAULT_RADIUS_M} m`, (i) => {
      const c = centres[i % centres.length]!;
      return repo.nearby(
        DEALER,
        { lat: c.destLat, lng: c.destLng },
        Nearby.DEFAULT_RADIUS_M,
        {},
        { pageNo: 1, pageSize: 10 },
      );
    });
  } finally {
    await app.close();
  }
  return p99s;
}

async function main() {
  const results: [string, number[]][] = [];
  const pglite = await openDatabase({ dataDir: IN_MEMORY });
  try {
    results.push(['PGlite', await benchOn('PGlite (in memory)', pglite)]);
  } finally {
    await pglite.close();
  }
  const server = await postgresForThisProcess(['BENCH_DATABASE_URL', 'TEST_DATABASE_URL']);
  try {
    const { url, drop } = await createPostgresDatabase(server.url);
    const postgres = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: url });
    try {
      results.push(['PostgreSQL', await benchOn('PostgreSQL', postgres)]);
    } finally {
      await postgres.close();
      await drop();
    }
  } finally {
    await server.stop();
  }
  const worst = Math.max(...results.flatMap(([, p99s]) => p99s));
  const [load1] = (await import('node:os')).loadavg();
  console.log(
    `worst endpoint p99: ${worst.toFixed(2)} ms (target ≤ 20 ms); load average during the run ${load1!.toFixed(1)}`,
  );
  if (process.env.BENCH_ENFORCE === '1' && worst > 20) process.exit(1);
}

await main();
