import { readdirSync, readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

/**
 * Test files that replace a module with `vi.mock`: they need a module graph of their own, so they run in the
 * `server-isolated` project (vitest.isolated.config.ts); `--project 'server*'` runs both.
 */
export const ISOLATED_TESTS = ['src/modules/auth/login-burst.test.ts'];

/**
 * On PostgreSQL, the files that put a database under test: those that build a test app or a test database
 * (test/build-test-app.ts, test/test-database.ts). The others (fee rules, signatures, validators, PGlite's own thread)
 * give the same result on any database; the PGlite run has them. A test file that makes a database another way is
 * not a case here: make it through those two.
 */
function filesOnADatabase(): string[] {
  const onADatabase = /test\/(build-test-app|test-database)['.]/;
  return readdirSync(`${import.meta.dirname}/src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !ISOLATED_TESTS.includes(`src/${file}`))
    .filter((file) => onADatabase.test(readFileSync(`${import.meta.dirname}/src/${file}`, 'utf8')))
    .map((file) => `src/${file}`);
}

/** The database layer's own files (the client, PGlite's thread, backups, set-up): they run on PGlite in every case. */
const DATABASE_LAYER = /^src\/(db|cli)\//;

/**
 * Which files run: every one on in-memory PGlite; with TEST_DATABASE_URL, the files on a database, on PostgreSQL; with
 * SERVER_TESTS=without-database (`npm test`, whose next step runs those on PostgreSQL: decision 094), every file but
 * those, keeping the database layer's own.
 */
function included(): string[] {
  if (process.env.TEST_DATABASE_URL) return filesOnADatabase();
  if (process.env.SERVER_TESTS !== 'without-database') return ['src/**/*.test.ts'];
  const onADatabase = filesOnADatabase().filter((file) => !DATABASE_LAYER.test(file));
  return readdirSync(`${import.meta.dirname}/src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file}`)
    .filter((file) => !onADatabase.includes(file));
}

export default defineProject({
  test: {
    name: 'server',
    include: included(),
    exclude: ISOLATED_TESTS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database, so files share nothing but the loaded modules: evaluating the
    // server's module graph once per worker rather than once per file cut the import time on PostgreSQL from 317 s to
    // 82 s, and does the same on PGlite. A closed app leaves nothing running that could reach its closed database in
    // the next file of the worker (the job queue's stop waits for pg-boss's last poll and completions, decision 056).
    // SERVER_TESTS_ISOLATED=1 isolates every file again: to compare, or to rule the sharing out.
    isolate: process.env.SERVER_TESTS_ISOLATED === '1',
  },
});
