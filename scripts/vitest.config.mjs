import { defineProject } from 'vitest/config';

// The repository's own scripts (the route budget checker).
export default defineProject({ test: { name: 'scripts', include: ['*.test.mjs'] } });
