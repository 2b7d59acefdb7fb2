import {
  AppError,
  ErrorCode,
  LoginMethod,
  maskPhone,
  ThirdType,
  VerifyCodeType,
  type CheckAccountResult,
  type LoginInfo,
  type LoginRefusal,
  type LoginResult,
  type PasswordLogin,
  type VerifyCodeLogin,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { verifyAgainstDummy } from '../../security/passwords';
import {
  assertNotLocked,
  checkReservedPassword,
  ensureDriver,
  LOOKUP_LIMITS,
  lookupKey,
  lookupRefused,
  MAX_FAILED_PASSWORDS,
  reservePasswordAttempt,
  type DriverRow,
  type DriversRepository,
} from '../driver';
import type { ChallengesService, RateLimiter, VerifyCodesService } from '../verification';
import type { AuthenticatedDriver, RequestContext, SessionsService } from '../sessions';

/**
 * A password login needs a picture challenge after this many wrong passwords of the account, or failures of one phone
 * from one IP (an unregistered phone has no account count), or failures from one IP over all phones. The IP-only
 * threshold is high: carriers put many drivers behind one address (CGNAT), and one driver's typos must not make the
 * others solve pictures; the IP + phone count is what catches guessing at one phone (decision 032).
 */
export const LOGIN_CHALLENGE_AFTER = { accountFailures: 3, ipPhoneFailuresPerHour: 3, ipFailuresPerHour: 30 } as const;
const HOUR = 60 * 60 * 1000;

const KNOWN_THIRD_TYPES: readonly string[] = Object.values(ThirdType);
const ipFailureKey = (ip: string) => `login-fail:ip:${ip}`;
const ipPhoneFailureKey = (ip: string, phone: string) => `login-fail:ip-phone:${ip}:${phone}`;

/** The failure counts a login reserves, each with the hour's allowance before a challenge is asked. */
const failureChecks = (ip: string, phone: string) => [
  { key: ipPhoneFailureKey(ip, phone), rules: [{ windowMs: HOUR, max: LOGIN_CHALLENGE_AFTER.ipPhoneFailuresPerHour }] },
  { key: ipFailureKey(ip), rules: [{ windowMs: HOUR, max: LOGIN_CHALLENGE_AFTER.ipFailuresPerHour }] },
];

export interface LoginDeps {
  drivers: DriversRepository;
  sessions: SessionsService;
  verifyCodes: VerifyCodesService;
  challenges: ChallengesService;
  limiter: RateLimiter;
  clock: Clock;
}

/** The ways a driver logs in, and what the login screens ask before. */
export function createLoginService(deps: LoginDeps) {
  const { drivers, sessions, verifyCodes, challenges, limiter, clock } = deps;

  /** An interactive login: the driver's other phones are logged out. */
  const startSession = (driver: DriverRow, method: LoginMethod, ctx: RequestContext): Promise<LoginResult> =>
    sessions.loginAs(driver, { method, clientType: ctx.clientType, exclusive: true });

  async function challengeRequired(driver: DriverRow | undefined, ip: string, phone: string): Promise<boolean> {
    if (driver && driver.failedLogins >= LOGIN_CHALLENGE_AFTER.accountFailures) return true;
    return !(await limiter.check(failureChecks(ip, phone), clock.now())).allowed;
  }

  /**
   * Counts a failed login of the IP (and of the phone from it) in advance and returns how to take it back (success,
   * or refused unchecked). Without a solved challenge only the hour's allowances are handed out, atomically; past
   * them the challenge is asked.
   */
  async function reserveIpFailure(
    ip: string,
    phone: string,
    challenged: boolean,
    now: Date,
  ): Promise<() => Promise<void>> {
    const checks = failureChecks(ip, phone);
    if (challenged) await Promise.all(checks.map((check) => limiter.record(check.key, now)));
    else if (!(await limiter.hit(checks, now)).allowed) throw new AppError(ErrorCode.CHALLENGE_REQUIRED);
    return async () => {
      for (const check of checks) await limiter.release(check.key, now);
    };
  }

  /**
   * The refusal of a wrong password, saying what comes next: the tries left before the lock (an unregistered phone
   * counts its failures from this IP, so the answer still does not tell registered phones apart) and whether the
   * next try needs the picture challenge.
   */
  async function wrongCredentials(dealerId: string, phone: string, ip: string): Promise<AppError> {
    const driver = await drivers.findByPhone(dealerId, phone);
    const failures = driver?.passwordHash
      ? driver.failedLogins
      : await limiter.count(ipPhoneFailureKey(ip, phone), HOUR, clock.now());
    const triesLeft = Math.max(0, MAX_FAILED_PASSWORDS - failures);
    const data: LoginRefusal = { triesLeft, challengeRequired: await challengeRequired(driver, ip, phone) };
    return new AppError(ErrorCode.WRONG_CREDENTIALS, `手机号或密码错误，还可尝试 ${triesLeft} 次`, { data });
  }

  return {
    /**
     * Phone and password. Wrong passwords count towards a 15-minute lock, and after a few a picture challenge is
     * needed; the answer never says whether the phone or the password was wrong.
     */
    async passwordLogin(dealerId: string, login: PasswordLogin, ctx: RequestContext): Promise<LoginResult> {
      const driver = await drivers.findByPhone(dealerId, login.phone);
      const now = clock.now();
      if (driver) assertNotLocked(driver, now);
      const challenged = await challengeRequired(driver, ctx.ip, login.phone);
      if (challenged) await challenges.require(dealerId, login);
      // Both counts are taken before any hashing: a burst of guesses gets at most the limits checked, not all of them.
      const releaseIpSlot = await reserveIpFailure(ctx.ip, login.phone, challenged, now);
      if (!driver?.passwordHash) {
        // Same work as a real check, so timing does not tell registered phones apart.
        await verifyAgainstDummy(login.password);
        throw await wrongCredentials(dealerId, login.phone, ctx.ip);
      }
      const challengeAfter = challenged ? undefined : LOGIN_CHALLENGE_AFTER.accountFailures;
      const attempt = await reservePasswordAttempt(drivers, driver.id, now, challengeAfter).catch(
        async (refused: unknown) => {
          await releaseIpSlot(); // refused unchecked: not a failure
          throw refused;
        },
      );
      if (!(await checkReservedPassword(drivers, attempt, driver.passwordHash, login.password, now))) {
        throw await wrongCredentials(dealerId, login.phone, ctx.ip);
      }
      await releaseIpSlot();
      return startSession(driver, LoginMethod.PASSWORD, ctx);
    },

    /** Phone and SMS code; a phone without an account gets one on the way (未注册的手机号验证后自动注册). */
    async verifyCodeLogin(dealerId: string, login: VerifyCodeLogin, ctx: RequestContext): Promise<LoginResult> {
      await verifyCodes.verify({ dealerId, phone: login.phone, purpose: VerifyCodeType.LOGIN }, login.verifyCode);
      const driver = await ensureDriver(drivers, { dealerId, phone: login.phone });
      return startSession(driver, LoginMethod.VERIFY_CODE, ctx);
    },

    /**
     * A host app's web view hands over the access token of its own live session: this page gets a session of its
     * own for the same driver on the same phone, so nothing else is revoked.
     */
    async tokenLogin(dealerId: string, token: string, ctx: RequestContext): Promise<LoginResult> {
      const driver = await sessions.authenticate(token, dealerId);
      return sessions.loginAs(driver, { method: LoginMethod.TOKEN, clientType: ctx.clientType, exclusive: false });
    },

    /** What the login screen should offer for a phone; rate limited like other account lookups. */
    async checkAccount(dealerId: string, phone: string, ctx: RequestContext): Promise<CheckAccountResult> {
      const outcome = await limiter.hit([{ key: lookupKey(ctx.ip), rules: LOOKUP_LIMITS }], clock.now());
      if (!outcome.allowed) throw lookupRefused();
      const driver = await drivers.findByPhone(dealerId, phone);
      return {
        registered: driver !== undefined,
        hasPassword: Boolean(driver?.passwordHash),
        challengeRequired: await challengeRequired(driver, ctx.ip, phone),
      };
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
