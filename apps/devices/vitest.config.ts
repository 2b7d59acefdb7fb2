import { defineProject } from 'vitest/config';

// The simulator tests start a real server (PGlite in memory, demo data) like the server suite does.
export default defineProject({
  test: { name: 'devices', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
