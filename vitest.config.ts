import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace: each project keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/headless-chromium',
      'packages/throwaway-postgres',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/devices',
      'scripts',
    ],
    // Vitest's default is one worker less than the cores: one test file at a time on the 2-core CI machine. A server
    // test spends much of its time waiting on its database (PGlite's thread, PostgreSQL's process), so two files at
    // once keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
