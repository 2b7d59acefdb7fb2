import type { ThirdType } from '@parking/contracts';

/** Who a WeChat or Alipay user is, as the OAuth code exchange tells us. */
export interface OAuthIdentity {
  /** The user's id for our app: WeChat's openid, Alipay's open_id (or its 2088… user_id for older apps). */
  openid: string;
  unionid?: string;
  nickname?: string;
}

/** A web OAuth sign-in (WeChat 网页授权, Alipay 网页授权): where to send the browser, and what a returned code stands for. */
export interface OAuthProvider {
  /** `sandbox` for the stand-in consent page served by our own server. */
  readonly name: 'sandbox' | 'wechat' | 'alipay';
  /** Whose ids the identities are (the driver's linked third-party account). */
  readonly thirdType: ThirdType;
  /**
   * The consent page URL; the provider sends the browser back to `redirectUri` with a code and the state. `appId` is
   * the dealer's official account (WeChat); Alipay signs in with the platform's own application.
   */
  authorizeUrl(params: { appId: string; redirectUri: string; state: string }): string;
  /** Exchanges a code (single use, minutes long) for the user's identity; rejects with OAuthError when refused. */
  exchange(params: { appId: string; code: string }): Promise<OAuthIdentity>;
}

/** The provider refused the code (unknown, used, expired) or the user: the driver should start over. */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
}
