import { defineProject } from 'vitest/config';

/**
 * Test files that replace a module with `vi.mock`: they need a module graph of their own, so they run in the
 * `server-isolated` project (vitest.isolated.config.ts); `--project 'server*'` runs both.
 */
export const ISOLATED_TESTS = ['src/modules/auth/login-burst.test.ts'];

// Integration tests run on in-memory PGlite; with TEST_DATABASE_URL set, the same suite runs on PostgreSQL.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: ISOLATED_TESTS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // On PostgreSQL each file builds its own app and database, so files share nothing but the loaded modules:
    // evaluating the server's module graph once per worker rather than once per file cut the import time from 317 s
    // to 82 s. On PGlite files stay isolated: a PGlite thread terminated by a file's close rejects a background call
    // that came too late, and in a shared process that rejection lands on the next file as an unhandled error.
    isolate: !process.env.TEST_DATABASE_URL,
  },
});
