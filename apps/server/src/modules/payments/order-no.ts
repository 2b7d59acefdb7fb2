import { randomBytes } from 'node:crypto';
import { shanghaiDay } from '@parking/contracts/shanghai-time';

// Crockford-style base32 without look-alikes; 20 characters carry 100 random bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}

/**
 * A new order number: `P`, the Shanghai business day and 20 random characters (29 in all, within every provider's
 * 6–32 of [0-9A-Za-z_-]). Unguessable, so knowing one is what lets an anonymous payer follow their own order.
 */
export const newOrderNo = (now: Date): string => `P${shanghaiDay(now).replaceAll('-', '')}${randomCode(20)}`;

/**
 * The refund number of the one refund a capture may queue (bills already paid, or a recharge the wallet cannot hold):
 * derived, so a retry after a crash asks for the same refund.
 */
export const captureRefundNo = (orderNo: string): string => `R${orderNo.slice(1)}`;

export const ORDER_NO_PATTERN = /^P\d{8}[0-9A-Z]{20}$/;
