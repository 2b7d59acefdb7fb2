import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

/** The admin connection of a PostgreSQL server to run the suite on, or undefined for PGlite. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

async function asAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the server behind adminUrl; `drop` removes it (and cuts its connections). */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated, empty database: in-memory PGlite, or (with TEST_DATABASE_URL) a new database on that server,
 * dropped again by `dispose`.
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: IN_MEMORY });
    return { database, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: url });
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
