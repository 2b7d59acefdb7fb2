import type { StorageKey } from '@parking/contracts';

/** The locally stored values of spec section 3, behind an interface so tests and the request layer share one shape. */
export interface KeyValueStore {
  get(key: StorageKey): string | undefined;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** Removes every stored value (spec: a `reqJson` launch clears local storage). */
  clear(): void;
}

/** A store kept in memory: tests, and the fallback when the web view refuses local storage. */
export function memoryStore(initial: Partial<Record<StorageKey, string>> = {}): KeyValueStore {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

function usableLocalStorage(): Storage | undefined {
  try {
    // Private mode in older iOS web views exposes localStorage but throws on write.
    const probe = '__probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Wraps a Web Storage; falls back to memory when there is none, so a locked-down web view still works for one visit. */
export function webStore(storage: Storage | undefined): KeyValueStore {
  if (!storage) return memoryStore();
  return {
    get: (key) => storage.getItem(key) ?? undefined,
    set: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded: the value is lost for this visit, which every reader already tolerates.
      }
    },
    remove: (key) => storage.removeItem(key),
    clear: () => storage.clear(),
  };
}

/** The app's one store over `localStorage`. */
export const browserStore: KeyValueStore = webStore(typeof window === 'undefined' ? undefined : usableLocalStorage());
