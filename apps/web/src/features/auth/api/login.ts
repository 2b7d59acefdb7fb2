import { DriverRoutes, ErrorCode, type PasswordLogin, type VerifyCodeLogin } from '@parking/contracts';
import { api } from '../../../api/client';

/** Phone + password (plus the challenge answer once asked); the page shows a lock as its own dialog. */
export const loginWithPassword = (body: PasswordLogin) =>
  api.call(DriverRoutes.login, { body, handledCodes: [ErrorCode.ACCOUNT_LOCKED] });

/** Whether a password login for this phone needs the picture challenge (asked quietly as the phone is typed). */
export const checkAccount = (phone: string) => api.call(DriverRoutes.checkAccount, { body: { phone }, quiet: true });

/** Phone + SMS code; a new phone is registered on the way. */
export const loginWithCode = (body: VerifyCodeLogin) => api.call(DriverRoutes.loginByVerifyCode, { body });

/** A host app's access token, traded for a session of this page. */
export const loginWithToken = (token: string) => api.call(DriverRoutes.loginByToken, { body: { token } });

/** A partner's one-time SSO ticket. */
export const loginWithTicket = (ticket: string, openid?: string) =>
  api.call(DriverRoutes.getTokenByTicket, { query: { ticket, openid } });

/** Where to send the browser for WeChat's (or Alipay's) consent; it comes back to /loginloading with code and state. */
export const wechatAuthorizeUrl = (redirect: string, provider?: 'alipay') =>
  api.call(DriverRoutes.oAuthUrl, { query: { redirect, ...(provider ? { provider } : {}) } });

export const loginWithWechat = (code: string, state: string) =>
  api.call(DriverRoutes.oAuthLogin, { body: { code, state } });
