import { z } from 'zod';
import { MobilePhone } from '../validators/phone';
import { ChallengeAnswer, LoginPassword, VerifyCode } from './fields';
import { LoginResult, THIRD_TYPES } from './session';

/** POST login: phone and password (plus a challenge answer once the server asks for one). */
export const PasswordLogin = ChallengeAnswer.extend({ phone: MobilePhone, password: LoginPassword });
export type PasswordLogin = z.infer<typeof PasswordLogin>;

/** POST loginByVerifyCode: a new phone is registered on the way (未注册的手机号将自动注册). */
export const VerifyCodeLogin = z.object({ phone: MobilePhone, verifyCode: VerifyCode });
export type VerifyCodeLogin = z.infer<typeof VerifyCodeLogin>;

/**
 * POST loginByToken: a host app (our native app's web view) hands over the access token of its own
 * live session; this page gets a session of its own for the same driver, on the same phone (nothing is revoked).
 */
export const TokenLogin = z.object({ token: z.string().min(1).max(256) });
export type TokenLogin = z.infer<typeof TokenLogin>;

/**
 * The `data` of a refused password login (0xd12501027 wrong, 0x8001 locked), so the screen can say what comes next:
 * the tries left before the lock, whether the next try needs the picture challenge (shown before that tap), and
 * when a lock ends. Zod-free: the client reads it off the failure.
 */
export interface LoginRefusal {
  /** Wrong passwords still allowed before the account locks. */
  triesLeft?: number;
  /** The next password login from here must carry a challenge answer. */
  challengeRequired?: boolean;
  /** ISO time the lock ends. */
  lockedUntil?: string;
}

/** POST checkAccount: what the login screen should offer for this phone. */
export const CheckAccountRequest = z.object({ phone: MobilePhone });
export type CheckAccountRequest = z.infer<typeof CheckAccountRequest>;
export const CheckAccountResult = z.object({
  registered: z.boolean(),
  hasPassword: z.boolean(),
  /** A password login for this phone (from this network) must carry a challenge answer. */
  challengeRequired: z.boolean(),
});
export type CheckAccountResult = z.infer<typeof CheckAccountResult>;

/** POST getChallengeCode: a picture challenge; `image` is a PNG data URL (pixels only, see decision 019). */
export const ChallengeCode = z.object({
  challengeId: z.string(),
  image: z.string(),
  /** Seconds until the challenge expires. */
  expiresIn: z.number().int(),
});
export type ChallengeCode = z.infer<typeof ChallengeCode>;

/** GET loginInfo: the logged-in driver (the phone masked, as screens show it). */
export const LoginInfo = z.object({
  driverId: z.string(),
  dealerId: z.string(),
  phone: z.string().nullable(),
  phoneBound: z.boolean(),
  nickName: z.string(),
  userName: z.string(),
  hasPassword: z.boolean(),
  thirdTypes: z.array(z.enum(THIRD_TYPES)),
});
export type LoginInfo = z.infer<typeof LoginInfo>;

/** GET loginStates: works anonymously (the home page asks before it knows). */
export const LoginStates = z.object({
  isLogin: z.boolean(),
  phoneBound: z.boolean(),
  driverId: z.string().nullable(),
});
export type LoginStates = z.infer<typeof LoginStates>;

/** An in-app path to come back to after a login (never another site: that would be an open redirect). */
export const InAppPath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])/, '只能跳转到本应用内的页面');

/**
 * GET oAuthUrl?redirect=/mine: where to send the browser for the consent page of WeChat, or of Alipay with
 * `provider=alipay` (inside Alipay; it comes back with `auth_code`).
 */
export const OAuthUrlQuery = z.object({ redirect: InAppPath.optional(), provider: z.enum(THIRD_TYPES).optional() });
export type OAuthUrlQuery = z.infer<typeof OAuthUrlQuery>;
export const OAuthUrl = z.object({ url: z.string() });
export type OAuthUrl = z.infer<typeof OAuthUrl>;

/** POST oAuthLogin: the code and state WeChat sent back to /loginloading. */
export const OAuthLoginRequest = z.object({ code: z.string().min(1).max(256), state: z.string().min(1).max(128) });
export type OAuthLoginRequest = z.infer<typeof OAuthLoginRequest>;
export const OAuthLoginResult = LoginResult.extend({ redirect: z.string().nullable() });
export type OAuthLoginResult = z.infer<typeof OAuthLoginResult>;

/** GET getTokenByTicket: redeems a one-time SSO ticket a partner issued for this driver. */
export const TicketLoginQuery = z.object({
  ticket: z.string().min(1).max(128),
  openid: z.string().min(1).max(128).optional(),
});
export type TicketLoginQuery = z.infer<typeof TicketLoginQuery>;

/** POST ssoTickets: a partner's system asks for a ticket that logs this phone's driver in. */
export const SsoTicketRequest = z.object({ phone: MobilePhone, openid: z.string().min(1).max(128).optional() });
export type SsoTicketRequest = z.infer<typeof SsoTicketRequest>;
export const SsoTicket = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
  /** Open this in the driver's browser: /ssoLogin?ticket=… */
  loginPath: z.string(),
});
export type SsoTicket = z.infer<typeof SsoTicket>;

/** GET sandbox authorize: the sandbox's stand-in for WeChat's consent page (网页授权), asked as WeChat is. */
export const SandboxAuthorizeQuery = z.object({
  appid: z.string().min(1).max(64),
  redirect_uri: z.string().url().max(1024),
  state: z.string().min(1).max(128),
  response_type: z.literal('code').optional(),
  scope: z.string().max(64).optional(),
});
export type SandboxAuthorizeQuery = z.infer<typeof SandboxAuthorizeQuery>;
/** GET sandbox consent: the consent page's answer (which sandbox WeChat user, allow or deny). */
export const SandboxConsentQuery = SandboxAuthorizeQuery.extend({
  decision: z.enum(['allow', 'deny']),
  openid: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, '只能包含字母、数字、_ 和 -'),
  nickname: z.string().trim().max(20).default(''),
});
export type SandboxConsentQuery = z.input<typeof SandboxConsentQuery>;
