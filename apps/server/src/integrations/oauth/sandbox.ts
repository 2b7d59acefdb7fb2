import { API_BASE, SandboxOAuthRoutes, ThirdType } from '@parking/contracts';
import type { OAuthIdentity, OAuthProvider } from './oauth-provider';
import { OAuthError } from './oauth-provider';
import { wechatAuthorizeQuery } from '../wechat/wechat-oauth';

/** Codes the sandbox consent page issues and its exchange redeems (single use, like WeChat's). */
export interface SandboxCodeStore {
  issue(appId: string, identity: OAuthIdentity): Promise<string>;
  redeem(appId: string, code: string): Promise<OAuthIdentity | undefined>;
}

/**
 * The default OAuth provider: behaves like WeChat's web OAuth (consent page, redirect back with code and state,
 * single-use codes bound to the app id), without leaving our server. Used whenever no WeChat app secret is configured.
 */
export function createSandboxOAuthProvider(codes: SandboxCodeStore): OAuthProvider {
  return {
    name: 'sandbox',
    thirdType: ThirdType.WECHAT,
    authorizeUrl(params) {
      // The sandbox's consent page is served by our own server, standing in for open.weixin.qq.com.
      return `${API_BASE}${SandboxOAuthRoutes.authorize.path}?${wechatAuthorizeQuery(params, 'snsapi_userinfo')}`;
    },
    async exchange({ appId, code }) {
      const identity = await codes.redeem(appId, code);
      if (!identity) throw new OAuthError('invalid code'); // WeChat: errcode 40029
      return identity;
    },
  };
}
