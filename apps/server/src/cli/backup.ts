import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, IN_MEMORY, loadConfig, type Config } from '../config';
import { requestBackup } from '../db/backup-channel';
import { openDatabase } from '../db/client';
import { dataDirOwner, DataDirInUseError, lockDataDir } from '../db/pglite-lock';
import { PgliteThread } from '../db/pglite-thread';
import { formatLedgerCheck, ledgerCheck, type LedgerCheckResult } from './ledger-check';

/** The database a backup is taken of or restored into: DATABASE_URL, else PGlite in DATA_DIR. */
export type BackupTarget = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** PostgreSQL's own tools, from PATH unless PG_DUMP / PG_RESTORE name them (of the server's major version or newer). */
export interface PgTools {
  pgDump: string;
  pgRestore: string;
}
export const pgTools = (env: NodeJS.ProcessEnv = process.env): PgTools => ({
  pgDump: env.PG_DUMP || 'pg_dump',
  pgRestore: env.PG_RESTORE || 'pg_restore',
});

/** A backup or restore refused or failed for a reason the operator fixes (printed without a stack). */
export class BackupError extends Error {
  override name = 'BackupError';
}

const stamp = (at = new Date()) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** Where a backup goes when `--out` is not given: backups/parking-<UTC time>.<tar.gz|pgdump> under `base`. */
export const defaultBackupFile = (target: BackupTarget, base: string, at = new Date()) =>
  path.join(base, 'backups', `parking-${stamp(at)}.${target.databaseUrl ? 'pgdump' : 'tar.gz'}`);

/**
 * Writes a backup of the database to `file` (decision 080). PostgreSQL: `pg_dump`'s custom format. PGlite: a gzipped
 * tarball of the cluster, written by the server running on the data directory when there is one (a consistent copy
 * taken between two statements after a checkpoint, while it keeps serving), else by this process.
 */
export async function backup(target: BackupTarget, file: string, tools = pgTools()): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  if (target.databaseUrl) {
    await runTool(tools.pgDump, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    return 'pg_dump, custom format';
  }
  if (target.dataDir === IN_MEMORY) throw new BackupError('DATA_DIR=memory:// holds nothing to back up');
  const owner = dataDirOwner(target.dataDir);
  if (owner) {
    await requestBackup(target.dataDir, file);
    return `written by the server running on ${target.dataDir} (pid ${owner}), which went on serving`;
  }
  if (!existsSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`${target.dataDir} holds no database (DATA_DIR)`);
  }
  const unlock = lockDataDir(target.dataDir);
  try {
    const thread = await PgliteThread.start(path.join(target.dataDir, 'pglite'));
    try {
      await thread.dump(file, { backup: true });
    } finally {
      await thread.close();
    }
  } finally {
    unlock();
  }
  return `read from ${target.dataDir} (no server was running on it)`;
}

/**
 * Restores a backup into the database, then opens it as the server would (migrations bring an older backup up to this
 * build) and runs the ledger check on it. Refuses a database that holds data unless `replace`: PostgreSQL's objects are
 * then dropped first (`pg_restore --clean`); PGlite's old cluster is kept beside the new one, renamed.
 */
export async function restore(
  target: BackupTarget,
  file: string,
  { replace = false, tools = pgTools() }: { replace?: boolean; tools?: PgTools } = {},
): Promise<LedgerCheckResult> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (target.databaseUrl) {
    if (await holdsTables(target.databaseUrl)) {
      if (!replace) {
        throw new BackupError(
          'the database already holds tables: restore into an empty database, or pass --replace ' +
            '(its schemas are then kept beside as <schema>_before_restore_<time>)',
        );
      }
      await setSchemasAside(target.databaseUrl);
    }
    await runTool(tools.pgRestore, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
  } else {
    if (target.dataDir === IN_MEMORY) throw new BackupError('DATA_DIR=memory:// cannot be restored into');
    // A server on the directory holds this lock: stop it first (DataDirInUseError says so).
    const unlock = lockDataDir(target.dataDir);
    try {
      const cluster = path.join(target.dataDir, 'pglite');
      if (existsSync(cluster) && readdirSync(cluster).length > 0) {
        if (!replace) {
          throw new BackupError(
            `${target.dataDir} already holds a database: restore into an empty DATA_DIR, or pass --replace ` +
              '(the old one is then kept beside it as pglite.before-restore-<time>)',
          );
        }
        await rename(cluster, `${cluster}.before-restore-${stamp()}`);
      }
    } finally {
      unlock();
    }
  }
  // PGlite: the new cluster is loaded from the backup as the database opens (it takes the directory's lock again).
  const database = await openDatabase({ ...target, template: target.databaseUrl ? undefined : file });
  try {
    return await ledgerCheck(database.db);
  } finally {
    await database.close();
  }
}

/** What a schema set aside by a restore has in its name. */
const ASIDE = '_before_restore_';

/**
 * Renames every schema of ours aside (public, drizzle, pgboss, …) and makes a new public, with the extensions that were
 * in them: the old data stays, as PGlite's old cluster does. (`pg_restore --clean` cannot drop pg-boss's partitioned job table's inherited keys.)
 */
async function setSchemasAside(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where left(nspname, 3) <> 'pg_' and nspname <> 'information_schema'
         and strpos(nspname, '${ASIDE}') = 0`,
    );
    const suffix = `${ASIDE}${stamp().replace('-', '_')}`;
    await client.query('begin');
    for (const { name } of rows) {
      await client.query(
        `alter schema ${pg.escapeIdentifier(name)} rename to ${pg.escapeIdentifier(`${name.slice(0, 40)}${suffix}`)}`,
      );
    }
    await client.query('create schema public');
    // Extensions go with their schema, and the backup's `create extension if not exists` would then find them there:
    // its objects (pg_trgm's operator classes) must be where the restored tables look for them.
    const { rows: extensions } = await client.query<{ name: string }>(
      `select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace
       where strpos(n.nspname, '${ASIDE}') > 0`,
    );
    for (const { name } of extensions) {
      await client.query(`alter extension ${pg.escapeIdentifier(name)} set schema public`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function holdsTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') and strpos(table_schema, '${ASIDE}') = 0`,
    );
    return rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

/** Runs one of PostgreSQL's tools; its error output becomes the error's message. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} not found: install PostgreSQL's client tools (the server's major version or newer), ` +
                `or name them with PG_DUMP / PG_RESTORE`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(command)} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--replace]`; paths are the caller's (INIT_CWD). */
async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const base = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig();
  if (command === 'backup') {
    const out = args.indexOf('--out');
    if (out >= 0 && !args[out + 1]) throw new BackupError('--out needs a file name');
    const file = out >= 0 ? path.resolve(base, args[out + 1]!) : defaultBackupFile(config, base);
    const how = await backup(config, file);
    process.stdout.write(`backup written to ${file} (${how})\n`);
    return 0;
  }
  if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) throw new BackupError('usage: npm run restore -- <backup file> [--replace]');
    const result = await restore(config, path.resolve(base, file), { replace: args.includes('--replace') });
    process.stdout.write(`restored ${file} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}\n`);
    process.stdout.write(formatLedgerCheck(result));
    return result.violations.length === 0 ? 0 : 1;
  }
  throw new BackupError('usage: backup.ts backup [--out FILE] | restore FILE [--replace]');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      const expected =
        error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError;
      console.error(expected ? (error as Error).message : error);
      process.exitCode = 2;
    },
  );
}
