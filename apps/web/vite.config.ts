import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 8080 and serves /api; in dev we proxy to it so the app keeps same-origin URLs.
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    // scripts/size.mjs reads the manifest to measure the initial load.
    manifest: true,
    // Older WeChat/Alipay web views (iOS 15 WebKit, Chromium 87 cores) are still common; Vite's default expects newer.
    target: ['chrome87', 'safari15', 'firefox90'],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Only modules of the initial load are grouped; what lazy pages use stays in their own shared chunks.
            // React + router change rarely: their own long-cached chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
