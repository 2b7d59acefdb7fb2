import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'headless-chromium',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
