import {
  envelope,
  LoginInfo,
  LoginResult,
  ok,
  PasswordLogin,
  RefreshTokenRequest,
  TokenPair,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LoginService } from './login.service';
import { requestContext } from './request-context';
import type { SessionsService } from './sessions.service';

const BASE = '/auth/v2/api';

export interface AuthRoutesDeps {
  login: LoginService;
  sessions: SessionsService;
}

/** Driver login, session renewal and logout (spec section 7, Driver/auth); registered where req.dealer is resolved. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { login, sessions }) => {
  app.post(
    `${BASE}/driver/login`,
    { schema: { body: PasswordLogin, response: { 200: envelope(LoginResult) } } },
    async (req) => ok(await login.passwordLogin(req.dealer.id, req.body, requestContext(req))),
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
};
