import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInDriver } from '../../test/drivers';
import { aPayablePark, aParkedCar, confirmInSandbox, payBill } from '../../test/payments';
import { startThrowawayPostgres } from '@parking/throwaway-postgres';
import { createPostgresDatabase, testDatabaseUrl } from '../../test/test-database';
import { balanceOf, enableWallet, rechargeInSandbox } from '../../test/wallet';
import { IN_MEMORY } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { DataDirInUseError } from '../db/pglite-lock';
import { queryRows } from '../db/query-rows';
import { sql } from 'drizzle-orm';
import { backup, BackupError, pgTools, restore } from './backup';
import { ledgerCheck } from './ledger-check';

/** Every ledger account and its balance: what a restored copy must hold to the fen. */
const balances = (db: Db) =>
  queryRows<{ dealer: string; kind: string; owner: string; balance: string }>(
    db,
    sql`select dealer_id as dealer, kind, coalesce(driver_id::text, provider, '') as owner, balance_fen::text as balance
        from ledger_accounts order by 1, 2, 3`,
  );

/** Money in the database: a paid parking bill and a driver's wallet recharged with 50.00元. */
async function moneyIn(t: TestApp): Promise<void> {
  const park = await aPayablePark(t);
  const car = await aParkedCar(t, park);
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
  await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
  await enableWallet(t);
  const driver = await signInDriver(t);
  await rechargeInSandbox(t, driver, 5_000);
  expect(await balanceOf(t, driver)).toBe(5_000);
}

describe.skipIf(testDatabaseUrl())('npm run backup / restore on the embedded database (PGlite)', () => {
  let dir: string;
  let t: TestApp;
  /** The database a server holds in its data directory (and serves backups from), with the money of `t` in it. */
  let live: Database;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parking-backup-'));
    t = await buildTestApp();
    await moneyIn(t);
    const seeded = path.join(dir, 'seeded.tar');
    await t.database.dump!(seeded);
    await restore({ dataDir: path.join(dir, 'live'), databaseUrl: undefined }, seeded);
    live = await openDatabase({ dataDir: path.join(dir, 'live') });
  });
  afterAll(async () => {
    await t?.close();
    await live?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes a copy from the running server, and the copy restored elsewhere holds the same money', async () => {
    const file = path.join(dir, 'backups', 'parking.tar.gz');
    const how = await backup({ dataDir: path.join(dir, 'live'), databaseUrl: undefined }, file);
    expect(how).toMatch(/^written by the server running on .* \(pid \d+\), which went on serving$/);
    await live.ping(); // still serving after the copy

    const copy = { dataDir: path.join(dir, 'copy'), databaseUrl: undefined };
    const check = await restore(copy, file);
    expect(check.violations).toEqual([]);
    expect(check.counts).toEqual((await ledgerCheck(t.db)).counts);
    expect(check.counts.paidOrders).toBe(2);
    const restored = await openDatabase(copy);
    try {
      expect(await balances(restored.db)).toEqual(await balances(t.db));
    } finally {
      await restored.close();
    }
  });

  it('refuses a data directory in use, or one that holds a database unless --replace (keeping the old one)', async () => {
    const file = path.join(dir, 'backups', 'parking.tar.gz');
    // A server in another process (this test's parent stands in for it) holds the directory.
    const busy = { dataDir: path.join(dir, 'busy'), databaseUrl: undefined };
    await mkdir(busy.dataDir);
    await writeFile(path.join(busy.dataDir, 'server.lock'), String(process.ppid));
    await expect(restore(busy, file, { replace: true })).rejects.toThrow(DataDirInUseError);
    await expect(backup(busy, path.join(dir, 'busy.tar.gz'))).rejects.toThrow(/did not answer on backup\.sock/);

    const copy = { dataDir: path.join(dir, 'copy'), databaseUrl: undefined };
    await expect(restore(copy, file)).rejects.toThrow(/already holds a database: .* or pass --replace/);
    expect((await restore(copy, file, { replace: true })).violations).toEqual([]);
    expect((await readdir(copy.dataDir)).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    await expect(restore(copy, path.join(dir, 'missing.tar.gz'))).rejects.toThrow(BackupError);
    await expect(backup({ dataDir: IN_MEMORY, databaseUrl: undefined }, file)).rejects.toThrow(/memory/);
  });

  it('reads the directory itself when no server runs on it', async () => {
    const file = path.join(dir, 'stopped.tar.gz');
    const how = await backup({ dataDir: path.join(dir, 'copy'), databaseUrl: undefined }, file);
    expect(how).toBe(`read from ${path.join(dir, 'copy')} (no server was running on it)`);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(path.join(dir, 'copy', 'server.lock'))).toBe(false);
  });
});

