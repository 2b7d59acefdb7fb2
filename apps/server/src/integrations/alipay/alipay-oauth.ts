import { ThirdType } from '@parking/contracts';
import type { Clock } from '../../clock';
import { OAuthError, type OAuthIdentity, type OAuthProvider } from '../oauth/oauth-provider';
import { createAlipayGateway, type AlipayGatewayConfig } from '../payments/alipay/alipay-gateway';
import { PaymentProviderError, ProviderRequestError } from '../payments/provider';

export const ALIPAY_AUTHORIZE_URL = 'https://openauth.alipay.com/oauth2/publicAppAuthorize.htm';

/** auth_base: silent, the user's id only; auth_user: a consent page, then the nickname too (alipay.user.info.share). */
export type AlipayOAuthScope = 'auth_base' | 'auth_user';

export interface AlipayOAuthConfig extends AlipayGatewayConfig {
  /** Alipay's web authorize page, or a local fake in tests. */
  authorizeUrl: string;
  scope: AlipayOAuthScope;
}

/** Alipay's gateway failed us (signature, transport, refusal other than the code): not the driver's doing. */
export class AlipaySignInError extends Error {
  override readonly name = 'AlipaySignInError';
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Alipay web sign-in (网页授权, public key mode): the authorize page sends the browser back with `auth_code`;
 * alipay.system.oauth.token redeems it (RSA2-signed request, answer verified with the Alipay public key) for the
 * user's open_id (user_id for older apps) and, with auth_user, alipay.user.info.share gives the nickname.
 */
export function createAlipayOAuthProvider(
  config: AlipayOAuthConfig,
  options: { clock?: Clock; timeoutMs?: number } = {},
): OAuthProvider {
  const gateway = createAlipayGateway(config, options);
  // 40002 Invalid Arguments (isv.code-invalid and the like): the code is no good; anything else is ours to fix.
  const refusedOr = (error: unknown): never => {
    if (error instanceof ProviderRequestError && error.reason === 'invalid-request') {
      throw new OAuthError(`Alipay refused the code (${error.providerCode})`, { cause: error });
    }
    if (error instanceof PaymentProviderError) throw new AlipaySignInError(error.message, { cause: error });
    throw error;
  };

  return {
    name: 'alipay',
    thirdType: ThirdType.ALIPAY,

    authorizeUrl({ redirectUri, state }) {
      const query = new URLSearchParams({
        app_id: config.appId,
        scope: config.scope,
        redirect_uri: redirectUri,
        state,
      });
      return `${config.authorizeUrl}?${query}`;
    },

    async exchange({ code }): Promise<OAuthIdentity> {
      const grant = await gateway
        .call('alipay.system.oauth.token', undefined, { grant_type: 'authorization_code', code })
        .catch(refusedOr);
      const openid = text(grant.open_id) ?? text(grant.user_id);
      const accessToken = text(grant.access_token);
      if (!openid || !accessToken) throw new AlipaySignInError('alipay.system.oauth.token: no open_id or access_token');
      if (config.scope !== 'auth_user') return { openid };
      const info = await gateway
        .call('alipay.user.info.share', undefined, { auth_token: accessToken })
        .catch(refusedOr);
      const sameUser = (text(info.open_id) ?? text(info.user_id)) === openid;
      if (!sameUser) throw new AlipaySignInError('alipay.user.info.share answered for another user');
      const nickname = text(info.nick_name);
      return { openid, ...(nickname ? { nickname } : {}) };
    },
  };
}
