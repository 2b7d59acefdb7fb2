/** Who a WeChat user is, as the OAuth code exchange tells us. */
export interface OAuthIdentity {
  openid: string;
  unionid?: string;
  nickname?: string;
}

/** WeChat's web OAuth (网页授权): where to send the browser, and what a returned code stands for. */
export interface OAuthProvider {
  readonly name: string;
  /** The consent page URL; WeChat sends the browser back to `redirectUri?code=…&state=…`. */
  authorizeUrl(params: { appId: string; redirectUri: string; state: string }): string;
  /** Exchanges a code (single use, minutes long) for the user's identity; rejects with OAuthError when refused. */
  exchange(params: { appId: string; code: string }): Promise<OAuthIdentity>;
}

export class OAuthError extends Error {
  override readonly name = 'OAuthError';
}
