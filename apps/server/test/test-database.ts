import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import { IN_MEMORY } from '../src/config';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { until } from './until';

/** The admin connection of a PostgreSQL server to run the suite on, or undefined for PGlite. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** Locks the rows of `table` that `where` selects, for the rest of the transaction `tx` (select … for update). */
export const lockRows = (tx: Db, table: PgTable, where: SQL, strength: 'update' | 'no key update' = 'update') =>
  tx
    .select()
    .from(table as PgTable<TableConfig>)
    .where(where)
    .for(strength);

/**
 * On PostgreSQL, a lock-order test: in one transaction, `first` takes the locks one path takes first, `call` starts the
 * other path, and once that waits for this transaction, `then` takes the first path's next locks and the transaction
 * commits. Answers the call (awaited after the commit). `findsFirst`: this transaction looks for a deadlock before the
 * call does (deadlock_timeout 100 ms instead of 1 s) and fails with it, as a path that waited first does in production
 * — else the call, if it retries deadlocks (captures, order creation), would hide one.
 */
export async function aroundLocks<T>(
  db: Db,
  steps: { first(tx: Db): Promise<unknown>; call(): Promise<T>; then(tx: Db): Promise<unknown>; findsFirst?: boolean },
): Promise<{ answer: Promise<T> }> {
  return db.transaction(async (tx) => {
    if (steps.findsFirst) await tx.execute(sql`set local deadlock_timeout = '100ms'`);
    await steps.first(tx);
    const answer = steps.call();
    // Until the call waits for a lock this transaction holds.
    const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    const waiting = sql`select 1 from pg_stat_activity where ${me!.pid} = any(pg_blocking_pids(pid))`;
    await until(async () => (await queryRows(db, waiting)).length > 0, 'the call waiting for the lock');
    await steps.then(tx);
    return { answer };
  });
}

async function asAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A new database on the server behind adminUrl, empty or a copy of `template`; `drop` removes it (and cuts its
 * connections).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated, empty database: in-memory PGlite, or (with TEST_DATABASE_URL) a new database on that server,
 * dropped again by `dispose`.
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: IN_MEMORY, template: await migratedPgliteTemplate() });
    return { database, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase(adminUrl, await migratedPostgresTemplate(adminUrl));
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: url });
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A dump of a freshly migrated PGlite cluster, made once per set of migrations and kept in the temporary directory:
 * a test database loads it in well under a second, where initdb and the migrations take five (most of the suite's
 * time on PGlite). Its name carries a hash of the migrations, so a new or changed migration makes a new one.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `parking-pglite-${await migrationsHash()}.tar`);
  if (existsSync(template)) return template;
  const database = await openDatabase({ dataDir: IN_MEMORY });
  try {
    // Written aside and renamed: test files in other workers may be making the same template at once.
    const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await database.dump!(partial);
    await rename(partial, template);
  } finally {
    await database.close();
  }
  return template;
}

/** A short hash of the migrations: a template made from other migrations is never used. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if ((await stat(file)).isFile()) hash.update(name).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * On PostgreSQL, a migrated database to copy test databases from (`create database … template`), made once per set of
 * migrations on that server: a copy takes a fraction of a second where the migrations took two to six. Workers that
 * start at once wait on an advisory lock; the one that finds no template builds it under another name and renames it,
 * so a half-built template is never copied.
 */
async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `tpl_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: databaseUrl(adminUrl, building) });
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end(); // the session's advisory lock goes with it
  }
  return name;
}