/** A PostgreSQL program's major version, from its `--version`. */
function majorOf(program: string): number {
  const out = spawnSync(program, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1] ?? 0);
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
  await client.end();
  return Math.floor(rows[0]!.v / 10_000);
}

/**
 * The server to test pg_dump on: the suite's when this pg_dump is as new (it refuses a newer server), otherwise a
 * throwaway cluster of pg_dump's own major version where the machine has its server (Debian's
 * /usr/lib/postgresql/<major>/bin, or PG_BINDIR): npm ships no pg_dump, and the machines' Debian has 15 beside the
 * suite's 18.
 */
async function serverForPgDump(suiteUrl: string): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  const dumpMajor = majorOf(pgTools().pgDump);
  if (dumpMajor >= (await serverMajor(suiteUrl))) return { url: suiteUrl, stop: async () => {} };
  const binDir = process.env.PG_BINDIR || `/usr/lib/postgresql/${dumpMajor}/bin`;
  if (!existsSync(path.join(binDir, 'postgres')) || majorOf(path.join(binDir, 'postgres')) !== dumpMajor)
    return undefined;
  return startThrowawayPostgres({ binDir });
}

const suiteUrl = testDatabaseUrl();
describe.runIf(suiteUrl)('npm run backup / restore on PostgreSQL (pg_dump, pg_restore)', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof serverForPgDump>>;
  let source: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let copy: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let live: Database;
  let dir: string;
  beforeAll(async () => {
    server = await serverForPgDump(suiteUrl!);
    if (!server) return;
    dir = await mkdtemp(path.join(tmpdir(), 'parking-pgdump-'));
    source = await createPostgresDatabase(server.url);
    copy = await createPostgresDatabase(server.url);
    live = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: source.url });
    t = await buildTestApp({ sameDatabaseAs: { database: live } });
    await moneyIn(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await live?.close();
    await source?.drop();
    await copy?.drop();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('dumps the running database and restores it into another with the same money', async (context) => {
    if (!server)
      context.skip('no pg_dump with a server of its version here (PG_DUMP, PG_RESTORE, PG_BINDIR name them)');
    const file = path.join(dir, 'parking.pgdump');
    expect(await backup({ dataDir: IN_MEMORY, databaseUrl: source.url }, file)).toBe('pg_dump, custom format');
    const target = { dataDir: IN_MEMORY, databaseUrl: copy.url };
    const check = await restore(target, file);
    expect(check.violations).toEqual([]);
    expect(check.counts).toEqual((await ledgerCheck(t.db)).counts);
    const restored = await openDatabase(target);
    try {
      expect(await balances(restored.db)).toEqual(await balances(t.db));
    } finally {
      await restored.close();
    }
    await expect(restore(target, file)).rejects.toThrow(/already holds tables/);
    expect((await restore(target, file, { replace: true })).violations).toEqual([]);
    const aside = new pg.Client({ connectionString: copy.url });
    await aside.connect();
    const { rows } = await aside.query<{ name: string }>(
      `select nspname as name from pg_namespace where strpos(nspname, '_before_restore_') > 0 order by 1`,
    );
    await aside.end();
    expect(rows.map((r) => r.name.replace(/_before_restore_.*/, ''))).toEqual(['drizzle', 'pgboss', 'public']);
  });
});
