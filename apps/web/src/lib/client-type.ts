import { clientTypeFromUserAgent, isClientType, StorageKey, type ClientType } from '@parking/contracts';
import type { KeyValueStore } from './storage';

/**
 * The client type of this visit: a stored value (set by a host app through `reqJson`, or detected earlier) wins;
 * otherwise it is detected from the user agent and stored, so every later request sends the same type.
 */
export function resolveClientType(store: KeyValueStore, userAgent: string): ClientType {
  const stored = Number(store.get(StorageKey.clientType));
  if (isClientType(stored)) return stored;
  const detected = clientTypeFromUserAgent(userAgent);
  store.set(StorageKey.clientType, String(detected));
  return detected;
}
