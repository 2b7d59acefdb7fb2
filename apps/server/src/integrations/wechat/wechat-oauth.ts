import { ThirdType } from '@parking/contracts';
import { OAuthError, type OAuthIdentity, type OAuthProvider } from '../oauth/oauth-provider';
import { WechatApiError, type WechatApi } from './wechat-api';

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** snsapi_base: silent, the openid only; snsapi_userinfo: a consent page, then the nickname (and unionid) too. */
export type WechatOAuthScope = 'snsapi_base' | 'snsapi_userinfo';

export interface WechatOAuthConfig {
  /** App secret per official-account app id (the dealers' accounts). */
  secrets: Readonly<Record<string, string>>;
  /** open.weixin.qq.com's authorize page, or a local fake in tests. */
  authorizeUrl: string;
  scope: WechatOAuthScope;
}

/** WeChat's answers that mean "this code is no good" (the driver starts over), not "we are misconfigured". */
const REFUSED_CODE = new Set([40029, 40163, 41008, 42003]); // invalid, used, missing, expired

/** The authorize page's query, in the order WeChat reads it (the sandbox's stand-in page takes the same). */
export function wechatAuthorizeQuery(
  { appId, redirectUri, state }: Parameters<OAuthProvider['authorizeUrl']>[0],
  scope: WechatOAuthScope,
): URLSearchParams {
  return new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope, state });
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * WeChat web OAuth (网页授权) for official accounts: the authorize page, then code → /sns/oauth2/access_token (the
 * openid, and the unionid when the account is bound to an open platform), and for snsapi_userinfo /sns/userinfo for
 * the nickname. Codes are single use (WeChat enforces it; our state is single use too).
 */
export function createWechatOAuthProvider(config: WechatOAuthConfig, api: Pick<WechatApi, 'call'>): OAuthProvider {
  const refusedOr = (error: unknown): never => {
    if (error instanceof WechatApiError && REFUSED_CODE.has(error.errcode ?? 0)) {
      throw new OAuthError(`WeChat refused the code (${error.errcode})`, { cause: error });
    }
    throw error;
  };

  return {
    name: 'wechat',
    thirdType: ThirdType.WECHAT,

    authorizeUrl(params) {
      // The fragment makes WeChat open the page in its own web view.
      return `${config.authorizeUrl}?${wechatAuthorizeQuery(params, config.scope)}#wechat_redirect`;
    },

    async exchange({ appId, code }): Promise<OAuthIdentity> {
      const secret = config.secrets[appId];
      if (!secret) throw new WechatApiError(`No WeChat app secret configured for ${appId} (WECHAT_MP_SECRETS)`);
      const grant = await api
        .call('/sns/oauth2/access_token', { appid: appId, secret, code, grant_type: 'authorization_code' })
        .catch(refusedOr);
      const openid = text(grant.openid);
      const accessToken = text(grant.access_token);
      if (!openid || !accessToken) throw new WechatApiError('WeChat sent no openid or access_token');
      // A 快照页 visitor's openid is virtual: it would make an account nobody can come back to.
      if (grant.is_snapshotuser === 1) throw new OAuthError('a snapshot-page user (is_snapshotuser=1)');
      const identity: OAuthIdentity = { openid, ...(text(grant.unionid) ? { unionid: text(grant.unionid) } : {}) };
      const granted = String(grant.scope ?? '').split(',');
      if (!granted.includes('snsapi_userinfo')) return identity;
      const info = await api
        .call('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' })
        .catch(refusedOr);
      if (info.openid !== openid) throw new WechatApiError('WeChat answered userinfo for another openid');
      const unionid = text(info.unionid) ?? identity.unionid;
      const nickname = text(info.nickname);
      return { openid, ...(unionid ? { unionid } : {}), ...(nickname ? { nickname } : {}) };
    },
  };
}
