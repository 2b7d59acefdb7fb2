import {
  AppError,
  ErrorCode,
  LoginMethod,
  ThirdType,
  type OAuthLoginRequest,
  type OAuthLoginResult,
  type OAuthUrl,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { OAuthError, type OAuthProvider } from '../../integrations/oauth';
import { defaultNickName, type DriversRepository } from '../driver';
import type { OneTimeTokens } from '../verification';
import type { RequestContext, SessionsService } from '../sessions';

/** An OAuth round trip (consent page and back) must finish within this time. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** The page WeChat sends the browser back to. */
export const OAUTH_RETURN_PATH = '/loginloading';
/** The same page, told the answer is for binding WeChat to the signed-in driver (个人信息), not for a login. */
export const OAUTH_BIND_RETURN_PATH = `${OAUTH_RETURN_PATH}?bind=1`;

interface StatePayload extends Record<string, unknown> {
  redirect: string | null;
}

/** A binding's state names the driver who asked: only that driver's session can finish it. */
interface BindStatePayload extends Record<string, unknown> {
  driverId: string;
}

/**
 * WeChat web OAuth login. The state is ours (single use, 10 minutes, bound to the dealer): a code arriving with a
 * state we did not issue is refused (login CSRF). A WeChat user we do not know yet gets an account without a phone:
 * logged in, but every call that needs a phone answers 0xd12501022 until /bindPhone is done.
 */
export function createOAuthService(deps: {
  provider: OAuthProvider;
  tokens: OneTimeTokens;
  drivers: DriversRepository;
  sessions: SessionsService;
  clock: Clock;
  appIdOf: (dealerId: string) => Promise<string>;
}) {
  const { provider, tokens, drivers, sessions, clock } = deps;
  return {
    async authorizeUrl(dealerId: string, redirect: string | undefined, origin: string): Promise<OAuthUrl> {
      const expiresAt = new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS);
      const state = await tokens.issue<StatePayload>('oauthState', dealerId, { redirect: redirect ?? null }, expiresAt);
      const appId = await deps.appIdOf(dealerId);
      return { url: provider.authorizeUrl({ appId, redirectUri: `${origin}${OAUTH_RETURN_PATH}`, state }) };
    },

    async login(dealerId: string, request: OAuthLoginRequest, ctx: RequestContext): Promise<OAuthLoginResult> {
      const state = await tokens.claim<StatePayload>('oauthState', dealerId, request.state, clock.now());
      if (!state) throw new AppError(ErrorCode.INVALID_INPUT, '微信授权已失效，请重新授权');
      const appId = await deps.appIdOf(dealerId);
      const identity = await provider.exchange({ appId, code: request.code }).catch((error: unknown) => {
        if (error instanceof OAuthError) throw new AppError(ErrorCode.INVALID_INPUT, '微信授权失败，请重新授权');
        throw error;
      });
      let driver = await drivers.findByThirdId(dealerId, ThirdType.WECHAT, identity.openid);
      if (!driver) {
        driver = await drivers.create({
          dealerId,
          phone: null,
          passwordHash: null,
          nickName: identity.nickname?.trim().slice(0, 20) || defaultNickName(null),
        });
        await drivers.linkThirdId(dealerId, ThirdType.WECHAT, identity.openid, driver!.id);
      }
      const session = await sessions.loginAs(driver!, {
        method: LoginMethod.OAUTH,
        clientType: ctx.clientType,
        exclusive: true,
      });
      return { ...session, redirect: state.redirect };
    },

    /** The consent URL for a signed-in driver binding WeChat; its state is a binding's, never a login's. */
    async bindUrl(dealerId: string, driverId: string, origin: string): Promise<OAuthUrl> {
      const expiresAt = new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS);
      const state = await tokens.issue<BindStatePayload>('oauthBindState', dealerId, { driverId }, expiresAt);
      const appId = await deps.appIdOf(dealerId);
      return { url: provider.authorizeUrl({ appId, redirectUri: `${origin}${OAUTH_BIND_RETURN_PATH}`, state }) };
    },

    /**
     * Links the WeChat user of the code to the signed-in driver who started the binding. A WeChat user already
     * linked to another account is refused (it logs in to that one); the same link again changes nothing.
     */
    async bind(dealerId: string, driverId: string, request: OAuthLoginRequest): Promise<void> {
      const state = await tokens.claim<BindStatePayload>('oauthBindState', dealerId, request.state, clock.now());
      if (!state || state.driverId !== driverId)
        throw new AppError(ErrorCode.INVALID_INPUT, '微信授权已失效，请重新授权');
      const appId = await deps.appIdOf(dealerId);
      const identity = await provider.exchange({ appId, code: request.code }).catch((error: unknown) => {
        if (error instanceof OAuthError) throw new AppError(ErrorCode.INVALID_INPUT, '微信授权失败，请重新授权');
        throw error;
      });
      const owner = await drivers.findByThirdId(dealerId, ThirdType.WECHAT, identity.openid);
      if (owner && owner.id !== driverId) {
        throw new AppError(ErrorCode.CONFLICT, '该微信已绑定其他账号，请用微信一键登录进入那个账号');
      }
      if (!owner) await drivers.linkThirdId(dealerId, ThirdType.WECHAT, identity.openid, driverId);
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
