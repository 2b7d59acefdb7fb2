import { defineConfig } from 'vitest/config';

// One runner for every workspace: each project keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/headless-chromium',
      'packages/throwaway-postgres',
      'apps/server',
      'apps/web',
      'apps/devices',
      'scripts',
    ],
  },
});
