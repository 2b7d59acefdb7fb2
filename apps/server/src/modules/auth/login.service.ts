import {
  AppError,
  ErrorCode,
  LoginMethod,
  maskPhone,
  ThirdType,
  type LoginInfo,
  type LoginResult,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { minutesLeft } from '../../security/lockout';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import type { DriverRow, DriversRepository } from '../driver';
import type { RequestContext } from './request-context';
import type { AuthenticatedDriver, SessionsService } from './sessions.service';

/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_FAILED_PASSWORDS = 5;
export const PASSWORD_LOCKOUT_MS = 15 * 60 * 1000;

const lockedOut = (until: Date, now: Date) =>
  new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `密码错误次数过多，账号已锁定，请 ${minutesLeft(until, now)} 分钟后再试，或使用验证码登录`,
  );

const KNOWN_THIRD_TYPES: readonly string[] = Object.values(ThirdType);

export function createLoginService(deps: { drivers: DriversRepository; sessions: SessionsService; clock: Clock }) {
  const { drivers, sessions, clock } = deps;

  /** Starts an exclusive session (the driver's other phones are logged out) and answers like every login does. */
  async function startSession(driver: DriverRow, method: LoginMethod, ctx: RequestContext): Promise<LoginResult> {
    const pair = await sessions.start(driver.id, { method, clientType: ctx.clientType, exclusive: true });
    return { ...pair, driverId: driver.id, phoneBound: driver.phone !== null };
  }

  return {
    startSession,

    /** Phone and password. Wrong passwords count towards a 15-minute lock; the answer never says which was wrong. */
    async passwordLogin(
      dealerId: string,
      login: { phone: string; password: string },
      ctx: RequestContext,
    ): Promise<LoginResult> {
      const driver = await drivers.findByPhone(dealerId, login.phone);
      if (!driver?.passwordHash) {
        // Same work as a real check, so timing does not tell registered phones apart.
        await verifyAgainstDummy(login.password);
        throw new AppError(ErrorCode.WRONG_CREDENTIALS);
      }
      const now = clock.now();
      if (driver.lockedUntil && driver.lockedUntil > now) throw lockedOut(driver.lockedUntil, now);
      if (!(await verifyPassword(driver.passwordHash, login.password))) {
        const lockUntil = new Date(now.getTime() + PASSWORD_LOCKOUT_MS);
        const lockedUntil = await drivers.recordFailedLogin(driver.id, MAX_FAILED_PASSWORDS, lockUntil);
        if (lockedUntil && lockedUntil > now) throw lockedOut(lockedUntil, now);
        throw new AppError(ErrorCode.WRONG_CREDENTIALS);
      }
      await drivers.clearFailedLogins(driver.id);
      return startSession(driver, LoginMethod.PASSWORD, ctx);
    },

    async loginInfo(driver: AuthenticatedDriver): Promise<LoginInfo> {
      const row = await drivers.findById(driver.dealerId, driver.id);
      if (!row) throw new AppError(ErrorCode.NOT_LOGGED_IN);
      const thirdIds = await drivers.thirdIdsOf(row.id);
      const thirdTypes = [...new Set(thirdIds.map((t) => t.thirdType))].filter((t): t is ThirdType =>
        KNOWN_THIRD_TYPES.includes(t),
      );
      return {
        driverId: row.id,
        dealerId: row.dealerId,
        phone: row.phone && maskPhone(row.phone),
        phoneBound: row.phone !== null,
        nickName: row.nickName,
        userName: row.userName,
        hasPassword: row.passwordHash !== null,
        thirdTypes,
      };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
