import { defineProject } from 'vitest/config';

export default defineProject({
  // JSX compiles to React's automatic runtime, as in the build (vite.config.ts).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Component tests render whole pages; a loaded CI machine needs more than the default 5 s.
    testTimeout: 30_000,
  },
});
