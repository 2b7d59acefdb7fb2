import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of a secret: what the database keeps of tokens, tickets and codes. */
export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new random secret: 32 bytes (256 bits), base64url, after a prefix that says what it is. */
export const randomToken = (prefix: string): string => prefix + randomBytes(32).toString('base64url');

/**
 * A secret derived from another one: HMAC-SHA256 keyed by `from`. Whoever knows `from` can derive it again, nobody
 * else can; the refresh rotation uses this to answer a retried refresh with the same pair without storing it.
 */
export const deriveToken = (from: string, purpose: string, prefix: string): string =>
  prefix + createHmac('sha256', from).update(purpose).digest('base64url');

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
