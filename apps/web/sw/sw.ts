/// <reference lib="webworker" />
/**
 * The app's service worker (issue 14 item 10, decision 032): an offline reload shows the app, not the browser's error
 * page, with the driver's last-seen data marked stale. Built by vite-plugin-pwa (injectManifest) from workbox modules.
 *
 * - Pages (navigations): the network first, so the server's first paint and first-screen data still come with every
 *   online visit; offline, the page as last seen (its first-screen data: menus, ads, the dealer's texts), or the
 *   precached app shell (index.html) for a path never opened; either loads its scripts from the caches.
 * - Scripts and styles: hashed and immutable, so cache first; the entry's are precached with index.html, the pages'
 *   are kept as the driver meets them (and those loaded before the worker took control, on the page's message).
 * - API GETs: the network first; offline, the last answer kept, marked with STALE_HEADER so the page says
 *   「离线 · 数据可能不是最新」. Money state (payments, balances) is never kept: it is asked again or fails.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, ASSET_CACHE, CACHE_ASSETS, NEVER_CACHED_API, PAGE_CACHE, STALE_HEADER } from './offline-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const SHELL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

const pages = new NetworkFirst({ cacheName: PAGE_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 30 })] });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

const assets = new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] });
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'), assets);

/** A kept answer served because the network failed: the same body, marked stale for the page. */
const markStale = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(STALE_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, headers });
  },
};

registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !NEVER_CACHED_API.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [markStale, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// Files the page loaded before this worker controlled it (its first visit): kept now, so an offline reload has them.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== CACHE_ASSETS || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string => typeof url === 'string' && new URL(url, self.location.href).pathname.startsWith('/assets/'),
  );
  event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.addAll(urls)));
});
