import { useSyncExternalStore } from 'react';
import { API_CACHE, CACHE_ASSETS, STALE_HEADER } from '../../sw/offline-protocol';

/**
 * Whether what the screen shows may be old: the phone is offline, or the last API answer came from the service
 * worker's cache (sw/sw.ts) because the network failed. A fresh answer from the network clears it. The root layout
 * shows 「离线 · 数据可能不是最新」 while it holds (issue 14 item 10).
 */
const listeners = new Set<() => void>();
let servedFromCache = false;
const notify = () => listeners.forEach((listener) => listener());
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const OFFLINE_TEXT = '离线 · 数据可能不是最新';

export const staleData = {
  get: (): boolean => servedFromCache || !online(),
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (listeners.size === 1 && typeof window !== 'undefined') {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      }
    };
  },
  /** Every API answer reports here: kept (marked by the worker) or fresh from the network. */
  answered(headers: Pick<Headers, 'get'>) {
    const cached = headers.get(STALE_HEADER) !== null;
    if (cached === servedFromCache) return;
    servedFromCache = cached;
    notify();
  },
};

/** Whether the screen may show old data (false while rendering on the server). */
export const useStaleData = (): boolean => useSyncExternalStore(staleData.subscribe, staleData.get, () => false);

/** Forgets the last-seen API answers (logging out: the next driver on this phone must not see them offline). */
export function forgetLastSeenData(): void {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
}

/**
 * Registers the service worker once the page has loaded, and hands it the scripts and styles this visit loaded before
 * it took control, so the first visit already works offline. Not in development (Vite serves unbundled modules).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/'));
    registration.active?.postMessage({ type: CACHE_ASSETS, urls });
  };
  const start = () => void register().catch(() => undefined); // offline support is an extra
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
