import { ErrorCode, type LoginRefusal } from '@parking/contracts';
import { formatShanghaiClock } from '@parking/contracts/shanghai-time';
import { isApiError } from '../../../api/client';

/** What a refused password login says comes next (the failure's data), or nothing for other failures. */
export function loginRefusalOf(error: unknown): (LoginRefusal & { locked: boolean }) | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code !== ErrorCode.WRONG_CREDENTIALS && error.code !== ErrorCode.ACCOUNT_LOCKED) return undefined;
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as LoginRefusal;
  return { ...data, locked: error.code === ErrorCode.ACCOUNT_LOCKED };
}

/** The lock dialog's text: when it ends (Shanghai clock time) and the way in that still works. */
export const lockText = (lockedUntil: string | undefined): string =>
  lockedUntil
    ? `密码错误次数过多，账号已锁定至 ${formatShanghaiClock(lockedUntil)}，请届时再试，或使用短信验证码登录。`
    : '密码错误次数过多，账号已锁定，请稍后再试，或使用短信验证码登录。';

/** The line under the password while tries remain. */
export const triesLeftText = (triesLeft: number): string => `密码错误，还可尝试 ${triesLeft} 次，用完后账号将暂时锁定`;
