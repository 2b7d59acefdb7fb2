import {
  AppError,
  ErrorCode,
  LoginMethod,
  OWN_PHONE_CODE_TYPES,
  VerifyCodeType,
  type BindPhoneRequest,
  type BindPhoneResult,
  type ChangePasswordRequest,
  type ChangePhoneRequest,
  type LoginResult,
  type PhoneRegistered,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendVerifyCode,
  type VerifyCodeSent,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { hashPassword } from '../../security/passwords';
import type { AuthenticatedDriver, RequestContext, SessionsService } from '../sessions';
import type { RateLimiter, VerifyCodesService } from '../verification';
import { assertNotLocked, defaultNickName, LOOKUP_LIMITS, lookupKey, lookupRefused } from './drivers.domain';
import { checkDriverPassword } from './password-check';
import type { DriversRepository } from './drivers.repository';

const phoneTaken = () => new AppError(ErrorCode.CONFLICT, '该手机号已注册，请直接登录');
const phoneBoundElsewhere = () => new AppError(ErrorCode.CONFLICT, '该手机号已被其他账号绑定');
const notRegistered = () => new AppError(ErrorCode.NOT_FOUND, '该手机号未注册');

export interface AccountDeps {
  drivers: DriversRepository;
  sessions: SessionsService;
  verifyCodes: VerifyCodesService;
  limiter: RateLimiter;
  clock: Clock;
  /** The 【】 signature of a dealer's messages (its app name). */
  signNameOf: (dealerId: string) => Promise<string>;
}

/** Registering, proving phones, and changing the account's password, phone and names. */
export function createAccountService(deps: AccountDeps) {
  const { drivers, sessions, verifyCodes, limiter, clock } = deps;

  const code = (dealerId: string, phone: string, purpose: VerifyCodeType, value: string) =>
    verifyCodes.verify({ dealerId, phone, purpose }, value);

  /** The stored row of the driver behind a session (a session outlives nothing: deleted accounts are revoked). */
  async function rowOf(driver: AuthenticatedDriver) {
    const row = await drivers.findById(driver.dealerId, driver.id);
    if (!row) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    return row;
  }

  /** Which phone a code of this type goes to, after the type's own rules; throws when it must not be sent. */
  async function recipientOf(
    dealerId: string,
    request: SendVerifyCode,
    driver: AuthenticatedDriver | null,
  ): Promise<string> {
    const { type, phone } = request;
    if (OWN_PHONE_CODE_TYPES.includes(type) || type === VerifyCodeType.CHANGE_PHONE) {
      if (!driver) throw new AppError(ErrorCode.NOT_LOGGED_IN);
      if (!driver.phone) throw new AppError(ErrorCode.NO_BOUND_PHONE);
    }
    if (OWN_PHONE_CODE_TYPES.includes(type)) {
      if (phone !== undefined && phone !== driver!.phone) {
        throw new AppError(ErrorCode.INVALID_INPUT, '验证码只能发送到当前绑定的手机号');
      }
      return driver!.phone!;
    }
    const target = phone!;
    const holder = await drivers.findByPhone(dealerId, target);
    switch (type) {
      case VerifyCodeType.REGISTER:
        if (holder) throw phoneTaken();
        break;
      case VerifyCodeType.RESET_PASSWORD:
        if (!holder) throw notRegistered();
        break;
      case VerifyCodeType.BIND_PHONE:
        if (!driver) throw new AppError(ErrorCode.NOT_LOGGED_IN);
        if (driver.phone) throw new AppError(ErrorCode.CONFLICT, '当前账号已绑定手机号');
        break;
      case VerifyCodeType.CHANGE_PHONE:
        if (target === driver!.phone) throw new AppError(ErrorCode.INVALID_INPUT, '新手机号不能与当前手机号相同');
        if (holder) throw phoneBoundElsewhere();
        break;
      default: // LOGIN: a new phone is registered by the login
        break;
    }
    return target;
  }

  return {
    async sendVerifyCode(
      dealerId: string,
      request: SendVerifyCode,
      driver: AuthenticatedDriver | null,
      ctx: RequestContext,
    ): Promise<VerifyCodeSent> {
      const phone = await recipientOf(dealerId, request, driver);
      const signName = await deps.signNameOf(dealerId);
      return verifyCodes.send({ dealerId, phone, purpose: request.type }, { ip: ctx.ip, signName }, request);
    },

    async isPhoneRegistered(dealerId: string, phone: string, ctx: RequestContext): Promise<PhoneRegistered> {
      const outcome = await limiter.hit([{ key: lookupKey(ctx.ip), rules: LOOKUP_LIMITS }], clock.now());
      if (!outcome.allowed) throw lookupRefused();
      return { registered: (await drivers.findByPhone(dealerId, phone)) !== undefined };
    },

    /** A new account with a password, logged in at once (on this phone only). */
    async register(dealerId: string, request: RegisterRequest, ctx: RequestContext): Promise<LoginResult> {
      if (await drivers.findByPhone(dealerId, request.phone)) throw phoneTaken();
      await code(dealerId, request.phone, VerifyCodeType.REGISTER, request.verifyCode);
      const created = await drivers.create({
        dealerId,
        phone: request.phone,
        passwordHash: await hashPassword(request.password),
        nickName: request.nickName ?? defaultNickName(request.phone),
      });
      if (!created) throw phoneTaken(); // registered concurrently
      return sessions.loginAs(created, { method: LoginMethod.REGISTER, clientType: ctx.clientType, exclusive: true });
    },

    /** Forgot password: proven by a code, it ends every session (whoever knew the old password is out). */
    async resetPassword(dealerId: string, request: ResetPasswordRequest): Promise<void> {
      const driver = await drivers.findByPhone(dealerId, request.phone);
      if (!driver) throw notRegistered();
      await code(dealerId, request.phone, VerifyCodeType.RESET_PASSWORD, request.verifyCode);
      await drivers.setPassword(driver.id, await hashPassword(request.password), clock.now());
      await sessions.revokeAllOf(driver.id, 'passwordChanged');
    },

    /** Modify with the old password, or set with a code; the driver's other sessions end, this one stays. */
    async changePassword(driver: AuthenticatedDriver, request: ChangePasswordRequest): Promise<void> {
      const row = await rowOf(driver);
      if (request.verifyCode !== undefined) {
        await code(row.dealerId, row.phone!, VerifyCodeType.SET_PASSWORD, request.verifyCode);
      } else {
        if (!row.passwordHash) throw new AppError(ErrorCode.INVALID_INPUT, '尚未设置密码，请通过短信验证码设置');
        const now = clock.now();
        assertNotLocked(row, now);
        if (
          !(await checkDriverPassword(drivers, { ...row, passwordHash: row.passwordHash }, request.oldPassword!, now))
        ) {
          throw new AppError(ErrorCode.WRONG_CREDENTIALS, '原密码错误');
        }
        if (request.oldPassword === request.password) {
          throw new AppError(ErrorCode.INVALID_INPUT, '新密码不能与原密码相同');
        }
      }
      await drivers.setPassword(row.id, await hashPassword(request.password), clock.now());
      await sessions.revokeAllOf(row.id, 'passwordChanged', driver.sessionId);
    },

    /** Needs a code from the current phone and one from the new phone; other sessions end. */
    async changePhone(driver: AuthenticatedDriver, request: ChangePhoneRequest): Promise<void> {
      const row = await rowOf(driver);
      if (request.phone === row.phone) throw new AppError(ErrorCode.INVALID_INPUT, '新手机号不能与当前手机号相同');
      if (await drivers.findByPhone(row.dealerId, request.phone)) throw phoneBoundElsewhere();
      await code(row.dealerId, row.phone!, VerifyCodeType.VERIFY_OLD_PHONE, request.oldVerifyCode);
      await code(row.dealerId, request.phone, VerifyCodeType.CHANGE_PHONE, request.verifyCode);
      if (!(await drivers.setPhone(row.id, request.phone, clock.now()))) throw phoneBoundElsewhere();
      await sessions.revokeAllOf(row.id, 'phoneChanged', driver.sessionId);
    },

    async setNickName(driver: AuthenticatedDriver, nickName: string): Promise<void> {
      await drivers.setProfile(driver.id, { nickName }, clock.now());
    },

    async setUserName(driver: AuthenticatedDriver, userName: string): Promise<void> {
      await drivers.setProfile(driver.id, { userName }, clock.now());
    },

    /**
     * A phoneless (WeChat) account proves a phone. A new phone is simply bound. A phone that already has an account
     * takes over the WeChat identity: the phoneless account is retired and this browser gets the phone account's
     * session.
     */
    async bindPhone(
      driver: AuthenticatedDriver,
      request: BindPhoneRequest,
      ctx: RequestContext,
    ): Promise<BindPhoneResult> {
      const row = await rowOf(driver);
      if (row.phone) throw new AppError(ErrorCode.CONFLICT, '当前账号已绑定手机号');
      await code(row.dealerId, request.phone, VerifyCodeType.BIND_PHONE, request.verifyCode);
      const now = clock.now();
      const holder = await drivers.findByPhone(row.dealerId, request.phone);
      if (!holder && (await drivers.setPhone(row.id, request.phone, now))) {
        if (row.nickName === defaultNickName(null))
          await drivers.setProfile(row.id, { nickName: defaultNickName(request.phone) }, now);
        return { driverId: row.id, merged: false };
      }
      const target = holder ?? (await drivers.findByPhone(row.dealerId, request.phone));
      if (!target) throw new AppError(ErrorCode.CONFLICT, '绑定失败，请重试');
      await drivers.moveThirdIds(row.id, target.id);
      await drivers.anonymise(row.id, now);
      await sessions.revokeAllOf(row.id, 'merged');
      const session = await sessions.loginAs(target, {
        method: LoginMethod.BIND_PHONE,
        clientType: ctx.clientType,
        exclusive: true,
      });
      return { driverId: target.id, merged: true, token: session.token, refreshToken: session.refreshToken };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
