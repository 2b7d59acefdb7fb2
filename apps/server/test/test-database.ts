import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { IN_MEMORY } from '../src/config';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/db/client';

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
    const database = await openDatabase({ dataDir: IN_MEMORY, template: await migratedPgliteTemplate() });
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

/**
 * A dump of a freshly migrated PGlite cluster, made once per set of migrations and kept in the temporary directory:
 * a test database loads it in well under a second, where initdb and the migrations take five (most of the suite's
 * time on PGlite). Its name carries a hash of the migrations, so a new or changed migration makes a new one.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if ((await stat(file)).isFile()) hash.update(name).update(await readFile(file));
  }
  const template = path.join(os.tmpdir(), `parking-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
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
