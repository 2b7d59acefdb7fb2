import { encodePayload, NONCE_LENGTH, RequestHeader, StorageKey, type RouteFlags } from '@parking/contracts';
import { resolveClientType } from '../lib/client-type';
import type { KeyValueStore } from '../lib/storage';

const NONCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// The largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % NONCE_ALPHABET.length);

export type RandomBytes = (length: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** A 32-character nonce of letters and digits from a cryptographic source (spec section 6). */
export function createNonce(randomBytes: RandomBytes = cryptoRandomBytes): string {
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of randomBytes(NONCE_LENGTH)) {
      if (byte < UNBIASED_LIMIT && nonce.length < NONCE_LENGTH) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
    }
  }
  return nonce;
}

export interface HeaderSources {
  store: KeyValueStore;
  userAgent: () => string;
  now: () => number;
  randomBytes: RandomBytes;
  /** The anonymous device key (lib/device-key.ts), sent only to operations flagged deviceKey; none when absent. */
  deviceKey?: () => string;
}

/** The headers of spec section 6 for one request (its operation's flags): token, client type and the payload. */
export function requestHeaders(
  token: string | undefined,
  sources: HeaderSources,
  { authModel, deviceKey }: RouteFlags = {},
): Record<string, string> {
  const { store } = sources;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [RequestHeader.CLIENT_TYPE]: String(resolveClientType(store, sources.userAgent())),
    [RequestHeader.PAYLOAD]: encodePayload({
      nonce: createNonce(sources.randomBytes),
      timestamp: sources.now(),
      driverDealerId: store.get(StorageKey.driverDealerId),
      openid: store.get(StorageKey.openid),
      buyid: store.get(StorageKey.buyid),
      authModel: authModel ?? 0,
    }),
  };
  if (token) headers[RequestHeader.AUTHORIZATION] = `Bearer ${token}`;
  if (sources.deviceKey && deviceKey) headers[RequestHeader.DEVICE_KEY] = sources.deviceKey();
  return headers;
}
