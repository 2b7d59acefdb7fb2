import { defineProject } from 'vitest/config';

// Integration tests run on in-memory PGlite; with TEST_DATABASE_URL set, the same suite runs on PostgreSQL.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
