import type { LoginResult, OAuthLoginResult, OAuthUrl, PasswordLogin, VerifyCodeLogin } from '@parking/contracts';
import { api } from '../../../api/client';

const AUTH = '/auth/v2/api';

/** Phone + password (plus the challenge answer once asked). */
export const loginWithPassword = (body: PasswordLogin) => api.post<LoginResult>(`${AUTH}/driver/login`, body);

/** Phone + SMS code; a new phone is registered on the way. */
export const loginWithCode = (body: VerifyCodeLogin) => api.post<LoginResult>(`${AUTH}/driver/loginByVerifyCode`, body);

/** A host app's access token, traded for a session of this page. */
export const loginWithToken = (token: string) => api.post<LoginResult>(`${AUTH}/driver/loginByToken`, { token });

/** A partner's one-time SSO ticket. */
export const loginWithTicket = (ticket: string, openid?: string) =>
  api.get<LoginResult>('/driver/v2/api/getTokenByTicket', undefined, { ticket, openid });

/** Where to send the browser for WeChat's consent; it comes back to /loginloading with code and state. */
export const wechatAuthorizeUrl = (redirect: string) =>
  api.get<OAuthUrl>(`${AUTH}/wechat/oAuthUrl`, undefined, { redirect });

export const loginWithWechat = (code: string, state: string) =>
  api.post<OAuthLoginResult>(`${AUTH}/driver/oAuthLogin`, { code, state });
