import { defineConfig } from 'vite';

// The console is served by the API server at /console/ (apps/server/src/plugins/console-app.ts); in development,
// vite serves it and passes API calls to a server on :8080.
export default defineConfig({
  base: '/console/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
});
