import { operations } from '../operation-schemas';
import { PageQuery } from '../envelope';
import * as Desk from './desk';
import * as Account from './account';
import * as Auth from './auth';
import { AccountDeleteRequest, DeletionCheckList, DeletionCheckResult } from './deletion';
import { SmsOutbox, SmsOutboxQuery } from './dev';
import { MineGroups } from './groups';
import { DevRoutes, SandboxOAuthRoutes } from './dev-routes';
import { DriverRoutes } from './routes';
import { LoginResult, RefreshTokenRequest, TokenPair } from './session';
import { DriverIdByThirdIdQuery, DriverIdResult, ThirdIdByDriverIdQuery, ThirdIdResult } from './third-ids';

export const DriverOps = operations(DriverRoutes, {
  login: { body: Auth.PasswordLogin, response: LoginResult },
  loginByVerifyCode: { body: Auth.VerifyCodeLogin, response: LoginResult },
  loginByToken: { body: Auth.TokenLogin, response: LoginResult },
  refreshToken: { body: RefreshTokenRequest, response: TokenPair },
  loginInfo: { response: Auth.LoginInfo },
  logout: {},
  getChallengeCode: { response: Auth.ChallengeCode },
  checkAccount: { body: Auth.CheckAccountRequest, response: Auth.CheckAccountResult },
  oAuthUrl: { query: Auth.OAuthUrlQuery, response: Auth.OAuthUrl },
  oAuthLogin: { body: Auth.OAuthLoginRequest, response: Auth.OAuthLoginResult },
  oAuthBindUrl: { response: Auth.OAuthUrl },
  oAuthBind: { body: Auth.OAuthLoginRequest },
  getTokenByTicket: { query: Auth.TicketLoginQuery, response: LoginResult },
  loginStates: { response: Auth.LoginStates },
  sendVerifyCode: { body: Account.SendVerifyCode, response: Account.VerifyCodeSent },
  register: { body: Account.RegisterRequest, response: LoginResult },
  isPhoneRegistered: { body: Account.PhoneQuery, response: Account.PhoneRegistered },
  resetPassword: { body: Account.ResetPasswordRequest },
  changePassword: { body: Account.ChangePasswordRequest },
  changePhone: { body: Account.ChangePhoneRequest },
  changeNickName: { body: Account.ChangeNickNameRequest },
  changeUserName: { body: Account.ChangeUserNameRequest },
  bindPhone: { body: Account.BindPhoneRequest, response: Account.BindPhoneResult },
  getDriverIdByThirdId: { query: DriverIdByThirdIdQuery, response: DriverIdResult },
  getThirdIdByDriverId: { query: ThirdIdByDriverIdQuery, response: ThirdIdResult },
  getMineGroups: { response: MineGroups },
  accountDeleteCheckList: { response: DeletionCheckList },
  accountDeleteCheckResult: { response: DeletionCheckResult },
  deleteAccount: { body: AccountDeleteRequest },
});

export const DevOps = operations(DevRoutes, {
  smsOutbox: { query: SmsOutboxQuery, response: SmsOutbox },
});

export const SandboxOAuthOps = operations(SandboxOAuthRoutes, {
  authorize: { query: Auth.SandboxAuthorizeQuery },
  consent: { query: Auth.SandboxConsentQuery },
});

export const DriverDeskOps = operations(Desk.DriverDeskRoutes, {
  searchDrivers: { query: Desk.DriverSearchQuery, response: Desk.DriverSummaryPage },
  deletedDrivers: { query: PageQuery, response: Desk.DeletedDriverPage },
  driverDetail: { params: Desk.DriverIdParams, response: Desk.DriverDetail },
  revealDriver: { params: Desk.DriverIdParams, body: Desk.RevealDriver, response: Desk.DriverPersonalData },
  disableDriver: { params: Desk.DriverIdParams, body: Desk.DisableDriver, response: Desk.DriverDetail },
});
