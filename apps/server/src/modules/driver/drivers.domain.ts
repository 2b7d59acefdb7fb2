import { AppError, ErrorCode, type LoginRefusal } from '@parking/contracts';
import { minutesLeft } from '../../security/lockout';

/** The nickname a new account starts with: 车主 and the phone's last four digits (or a neutral name without phone). */
export const defaultNickName = (phone: string | null): string => (phone ? `车主${phone.slice(-4)}` : '微信用户');

/** Wrong passwords in a row (logins and the change-password screen together) that lock an account, and how long. */
export const MAX_FAILED_PASSWORDS = 5;
export const PASSWORD_LOCKOUT_MS = 15 * 60 * 1000;

/** The lock, with its end for the login screen's dialog (LoginRefusal.lockedUntil). */
export const passwordLockedOut = (until: Date, now: Date) =>
  new AppError(
    ErrorCode.ACCOUNT_LOCKED,
    `密码错误次数过多，账号已锁定，请 ${minutesLeft(until, now)} 分钟后再试，或使用短信验证码`,
    { data: { lockedUntil: until.toISOString() } satisfies LoginRefusal },
  );

/** Throws while the account is locked. */
export function assertNotLocked(row: { lockedUntil: Date | null }, now: Date): void {
  if (row.lockedUntil && row.lockedUntil > now) throw passwordLockedOut(row.lockedUntil, now);
}

/** Account lookups (is this phone registered?) per IP: enough for people, too few for enumerating phones. */
export const LOOKUP_LIMITS = [
  { windowMs: 60_000, max: 20 },
  { windowMs: 60 * 60_000, max: 200 },
] as const;
export const lookupKey = (ip: string) => `lookup:ip:${ip}`;
export const lookupRefused = () => new AppError(ErrorCode.TOO_MANY_REQUESTS, '查询过于频繁，请稍后再试');
