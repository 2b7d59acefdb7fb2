import {
  ChallengeCode,
  CheckAccountRequest,
  CheckAccountResult,
  envelope,
  LoginInfo,
  LoginResult,
  OAuthLoginRequest,
  OAuthLoginResult,
  OAuthUrl,
  OAuthUrlQuery,
  ok,
  PasswordLogin,
  RefreshTokenRequest,
  TicketLoginQuery,
  TokenLogin,
  TokenPair,
  VerifyCodeLogin,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChallengesService } from '../verification';
import type { LoginService } from './login.service';
import type { OAuthService } from './oauth.service';
import { requestContext, type SessionsService } from '../sessions';
import type { SsoService } from './sso.service';

const BASE = '/auth/v2/api';

export interface AuthRoutesDeps {
  login: LoginService;
  sessions: SessionsService;
  challenges: ChallengesService;
  oauth: OAuthService;
  sso: SsoService;
}

/** Driver login, session renewal and logout (spec section 7, Driver/auth); registered where req.dealer is resolved. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  const { login, sessions, challenges, oauth, sso } = deps;
  const loginAnswer = { 200: envelope(LoginResult) };

  app.post(`${BASE}/driver/login`, { schema: { body: PasswordLogin, response: loginAnswer } }, async (req) =>
    ok(await login.passwordLogin(req.dealer.id, req.body, requestContext(req))),
  );

  app.post(
    `${BASE}/driver/loginByVerifyCode`,
    { schema: { body: VerifyCodeLogin, response: loginAnswer } },
    async (req) => ok(await login.verifyCodeLogin(req.dealer.id, req.body, requestContext(req))),
  );

  app.post(`${BASE}/driver/loginByToken`, { schema: { body: TokenLogin, response: loginAnswer } }, async (req) =>
    ok(await login.tokenLogin(req.dealer.id, req.body.token, requestContext(req))),
  );

  app.get(
    '/driver/v2/api/getTokenByTicket',
    { schema: { querystring: TicketLoginQuery, response: loginAnswer } },
    async (req) => ok(await sso.redeem(req.dealer.id, req.query, requestContext(req))),
  );

  app.post(
    `${BASE}/refreshToken`,
    { schema: { body: RefreshTokenRequest, response: { 200: envelope(TokenPair) } } },
    async (req) => ok(await sessions.refresh(req.body.refreshToken, req.dealer.id)),
  );

  app.get(
    `${BASE}/driver/loginInfo`,
    { schema: { response: { 200: envelope(LoginInfo) } }, preHandler: app.requireDriverSession },
    async (req) => ok(await login.loginInfo(req.driver)),
  );

  app.get(`${BASE}/driver/logout`, { preHandler: app.requireDriverSession }, async (req) => {
    await sessions.revoke(req.driver.sessionId, 'logout');
    return ok();
  });

  app.post(`${BASE}/getChallengeCode`, { schema: { response: { 200: envelope(ChallengeCode) } } }, async (req) =>
    ok(await challenges.issue(req.dealer.id)),
  );

  app.post(
    `${BASE}/checkAccount`,
    { schema: { body: CheckAccountRequest, response: { 200: envelope(CheckAccountResult) } } },
    async (req) => ok(await login.checkAccount(req.dealer.id, req.body.phone, requestContext(req))),
  );

  app.get(
    `${BASE}/wechat/oAuthUrl`,
    { schema: { querystring: OAuthUrlQuery, response: { 200: envelope(OAuthUrl) } } },
    async (req) => ok(await oauth.authorizeUrl(req.dealer.id, req.query.redirect, `${req.protocol}://${req.host}`)),
  );

  app.post(
    `${BASE}/driver/oAuthLogin`,
    { schema: { body: OAuthLoginRequest, response: { 200: envelope(OAuthLoginResult) } } },
    async (req) => ok(await oauth.login(req.dealer.id, req.body, requestContext(req))),
  );
};
