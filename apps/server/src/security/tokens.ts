import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of a secret: what the database keeps of tokens, tickets and codes. */
export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new random secret: 32 bytes (256 bits), base64url, after a prefix that says what it is. */
export const randomToken = (prefix: string): string => prefix + randomBytes(32).toString('base64url');

/** The AES-256 key of what is sealed with a random token: HKDF, so it is unrelated to the token's stored SHA-256. */
const sealingKey = (token: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', token, '', `sealed:${purpose}`, 32));

/**
 * Encrypts `plain` (AES-256-GCM) so that only a holder of `token`, a 256-bit random secret, can read it back. The
 * refresh rotation keeps the next pair sealed with the token it replaced, to hand the same pair to a retry.
 */
export function sealWith(token: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(token, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** What `sealWith` sealed, or undefined for another token, another purpose or a tampered box. */
export function openWith(token: string, purpose: string, sealed: string): string | undefined {
  const box = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(token, purpose), box.subarray(0, 12));
    decipher.setAuthTag(box.subarray(12, 28));
    return Buffer.concat([decipher.update(box.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
