import { createNonce, type RandomBytes, cryptoRandomBytes } from '../api/request-headers';

/** Where the key is kept: ours, beside the spec's stored values (spec section 3 lists no such value). */
export const DEVICE_KEY_STORAGE_NAME = 'deviceKey';

/** The part of Web Storage the key needs; tests pass a Map-backed one. */
export type DeviceKeyStorage = Pick<Storage, 'getItem' | 'setItem'>;

const VALID = /^[0-9A-Za-z]{32}$/;

/**
 * The anonymous visitor's device key (header x-device-key): 32 random letters and digits, made on first use and kept
 * in local storage, so the plate history of someone who never logs in survives a reload. A reqJson launch clears
 * local storage and with it the key: a host may hand the phone to someone else. Without usable storage the key
 * lives for the visit.
 */
export function createDeviceKeySource(
  storage: DeviceKeyStorage | undefined,
  randomBytes: RandomBytes = cryptoRandomBytes,
): () => string {
  let inMemory: string | undefined;
  return () => {
    let stored: string | null = null;
    try {
      stored = storage?.getItem(DEVICE_KEY_STORAGE_NAME) ?? null;
    } catch {
      // Storage refused (private mode in older web views): fall back to memory.
    }
    if (stored && VALID.test(stored)) return stored;
    inMemory ??= createNonce(randomBytes);
    try {
      storage?.setItem(DEVICE_KEY_STORAGE_NAME, inMemory);
    } catch {
      // Quota or private mode: the key lasts for this visit.
    }
    return inMemory;
  };
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The app's device key. */
export const browserDeviceKey = createDeviceKeySource(localStorageOrUndefined());
