import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY } from '../config';
import { traceStatement } from '../observability/tracing';
import { serveBackups } from './backup-channel';
import { lockDataDir } from './pglite-lock';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** One database type for repositories, whichever driver is underneath. Transactions are assignable to it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Throws unless the database answers a query. */
  ping(): Promise<void>;
  /**
   * Runs SQL text as libraries on plain pg expect (the job queue): with values, one statement; without, a script of
   * several (its last result is returned).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PostgreSQL: calls `onNotify` with the payload of every NOTIFY on `channel`, on a connection of its own that
   * reconnects after a loss (and then calls `onNotify('')`: notifications sent meanwhile are gone). PGlite has no
   * other process to hear from: absent.
   */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  /** PGlite: writes the whole cluster to `file`, to open others from (`DatabaseOptions.template`). */
  dump?: (file: string) => Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server URL; wins over dataDir. */
  databaseUrl?: string | undefined;
  /** Data directory (PGlite lives in its `pglite` folder), or `memory://`. */
  dataDir: string;
  /**
   * A PGlite dump (`Database.dump`, a backup) to start a new cluster from: the tests' migrated template in memory, or
   * a backup restored into a data directory that holds no cluster (decision 080).
   */
  template?: string | undefined;
  onPoolError?: (error: Error) => void;
  /** PGlite on disk: a failure of the channel `npm run backup` asks for a dump on (decision 080). */
  onBackupError?: (error: unknown) => void;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every server process.
const MIGRATION_LOCK_KEY = 7_263_514_001;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir, options.template, options.onBackupError);
}

async function openPglite(
  dataDir: string,
  template: string | undefined,
  onBackupError: (error: unknown) => void = () => {},
): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PgliteThread.start(inMemory ? IN_MEMORY : path.join(dataDir, 'pglite'), template);
    // drizzle calls query, exec and transaction, which the thread answers as PGlite does (pglite-thread.ts).
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // While this process holds the directory, `npm run backup` asks it for the dump (decision 080).
    const stopServingBackups = inMemory
      ? async () => {}
      : await serveBackups(dataDir, (file) => client.dump(file, { backup: true }), onBackupError);
    return {
      db,
      driver: 'pglite',
      ping: () => ping(db),
      // PGlite's query() speaks the extended protocol (one statement); exec() takes a script.
      executeSql: async (text, values) =>
        values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
      dump: (file) => client.dump(file),
      close: async () => {
        await stopServingBackups();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * A query function whose promise-style calls (drizzle's, ours) are database spans inside a trace (decision 079).
 * Calls with a callback are left alone: they are the pool's own calls on its clients, already inside a span.
 */
function tracedQuery(query: AnyQuery): AnyQuery {
  return (...args) => {
    if (args.some((arg) => typeof arg === 'function')) return query(...args);
    const [first] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    return traceStatement(text, () => query(...args) as Promise<unknown>);
  };
}

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.query = tracedQuery(pool.query.bind(pool) as AnyQuery) as typeof pool.query;
  // A transaction's statements run on a client of its own (drizzle's pool.connect()).
  pool.on('connect', (client) => {
    client.query = tracedQuery(client.query.bind(client) as AnyQuery) as typeof client.query;
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => onPoolError?.(error));
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onNotify) => listenOn(url, channel, onNotify, onPoolError),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1_000;

async function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () =>
    connect().then(
      () => onNotify(''),
      (error: Error) => {
        onError?.(error);
        if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/** Several server processes may start together on one PostgreSQL; an advisory lock lets one migrate at a time. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
