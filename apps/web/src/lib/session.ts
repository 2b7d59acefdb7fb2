import { StorageKey } from '@parking/contracts';
import { forgetLastSeenData } from './offline';
import type { KeyValueStore } from './storage';

/** A stored access token means "logged in" (spec section 4). */
export const isLoggedIn = (store: KeyValueStore): boolean => Boolean(store.get(StorageKey.token));

/**
 * Forgets the session: both tokens, and the API answers kept for offline use (another driver may use this phone next).
 * Other stored values (dealer, location, host ids) belong to the visit, not the login.
 */
export function clearSession(store: KeyValueStore): void {
  store.remove(StorageKey.token);
  store.remove(StorageKey.refreshToken);
  forgetLastSeenData();
}

/** Keeps a new token pair: the driver is logged in from now on. */
export function saveSession(store: KeyValueStore, pair: { token: string; refreshToken: string }): void {
  store.set(StorageKey.token, pair.token);
  store.set(StorageKey.refreshToken, pair.refreshToken);
}
