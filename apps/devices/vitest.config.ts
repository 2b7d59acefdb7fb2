import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'devices', include: ['src/**/*.test.ts'] } });
