import { z } from 'zod';

/** An access token and the refresh token that renews it (`authorization: Bearer <token>`). */
export const TokenPair = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** POST refreshToken */
export const RefreshTokenRequest = z.object({ refreshToken: z.string().min(1).max(256) });
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>;

/** What every login answers: the token pair, who logged in, and whether a phone is bound yet. */
export const LoginResult = TokenPair.extend({ driverId: z.string(), phoneBound: z.boolean() });
export type LoginResult = z.infer<typeof LoginResult>;

/** How a driver's session began. */
export const LoginMethod = {
  PASSWORD: 'password',
  VERIFY_CODE: 'verifyCode',
  REGISTER: 'register',
  OAUTH: 'oauth',
  SSO: 'sso',
  TOKEN: 'token',
  BIND_PHONE: 'bindPhone',
} as const;
export type LoginMethod = (typeof LoginMethod)[keyof typeof LoginMethod];

/** Third-party identities a driver can be known by. */
export const ThirdType = { WECHAT: 'wechat', ALIPAY: 'alipay' } as const;
export type ThirdType = (typeof ThirdType)[keyof typeof ThirdType];
export const THIRD_TYPES = Object.values(ThirdType) as [ThirdType, ...ThirdType[]];
