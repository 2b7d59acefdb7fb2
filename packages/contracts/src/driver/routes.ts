// Zod-free: the driver's account operations as the landing pages and the request layer see them (types only).
import { route } from '../operation';
import type { AccountDeleteRequest, DeletionCheckList, DeletionCheckResult } from './deletion';
import type * as Account from './account';
import type * as Auth from './auth';
import type { MineGroups } from './groups';
import type { LoginResult, RefreshTokenRequest, TokenPair } from './session';
import type { DriverIdByThirdIdQuery, DriverIdResult, ThirdIdByDriverIdQuery, ThirdIdResult } from './third-ids';

/** The driver's logins, session and account (spec section 7, Driver/auth: the spec's call names). */
export const DriverRoutes = {
  /** Phone and password (plus a challenge answer once the server asks for one). */
  login: route('POST', '/auth/v2/api/driver/login').io<{ body: Auth.PasswordLogin; response: LoginResult }>(),
  /** Phone and SMS code; a new phone is registered on the way. */
  loginByVerifyCode: route('POST', '/auth/v2/api/driver/loginByVerifyCode').io<{
    body: Auth.VerifyCodeLogin;
    response: LoginResult;
  }>(),
  /** A host app's access token, traded for a session of this page. */
  loginByToken: route('POST', '/auth/v2/api/driver/loginByToken').io<{
    body: Auth.TokenLogin;
    response: LoginResult;
  }>(),
  refreshToken: route('POST', '/auth/v2/api/refreshToken').io<{ body: RefreshTokenRequest; response: TokenPair }>(),
  loginInfo: route('GET', '/auth/v2/api/driver/loginInfo').io<{ response: Auth.LoginInfo }>(),
  logout: route('GET', '/auth/v2/api/driver/logout'),
  /** A picture challenge (captcha). */
  getChallengeCode: route('POST', '/auth/v2/api/getChallengeCode').io<{ response: Auth.ChallengeCode }>(),
  /** What the login screen should offer for this phone. */
  checkAccount: route('POST', '/auth/v2/api/checkAccount').io<{
    body: Auth.CheckAccountRequest;
    response: Auth.CheckAccountResult;
  }>(),
  /** Where to send the browser for WeChat's consent page. */
  oAuthUrl: route('GET', '/auth/v2/api/wechat/oAuthUrl').io<{ query: Auth.OAuthUrlQuery; response: Auth.OAuthUrl }>(),
  /** The code and state WeChat sent back to /loginloading. */
  oAuthLogin: route('POST', '/auth/v2/api/driver/oAuthLogin').io<{
    body: Auth.OAuthLoginRequest;
    response: Auth.OAuthLoginResult;
  }>(),
  /** A signed-in driver binding WeChat (个人信息 inside WeChat): the consent page, back to /loginloading?bind=1. */
  oAuthBindUrl: route('GET', '/auth/v2/api/wechat/oAuthBindUrl').io<{ response: Auth.OAuthUrl }>(),
  /** The code and state WeChat sent back for a binding: that WeChat user is linked to the signed-in driver. */
  oAuthBind: route('POST', '/auth/v2/api/driver/oAuthBind').io<{ body: Auth.OAuthLoginRequest }>(),
  /** Redeems a one-time SSO ticket a partner issued for this driver. */
  getTokenByTicket: route('GET', '/driver/v2/api/getTokenByTicket').io<{
    query: Auth.TicketLoginQuery;
    response: LoginResult;
  }>(),
  /** Works anonymously (the home page asks before it knows). */
  loginStates: route('GET', '/driver/v2/api/loginStates').io<{ response: Auth.LoginStates }>(),
  /** Anonymous for register/login/reset codes; the driver's own session for the others. */
  sendVerifyCode: route('POST', '/driver/v2/api/sendVerifyCode').io<{
    body: Account.SendVerifyCode;
    response: Account.VerifyCodeSent;
  }>(),
  register: route('POST', '/driver/v2/api/register').io<{ body: Account.RegisterRequest; response: LoginResult }>(),
  isPhoneRegistered: route('POST', '/driver/v2/api/isPhoneRegistered').io<{
    body: Account.PhoneQuery;
    response: Account.PhoneRegistered;
  }>(),
  /** Forgot password, proven by a code sent to the phone. */
  resetPassword: route('PUT', '/driver/v2/api/resetPassword').io<{ body: Account.ResetPasswordRequest }>(),
  /** Modify with the old password, or set with a code sent to the bound phone. */
  changePassword: route('PUT', '/driver/v2/api/password').io<{ body: Account.ChangePasswordRequest }>(),
  /** A code from the current phone and one from the new phone. */
  changePhone: route('PUT', '/driver/v2/api/phone').io<{ body: Account.ChangePhoneRequest }>(),
  changeNickName: route('PUT', '/driver/v2/api/nickName').io<{ body: Account.ChangeNickNameRequest }>(),
  changeUserName: route('PUT', '/driver/v2/api/userName').io<{ body: Account.ChangeUserNameRequest }>(),
  /** A phoneless (WeChat) account proves a phone; may switch the session to the phone's existing account. */
  bindPhone: route('POST', '/driver/v2/api/bindPhone').io<{
    body: Account.BindPhoneRequest;
    response: Account.BindPhoneResult;
  }>(),
  getDriverIdByThirdId: route('GET', '/driver/v2/api/getDriverIdByThirdId').io<{
    query: DriverIdByThirdIdQuery;
    response: DriverIdResult;
  }>(),
  getThirdIdByDriverId: route('GET', '/driver/v2/api/getThirdIdByDriverId').io<{
    query: ThirdIdByDriverIdQuery;
    response: ThirdIdResult;
  }>(),
  /** The driver's groups (园区员工, 残疾人优待, …). */
  getMineGroups: route('GET', '/driver/v2/api/driverGroupMembers/getMineGroups').io<{ response: MineGroups }>(),
  accountDeleteCheckList: route('GET', '/driver/v2/api/accountDeleteCheckList').io<{ response: DeletionCheckList }>(),
  accountDeleteCheckResult: route('GET', '/driver/v2/api/accountDeleteCheckResult').io<{
    response: DeletionCheckResult;
  }>(),
  /** Confirmed with a code sent to the bound phone. */
  deleteAccount: route('DELETE', '/driver/v2/api/account').io<{ body: AccountDeleteRequest }>(),
};
