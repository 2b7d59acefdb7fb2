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

/** The server's major version, and whether this pg_dump is as new (pg_dump refuses a newer server). */
async function pgDumpFits(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
  const server = rows[0]!.v / 10_000;
  await client.end();
  const version = spawnSync(pgTools().pgDump, ['--version'], { encoding: 'utf8' });
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version.stdout ?? '')?.[1] ?? 0);
  return major >= Math.floor(server);
}

const adminUrl = testDatabaseUrl();
describe.runIf(adminUrl)('npm run backup / restore on PostgreSQL (pg_dump, pg_restore)', () => {
  let t: TestApp;
  let source: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let copy: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let live: Database;
  let dir: string;
  let fits = false;
  beforeAll(async () => {
    fits = await pgDumpFits(adminUrl!);
    if (!fits) return;
    dir = await mkdtemp(path.join(tmpdir(), 'parking-pgdump-'));
    source = await createPostgresDatabase(adminUrl!);
    copy = await createPostgresDatabase(adminUrl!);
    live = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: source.url });
    t = await buildTestApp({ sameDatabaseAs: { database: live } });
    await moneyIn(t);
  });
  afterAll(async () => {
    await t?.close();
    await live?.close();
    await source?.drop();
    await copy?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('dumps the running database and restores it into another with the same money', async (context) => {
    if (!fits) context.skip('no pg_dump of the server’s major version here (PG_DUMP / PG_RESTORE name one)');
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
