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
    // Files share a worker's loaded modules (React, antd-mobile, the app): isolated, each file spent 4 s loading them
    // again, 7.5 of the project's 8 minutes; shared, the project takes under 2. What a test leaves behind is cleared
    // by src/test/setup.ts (the DOM, storage, stubs, the position source). WEB_TESTS_ISOLATED=1 isolates every file
    // again: to compare, or to rule the sharing out.
    isolate: process.env.WEB_TESTS_ISOLATED === '1',
  },
});
