import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The app is written against React's API and typed with @types/react, but runs on Preact through preact/compat
 * (docs/decisions/028): about 40 KB gzip less on every screen. Every import of React — the app's, antd-mobile's,
 * react-query's, react-router's, testing-library's — resolves to Preact, in the build, the server's first paint and
 * the unit tests alike (vite.config.ts, vitest.config.ts), so what is tested is what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/app/react-compat.ts', import.meta.url)) },
];

/** JSX compiles to the automatic runtime's `react/jsx-runtime`, which the aliases above turn into Preact's. */
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;
