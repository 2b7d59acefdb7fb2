import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'throwaway-postgres',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
