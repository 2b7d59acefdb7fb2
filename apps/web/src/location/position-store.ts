import { StorageKey } from '@parking/contracts';
import { useSyncExternalStore } from 'react';
import { resolveClientType } from '../lib/client-type';
import { browserStore, type KeyValueStore } from '../lib/storage';
import type { LatLng } from './coords';

/**
 * The driver's position, shared by every page (home, map, search), kept in storage as lat/lng (GCJ-02) for the next
 * visit and the other pages (spec section 3, locally stored values). Asked for only when the driver shows intent (taps
 * 定位 or 附近, docs/decisions/025), never because a page loaded: until then the state is `idle`, with the position
 * of an earlier visit if there is one.
 */
export type PositionState =
  | { status: 'idle'; last: LatLng | undefined }
  | { status: 'locating'; last: LatLng | undefined }
  | { status: 'located'; position: LatLng }
  | { status: 'unsupported' }
  | { status: 'failed' };

export function storedPosition(store: KeyValueStore): LatLng | undefined {
  const lat = Number(store.get(StorageKey.lat));
  const lng = Number(store.get(StorageKey.lng));
  const present = store.get(StorageKey.lat) && store.get(StorageKey.lng);
  return present && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
}

type Locate = () => Promise<LatLng>;

/** The default way to locate: the WeChat/Alipay/browser chain, loaded on first use (it carries gcoord). */
const defaultLocate: Locate = async () => {
  const { locate } = await import('./locate');
  return locate(resolveClientType(browserStore, navigator.userAgent), navigator.userAgent);
};

export function createPositionSource(store: KeyValueStore, locateNow: Locate = defaultLocate) {
  const listeners = new Set<() => void>();
  let state: PositionState | undefined;
  const set = (next: PositionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const source = {
    // Cached: React compares snapshots by identity.
    get: (): PositionState => (state ??= { status: 'idle', last: storedPosition(store) }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Forgets this visit's position (tests; a new dealer). */
    reset() {
      state = undefined;
    },
    /** Asks for the position: the driver tapped 定位, 重新定位 or 附近. */
    relocate() {
      set({ status: 'locating', last: storedPosition(store) });
      locateNow().then(
        (position) => {
          store.set(StorageKey.lat, String(position.lat));
          store.set(StorageKey.lng, String(position.lng));
          set({ status: 'located', position });
        },
        (error: unknown) => {
          // A position from an earlier visit is better than none: it is used, and the failure is not shown.
          const last = storedPosition(store);
          if (last) set({ status: 'located', position: last });
          else set({ status: (error as { kind?: string }).kind === 'unsupported' ? 'unsupported' : 'failed' });
        },
      );
    },
  };
  return source;
}
export type PositionSource = ReturnType<typeof createPositionSource>;

/** The app's one position source. */
export const positionSource = createPositionSource(browserStore);

/** The driver's position for a component, and `relocate` to ask for it when the driver wants it. */
export function usePosition(source: PositionSource = positionSource) {
  const state = useSyncExternalStore(source.subscribe, source.get, source.get);
  return { state, relocate: source.relocate };
}

/** The best position known now: a fix of this visit, else the last stored one. */
export const knownPosition = (state: PositionState): LatLng | undefined =>
  state.status === 'located'
    ? state.position
    : state.status === 'locating' || state.status === 'idle'
      ? state.last
      : undefined;
