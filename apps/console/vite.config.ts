import { defineConfig } from 'vite';

// The console is served by the API server at /console/ (apps/server/src/plugins/console-app.ts); in development,
// vite serves it and passes API calls to a server on :8080.
export default defineConfig({
  base: '/console/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    // antd and its icons come as one shared chunk of the sections (about 200 KB gzip): a desk app on a fixed line.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // antd marks its files "use client" for React Server Components; a client-only bundle can drop it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
