import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The landing pages' CSS files by path, written beside index.html. */
const FIRST_PAINT_STYLES_FILE = 'first-paint-styles.json';

/**
 * Most visits land on /home, and hosts and parking QR codes open /plateSearch; each page is a lazy chunk, and without a
 * hint the browser learns of it only after the entry script has run, one round trip late on a slow network (and with
 * HTTP/1.1's six connections, the page's small shared chunks take several more). This writes a tiny inline script
 * into index.html that adds <link rel="modulepreload"> for the chunks of the page being opened (by path, `/` counting
 * as `/home`), and of what every first page loads with it (app/lazy-page.ts), so they download alongside the entry.
 * Not their CSS: the server writes it into the page with the first paint (first-paint-styles.json, below), and a
 * request for it would only compete with the scripts. Measured with `npm run lighthouse`.
 */
function preloadLandingPages(
  landings: Record<string, string>,
  everyPage: readonly string[],
  /** Paths painted as another page for a signed-out visitor only: their styles, no preloads (a signed-in one would
   * download that page for nothing). */
  paintedAs: Record<string, string> = {},
): Plugin {
  let stylesByPath: Record<string, string[]> | undefined;
  return {
    name: 'preload-landing-pages',
    apply: 'build',
    // The server's first paint of a landing page needs its styles before the first paint, as stylesheets: it reads
    // them from here (apps/server/src/plugins/first-paint.ts).
    writeBundle(options) {
      if (!stylesByPath || !options.dir) return;
      writeFileSync(join(options.dir, FIRST_PAINT_STYLES_FILE), JSON.stringify(stylesByPath));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        // What the entry already loads (Vite preloads it) is not named again.
        const loadedByEntry = new Set<string>();
        const markLoaded = (fileName: string) => {
          if (loadedByEntry.has(fileName)) return;
          loadedByEntry.add(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(markLoaded);
        };
        chunks.filter((c) => c.isEntry).forEach((c) => markLoaded(c.fileName));
        const filesOf = (module: string): string[] => {
          const landing = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!landing) throw new Error(`preload-landing-pages: no chunk for ${module}`);
          const files: string[] = [];
          const seen = new Set(loadedByEntry);
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            files.push(`/${fileName}`);
            chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
          };
          visit(landing.fileName);
          return files;
        };
        const shared = everyPage.flatMap(filesOf);
        const byPath = Object.fromEntries(
          Object.entries(landings).map(([path, module]) => [path, [...new Set([...filesOf(module), ...shared])]]),
        );
        // The painted page's styles in the order the app applies them: a chunk's imports' CSS before its own (a page's
        // module CSS overrides antd-mobile's at equal specificity), what every page loads first.
        const stylesOf = (module: string): string[] => {
          const landing = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          const styles: string[] = [];
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            const chunk = chunks.find((c) => c.fileName === fileName);
            chunk?.imports.forEach(visit);
            chunk?.viteMetadata?.importedCss.forEach((css) => styles.push(`/${css}`));
          };
          if (landing) visit(landing.fileName);
          return styles;
        };
        const sharedStyles = everyPage.flatMap(stylesOf);
        stylesByPath = Object.fromEntries(
          Object.entries({ ...landings, ...paintedAs }).map(([path, module]) => [
            path,
            [...new Set([...sharedStyles, ...stylesOf(module)])],
          ]),
        );
        const script =
          `(function(m){var p=location.pathname;var f=m[p==='/'?'/home':p];if(!f)return;` +
          `f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=h;document.head.appendChild(l)})})(${JSON.stringify(byPath)})`;
        const tags: HtmlTagDescriptor[] = [{ tag: 'script', children: script, injectTo: 'head' }];
        return tags;
      },
    },
  };
}

/** File names of the chunk groups that only hold modules of the initial load (codeSplitting below). */
const INITIAL_GROUPS = ['react', 'vendor', 'rolldown-runtime'];
const INITIAL_CHUNK = new RegExp(`(^|/)(${INITIAL_GROUPS.join('|')})-[\\w-]+\\.js$`);

