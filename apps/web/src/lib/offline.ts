import { useSyncExternalStore } from 'react';
import { API_CACHE, STALE_HEADER } from '../../sw/offline-protocol';

// For main.tsx to hand to lib/service-worker.ts, which imports nothing: a module imported from both the API client's
// chunk and that lazy one would be split into a chunk of its own, one more file in the initial load.
export { CACHE_ASSETS } from '../../sw/offline-protocol';

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
