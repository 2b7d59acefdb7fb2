// Zod-free: the driver's account operations as the landing pages and the request layer see them (types only).
import { routes } from '../operation';
import type { AccountDeleteRequest, DeletionCheckList, DeletionCheckResult } from './deletion';
import type * as Account from './account';
import type * as Auth from './auth';
import type { MineGroups } from './groups';
import type { LoginResult, RefreshTokenRequest, TokenPair } from './session';
import type { DriverIdByThirdIdQuery, DriverIdResult, ThirdIdByDriverIdQuery, ThirdIdResult } from './third-ids';

/** The driver's logins, session and account (spec section 7, Driver/auth: the spec's call names). */
export const DriverRoutes = routes<DriverIo>()({
  login: 'POST /auth/v2/api/driver/login',
  loginByVerifyCode: 'POST /auth/v2/api/driver/loginByVerifyCode',
  loginByToken: 'POST /auth/v2/api/driver/loginByToken',
  refreshToken: 'POST /auth/v2/api/refreshToken',
  loginInfo: 'GET /auth/v2/api/driver/loginInfo',
  logout: 'GET /auth/v2/api/driver/logout',
  getChallengeCode: 'POST /auth/v2/api/getChallengeCode',
  checkAccount: 'POST /auth/v2/api/checkAccount',
  oAuthUrl: 'GET /auth/v2/api/wechat/oAuthUrl',
  oAuthLogin: 'POST /auth/v2/api/driver/oAuthLogin',
  oAuthBindUrl: 'GET /auth/v2/api/wechat/oAuthBindUrl',
  oAuthBind: 'POST /auth/v2/api/driver/oAuthBind',
  getTokenByTicket: 'GET /driver/v2/api/getTokenByTicket',
  loginStates: 'GET /driver/v2/api/loginStates',
  sendVerifyCode: 'POST /driver/v2/api/sendVerifyCode',
  register: 'POST /driver/v2/api/register',
  isPhoneRegistered: 'POST /driver/v2/api/isPhoneRegistered',
  resetPassword: 'PUT /driver/v2/api/resetPassword',
  changePassword: 'PUT /driver/v2/api/password',
  changePhone: 'PUT /driver/v2/api/phone',
  changeNickName: 'PUT /driver/v2/api/nickName',
  changeUserName: 'PUT /driver/v2/api/userName',
  bindPhone: 'POST /driver/v2/api/bindPhone',
  getDriverIdByThirdId: 'GET /driver/v2/api/getDriverIdByThirdId',
  getThirdIdByDriverId: 'GET /driver/v2/api/getThirdIdByDriverId',
  getMineGroups: 'GET /driver/v2/api/driverGroupMembers/getMineGroups',
  accountDeleteCheckList: 'GET /driver/v2/api/accountDeleteCheckList',
  accountDeleteCheckResult: 'GET /driver/v2/api/accountDeleteCheckResult',
  deleteAccount: 'DELETE /driver/v2/api/account',
});

/** What each of DriverRoutes' operations takes and answers. */
interface DriverIo {
  /** Phone and password (plus a challenge answer once the server asks for one). */
  login: { body: Auth.PasswordLogin; response: LoginResult };
  /** Phone and SMS code; a new phone is registered on the way. */
  loginByVerifyCode: { body: Auth.VerifyCodeLogin; response: LoginResult };
  /** A host app's access token, traded for a session of this page. */
  loginByToken: { body: Auth.TokenLogin; response: LoginResult };
  refreshToken: { body: RefreshTokenRequest; response: TokenPair };
  loginInfo: { response: Auth.LoginInfo };
  logout: Record<never, never>;
  /** A picture challenge (captcha). */
  getChallengeCode: { response: Auth.ChallengeCode };
  /** What the login screen should offer for this phone. */
  checkAccount: { body: Auth.CheckAccountRequest; response: Auth.CheckAccountResult };
  /** Where to send the browser for WeChat's consent page. */
  oAuthUrl: { query: Auth.OAuthUrlQuery; response: Auth.OAuthUrl };
  /** The code and state WeChat sent back to /loginloading. */
  oAuthLogin: { body: Auth.OAuthLoginRequest; response: Auth.OAuthLoginResult };
  /** A signed-in driver binding WeChat (个人信息 inside WeChat): the consent page, back to /loginloading?bind=1. */
  oAuthBindUrl: { response: Auth.OAuthUrl };
  /** The code and state WeChat sent back for a binding: that WeChat user is linked to the signed-in driver. */
  oAuthBind: { body: Auth.OAuthLoginRequest };
  /** Redeems a one-time SSO ticket a partner issued for this driver. */
  getTokenByTicket: { query: Auth.TicketLoginQuery; response: LoginResult };
  /** Works anonymously (the home page asks before it knows). */
  loginStates: { response: Auth.LoginStates };
  /** Anonymous for register/login/reset codes; the driver's own session for the others. */
  sendVerifyCode: { body: Account.SendVerifyCode; response: Account.VerifyCodeSent };
  register: { body: Account.RegisterRequest; response: LoginResult };
  isPhoneRegistered: { body: Account.PhoneQuery; response: Account.PhoneRegistered };
  /** Forgot password, proven by a code sent to the phone. */
  resetPassword: { body: Account.ResetPasswordRequest };
  /** Modify with the old password, or set with a code sent to the bound phone. */
  changePassword: { body: Account.ChangePasswordRequest };
  /** A code from the current phone and one from the new phone. */
  changePhone: { body: Account.ChangePhoneRequest };
  changeNickName: { body: Account.ChangeNickNameRequest };
  changeUserName: { body: Account.ChangeUserNameRequest };
  /** A phoneless (WeChat) account proves a phone; may switch the session to the phone's existing account. */
  bindPhone: { body: Account.BindPhoneRequest; response: Account.BindPhoneResult };
  getDriverIdByThirdId: { query: DriverIdByThirdIdQuery; response: DriverIdResult };
  getThirdIdByDriverId: { query: ThirdIdByDriverIdQuery; response: ThirdIdResult };
  /** The driver's groups (园区员工, 残疾人优待, …). */
  getMineGroups: { response: MineGroups };
  accountDeleteCheckList: { response: DeletionCheckList };
  accountDeleteCheckResult: { response: DeletionCheckResult };
  /** Confirmed with a code sent to the bound phone. */
  deleteAccount: { body: AccountDeleteRequest };
}
