import { operations } from '../operation-schemas';
import { PageQuery } from '../envelope';
import {
  DeletedDriverPage,
  DisableDriver,
  DriverDeskRoutes,
  DriverDetail,
  DriverIdParams,
  DriverPersonalData,
  DriverSearchQuery,
  DriverSummaryPage,
  RevealDriver,
} from './desk';
import {
  BindPhoneRequest,
  BindPhoneResult,
  ChangeNickNameRequest,
  ChangePasswordRequest,
  ChangePhoneRequest,
  ChangeUserNameRequest,
  PhoneQuery,
  PhoneRegistered,
  RegisterRequest,
  ResetPasswordRequest,
  SendVerifyCode,
  VerifyCodeSent,
} from './account';
import {
  ChallengeCode,
  CheckAccountRequest,
  CheckAccountResult,
  LoginInfo,
  LoginStates,
  OAuthLoginRequest,
  OAuthLoginResult,
  OAuthUrl,
  OAuthUrlQuery,
  PasswordLogin,
  SandboxAuthorizeQuery,
  SandboxConsentQuery,
  TicketLoginQuery,
  TokenLogin,
  VerifyCodeLogin,
} from './auth';
import { AccountDeleteRequest, DeletionCheckList, DeletionCheckResult } from './deletion';
import { SmsOutbox, SmsOutboxQuery } from './dev';
import { MineGroups } from './groups';
import { DevRoutes, SandboxOAuthRoutes } from './dev-routes';
import { DriverRoutes } from './routes';
import { LoginResult, RefreshTokenRequest, TokenPair } from './session';
import { DriverIdByThirdIdQuery, DriverIdResult, ThirdIdByDriverIdQuery, ThirdIdResult } from './third-ids';

export const DriverOps = operations(DriverRoutes, {
  login: { body: PasswordLogin, response: LoginResult },
  loginByVerifyCode: { body: VerifyCodeLogin, response: LoginResult },
  loginByToken: { body: TokenLogin, response: LoginResult },
  refreshToken: { body: RefreshTokenRequest, response: TokenPair },
  loginInfo: { response: LoginInfo },
  logout: {},
  getChallengeCode: { response: ChallengeCode },
  checkAccount: { body: CheckAccountRequest, response: CheckAccountResult },
  oAuthUrl: { query: OAuthUrlQuery, response: OAuthUrl },
  oAuthLogin: { body: OAuthLoginRequest, response: OAuthLoginResult },
  oAuthBindUrl: { response: OAuthUrl },
  oAuthBind: { body: OAuthLoginRequest },
  getTokenByTicket: { query: TicketLoginQuery, response: LoginResult },
  loginStates: { response: LoginStates },
  sendVerifyCode: { body: SendVerifyCode, response: VerifyCodeSent },
  register: { body: RegisterRequest, response: LoginResult },
  isPhoneRegistered: { body: PhoneQuery, response: PhoneRegistered },
  resetPassword: { body: ResetPasswordRequest },
  changePassword: { body: ChangePasswordRequest },
  changePhone: { body: ChangePhoneRequest },
  changeNickName: { body: ChangeNickNameRequest },
  changeUserName: { body: ChangeUserNameRequest },
  bindPhone: { body: BindPhoneRequest, response: BindPhoneResult },
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
  authorize: { query: SandboxAuthorizeQuery },
  consent: { query: SandboxConsentQuery },
});

export const DriverDeskOps = operations(DriverDeskRoutes, {
  searchDrivers: { query: DriverSearchQuery, response: DriverSummaryPage },
  deletedDrivers: { query: PageQuery, response: DeletedDriverPage },
  driverDetail: { params: DriverIdParams, response: DriverDetail },
  revealDriver: { params: DriverIdParams, body: RevealDriver, response: DriverPersonalData },
  disableDriver: { params: DriverIdParams, body: DisableDriver, response: DriverDetail },
});
