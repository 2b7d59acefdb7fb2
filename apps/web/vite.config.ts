import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * Most visits land on /home, whose page is a lazy chunk: without a hint the browser learns of it only after the entry
 * script has run, one round trip late on a slow network. This adds <link rel="modulepreload"> (and the stylesheet)
 * of the landing page's chunk and its imports to index.html, so they download alongside the entry. Their CSS is left
 * to the chunk: preloading it too made the first paint wait (measured with `npm run lighthouse`).
 */
function preloadLandingPage(module: string): Plugin {
  return {
    name: 'preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!landing) throw new Error(`preload-landing-page: no chunk for ${module}`);
        const tags: HtmlTagDescriptor[] = [];
        // What the entry already loads (Vite preloads it) is not named twice.
        const seen = new Set<string>();
        const markLoaded = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(markLoaded);
        };
        chunks.filter((c) => c.isEntry).forEach((c) => markLoaded(c.fileName));
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          chunk.imports.forEach(visit);
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          });
        };
        visit(landing.fileName);
        return tags;
      },
    },
  };
}

// The API server (apps/server) listens on 8080 and serves /api; in dev we proxy to it so the app keeps same-origin URLs.
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), preloadLandingPage('src/features/home/pages/home-page.tsx')],
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