// The API server (apps/server) listens on 8080 and serves /api; in dev we proxy to it so the app keeps same-origin URLs.
const API_TARGET = 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  css: {
    modules: {
      // postcss-modules' default (`_[local]_[hash of the file's CSS]_[line]`) without the line: a local name is unique
      // in its file already, and every class name is written in a page's script and style sheet (-0.3 KB gzip on
      // /home). `_[local]_` stays, for tests that find elements by it.
      generateScopedName: (local, _file, css) =>
        `_${local}_${createHash('sha1').update(css).digest('base64url').slice(0, 5)}`,
    },
  },
  // JSX compiles to React's automatic runtime (`react/jsx-runtime`); no plugin needed for the build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    // The service worker (sw/sw.ts, decision 032): the app shell precached, pages' files and last-seen API answers
    // kept as met. Registered by the app itself (src/lib/offline.ts), so nothing is added to index.html; no web app
    // manifest (the app lives inside WeChat and Alipay, not on a home screen). Not part of the server-render build.
    VitePWA({
      disable: isSsrBuild === true,
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell: index.html and what the entry loads before any page (the page chunks are kept as met).
        globPatterns: ['index.html', 'assets/{index,react,vendor,rolldown-runtime}-*.{js,css}'],
      },
    }),
    preloadLandingPages(
      // The pages the server paints first (src/first-paint, FIRST_PAINT_PATHS): their chunks and styles.
      {
        '/home': 'src/features/home/pages/home-page.tsx',
        '/plateSearch': 'src/features/vehicles/pages/plate-search-page.tsx',
        '/mine': 'src/features/mine/pages/mine-page.tsx',
        '/map': 'src/features/map/pages/map-page.tsx',
        '/login': 'src/features/auth/pages/login-page.tsx',
        '/newsList': 'src/features/news/pages/news-list-page.tsx',
      },
      ['src/app/antd-global.ts'],
      // Signed out, the arrears page is the login page (src/first-paint, LOGIN_PAINT_PATHS).
      { '/arrearsPage': 'src/features/auth/pages/login-page.tsx' },
    ),
  ],
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  // The server's first paint (src/first-paint) is bundled whole: antd-mobile's modules import their CSS, which Node
  // cannot load, and one bundle keeps one copy of React for the app's code and its libraries.
  ssr: { noExternal: true },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    // scripts/size.mjs reads the manifest to measure the initial load.
    manifest: true,
    modulePreload: {
      // A lazy page's import lists its chunks for preloading; the groups of the initial load (below) are loaded by
      // the entry already, so naming them again in every page's list only adds weight to the entry. index.html keeps
      // them: there they are fetched beside the entry, not after it has arrived and been parsed (one round trip and
      // the largest file, React and the router, later on every first load).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !INITIAL_CHUNK.test(dep)),
    },
    // Older WeChat/Alipay web views (iOS 15 WebKit, Chromium 87 cores) are still common; Vite's default expects newer.
    target: ['chrome87', 'safari15', 'firefox90'],
    rolldownOptions: {
      // The screens' paths are constants of a generated module (src/lib/screen-paths.gen.ts, decision 096): written
      // into each use, as the literal paths were before, instead of one named binding per screen in the entry and an
      // import of it in every page that navigates.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        // V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a chunk's functions are
        // compiled with the file, on a background thread where it streams in, not one by one on first call. The app's
        // start and a page's first render call most of their code once, and compiling it lazily was half their
        // main-thread time (docs/decisions/064).
        postBanner: isSsrBuild ? undefined : '//# allFunctionsCalledOnLoad',
        // Lazy chunks are named by hash alone: the entry lists every page's chunks for preloading, and their names
        // were 1.3 KB of its gzip weight. The initial groups keep theirs (INITIAL_CHUNK, size reports). Seven hash
        // characters, not eight (0.3 KB of the entry's gzip weight): the fewest rolldown accepts for this many chunks.
        chunkFileNames: (chunk) =>
          INITIAL_GROUPS.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
        // So are the lazy chunks' style sheets, listed there too (0.4 KB of the entry's gzip weight); the entry's own
        // (index-*.css, precached by the service worker) and other assets keep their names.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css') && name !== 'index.css')
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // Only modules of the initial load are grouped; what lazy pages use stays in their own shared chunks.
            // React, react-dom (with its scheduler) and the router change rarely: their own long-cached chunk.
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
}));
