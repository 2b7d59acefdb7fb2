/**
 * Registers the service worker (sw/sw.ts) once the page has loaded, and hands it the scripts and styles this visit
 * loaded before it took control (and those written into the page), so the first visit already works offline. Not in
 * development (Vite serves unbundled modules). Kept out of the initial load: main.tsx imports this module once the
 * page has loaded and hands it sw/offline-protocol.ts's CACHE_ASSETS (through lib/offline.ts, whose chunk the entry
 * loads anyway).
 */
export function registerServiceWorker(cacheAssetsMessage: string): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    // With the style sheets the server wrote into the page (never fetched, named by links): the worker's index.html
    // has no first paint, so offline the page's chunks load them as files.
    const inlined = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
    const urls = [...performance.getEntriesByType('resource').map((entry) => entry.name), ...inlined].filter((url) =>
      new URL(url).pathname.startsWith('/assets/'),
    );
    registration.active?.postMessage({ type: cacheAssetsMessage, urls });
  };
  const start = () => void register().catch(() => undefined); // offline support is an extra
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
