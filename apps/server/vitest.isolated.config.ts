import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.config';

// The server files that mock a module: isolated, so the mock neither leaks into nor misses other files.
export default defineProject({
  test: {
    name: 'server-isolated',
    include: ISOLATED_TESTS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
