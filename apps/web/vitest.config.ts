import type { Alias } from 'vite';
import { defineProject } from 'vitest/config';
import { preactAliases, preactJsx } from './vite.preact.ts';

/**
 * antd-mobile imports a few CommonJS files of its helpers by path (`rc-util/lib/...`, `rc-field-form/lib/...`, the
 * useSyncExternalStore shim). The bundler runs them through the aliases; Node, which runs them in tests, would
 * `require('react')` itself. Their ES twins (and compat's own useSyncExternalStore) are what they are there.
 */
const COMMONJS_HELPERS: Alias[] = [
  { find: /^(rc-util|rc-field-form)\/lib\/(.*)$/, replacement: '$1/es/$2' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

const LIBRARY_ES_BUILDS = {
  mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  conditions: ['module', 'browser', 'development|production'],
};

export default defineProject({
  // Libraries' ES builds (`module`), which the bundler uses too: a CommonJS build's `require('react')` would bypass the
  // aliases and load React beside Preact.
  resolve: {
    alias: [...COMMONJS_HELPERS, ...preactAliases],
    mainFields: LIBRARY_ES_BUILDS.mainFields,
    conditions: LIBRARY_ES_BUILDS.conditions,
  },
  ssr: { resolve: { conditions: LIBRARY_ES_BUILDS.conditions } },
  oxc: preactJsx,
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Component tests render whole pages; a loaded CI machine needs more than the default 5 s.
    testTimeout: 30_000,
    // Libraries are run through Vite, not Node, so their `react` imports get Preact too (vite.preact.ts).
    server: { deps: { inline: true } },
  },
});
