import { randomInt } from 'node:crypto';
import { GOLD_CAP_PERCENT } from '@parking/contracts';

/** Invite codes: 8 letters and digits without look-alikes (no 0/O, 1/I/L), easy to read aloud. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newInviteCode = (): string =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');

/** Whether an account is new enough for the registration coupon and for accepting an invite. */
export const isNewAccount = (ageSeconds: number, hours: number): boolean =>
  ageSeconds >= -60 && ageSeconds <= hours * 3600;

/** Which cap (if any) an inviter with these counts reached: the day's, or the total. */
export function inviteCapReached(
  counts: { today: number; total: number },
  caps: { perDay: number; total: number },
): 'day' | 'total' | null {
  if (counts.total >= caps.total) return 'total';
  if (counts.today >= caps.perDay) return 'day';
  return null;
}

/**
 * Whether a coupon template may be what coins buy: a percentage of at most 5 % with a cap, so one redemption is
 * never worth more than 5 % of the bill it is used on (nor more than the coins' worth), whatever the bill.
 */
export const goldTemplateAllowed = (t: { kind: string; value: number; capFen: number | null; scope: string }) =>
  t.kind === 'percent' && t.value >= 1 && t.value <= GOLD_CAP_PERCENT && t.capFen !== null && t.scope === 'parking';
