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
  /** Which provider's consent page the state was issued for (absent in states issued before Alipay: WeChat). */
  via?: ThirdType;
}

/** The providers' names as drivers read them. */
const LABEL: Record<ThirdType, string> = { wechat: '微信', alipay: '支付宝' };

/** A binding's state names the driver who asked: only that driver's session can finish it. */
interface BindStatePayload extends Record<string, unknown> {
  driverId: string;
}

/**
 * WeChat and Alipay web OAuth login. The state is ours (single use, 10 minutes, bound to the dealer, naming the
 * provider): a code arriving with a state we did not issue is refused (login CSRF), and a state only ever redeems a
 * code at the provider it was issued for. A user we do not know yet gets an account without a phone: logged in, but
 * every call that needs a phone answers 0xd12501022 until /bindPhone is done. Binding (个人信息) is WeChat's only.
 */
export function createOAuthService(deps: {
  /** WeChat's provider (real or the sandbox); Alipay's when configured. */
  providers: { wechat: OAuthProvider; alipay?: OAuthProvider | undefined };
  tokens: OneTimeTokens;
  drivers: DriversRepository;
  sessions: SessionsService;
  clock: Clock;
  appIdOf: (dealerId: string) => Promise<string>;
}) {
  const { tokens, drivers, sessions, clock } = deps;
  const wechat = deps.providers.wechat;

  function providerOf(via: ThirdType): OAuthProvider {
    const provider = via === ThirdType.ALIPAY ? deps.providers.alipay : wechat;
    if (!provider) throw new AppError(ErrorCode.INVALID_INPUT, `暂不支持${LABEL[via]}登录`);
    return provider;
  }

  /** The identity behind a code; a code the provider refuses is the driver's to redo, anything else is ours. */
  async function identityOf(provider: OAuthProvider, dealerId: string, code: string) {
    const appId = await deps.appIdOf(dealerId);
    return provider.exchange({ appId, code }).catch((error: unknown) => {
      if (error instanceof OAuthError) {
        throw new AppError(ErrorCode.INVALID_INPUT, `${LABEL[provider.thirdType]}授权失败，请重新授权`);
      }
      throw error;
    });
  }

  return {
    async authorizeUrl(
      dealerId: string,
      redirect: string | undefined,
      origin: string,
      via: ThirdType = ThirdType.WECHAT,
    ): Promise<OAuthUrl> {
      const provider = providerOf(via);
      const expiresAt = new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS);
      const payload: StatePayload = { redirect: redirect ?? null, via };
      const state = await tokens.issue<StatePayload>('oauthState', dealerId, payload, expiresAt);
      const appId = await deps.appIdOf(dealerId);
      return { url: provider.authorizeUrl({ appId, redirectUri: `${origin}${OAUTH_RETURN_PATH}`, state }) };
    },

    async login(dealerId: string, request: OAuthLoginRequest, ctx: RequestContext): Promise<OAuthLoginResult> {
      const state = await tokens.claim<StatePayload>('oauthState', dealerId, request.state, clock.now());
      if (!state) throw new AppError(ErrorCode.INVALID_INPUT, '授权已失效，请重新授权');
      const provider = providerOf(state.via ?? ThirdType.WECHAT);
      const identity = await identityOf(provider, dealerId, request.code);
      let driver = await drivers.findByThirdId(dealerId, provider.thirdType, identity.openid);
      if (!driver) {
        driver = await drivers.create({
          dealerId,
          phone: null,
          passwordHash: null,
          nickName: identity.nickname?.trim().slice(0, 20) || defaultNickName(null),
        });
        await drivers.linkThirdId(dealerId, provider.thirdType, identity.openid, driver!.id);
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
      return { url: wechat.authorizeUrl({ appId, redirectUri: `${origin}${OAUTH_BIND_RETURN_PATH}`, state }) };
    },

    /**
     * Links the WeChat user of the code to the signed-in driver who started the binding. A WeChat user already
     * linked to another account is refused (it logs in to that one); the same link again changes nothing.
     */
    async bind(dealerId: string, driverId: string, request: OAuthLoginRequest): Promise<void> {
      const state = await tokens.claim<BindStatePayload>('oauthBindState', dealerId, request.state, clock.now());
      if (!state || state.driverId !== driverId)
        throw new AppError(ErrorCode.INVALID_INPUT, '微信授权已失效，请重新授权');
      const identity = await identityOf(wechat, dealerId, request.code);
      const owner = await drivers.findByThirdId(dealerId, ThirdType.WECHAT, identity.openid);
      if (owner && owner.id !== driverId) {
        throw new AppError(ErrorCode.CONFLICT, '该微信已绑定其他账号，请用微信一键登录进入那个账号');
      }
      if (!owner) await drivers.linkThirdId(dealerId, ThirdType.WECHAT, identity.openid, driverId);
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
