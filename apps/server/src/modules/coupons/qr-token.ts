import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A merchant's QR code as a token: `<qrCodeId>.<expires, epoch s>.<HMAC-SHA256, base64url, 22 chars>`. The signature
 * proves we made it (a forged or edited token is refused before any row is read); the row it names counts claims.
 */
export function signQrToken(secret: string, qrCodeId: string, expiresAt: Date): string {
  const body = `${qrCodeId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(secret, body)}`;
}

export type QrTokenCheck =
  { ok: true; qrCodeId: string; expiresAt: Date } | { ok: false; reason: 'forged' | 'expired' };

/** Checks a scanned token: signed by us, and not past its time at `now`. */
export function verifyQrToken(secret: string, token: string, now: Date): QrTokenCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{22})$/.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, qrCodeId, seconds, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${qrCodeId}.${seconds}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(Number(seconds) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, qrCodeId, expiresAt };
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`coupon-qr:${body}`).digest('base64url').slice(0, 22);
