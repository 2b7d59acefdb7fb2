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

/**
 * Whether this page runs inside WeChat (its web view), where WeChat login and binding are offered. Not in the server's
 * first paint (no navigator there): its guard does not show the painted login page inside WeChat.
 */
export const insideWechat = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean =>
  /MicroMessenger/i.test(ua);

/** Whether this page runs inside Alipay (its web view), where Alipay login is offered. */
export const insideAlipay = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean =>
  /AlipayClient/i.test(ua);
