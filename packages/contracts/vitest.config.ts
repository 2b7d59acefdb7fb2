import { defineProject } from 'vitest/config';

// Property tests run thousands of cases: generous timeouts keep a loaded CI machine from failing them.
export default defineProject({ test: { name: 'contracts', include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
