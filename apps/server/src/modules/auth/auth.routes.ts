import { DriverOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { ChallengesService } from '../verification';
import type { LoginService } from './login.service';
import type { OAuthService } from './oauth.service';
import { requestContext, type SessionsService } from '../sessions';
import type { SsoService } from './sso.service';

export interface AuthRoutesDeps {
  login: LoginService;
  sessions: SessionsService;
  challenges: ChallengesService;
  oauth: OAuthService;
  sso: SsoService;
}

/** Driver login, session renewal and logout (spec section 7, Driver/auth); registered where req.dealer is resolved. */
export async function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const { login, sessions, challenges, oauth, sso } = deps;

  serve(app, DriverOps.login, {}, async (req) =>
    ok(await login.passwordLogin(req.dealer.id, req.body, requestContext(req))),
  );

  serve(app, DriverOps.loginByVerifyCode, {}, async (req) =>
    ok(await login.verifyCodeLogin(req.dealer.id, req.body, requestContext(req))),
  );

  serve(app, DriverOps.loginByToken, {}, async (req) =>
    ok(await login.tokenLogin(req.dealer.id, req.body.token, requestContext(req))),
  );

  serve(app, DriverOps.getTokenByTicket, {}, async (req) =>
    ok(await sso.redeem(req.dealer.id, req.query, requestContext(req))),
  );

  serve(app, DriverOps.refreshToken, {}, async (req) =>
    ok(await sessions.refresh(req.body.refreshToken, req.dealer.id)),
  );

  serve(app, DriverOps.loginInfo, { preHandler: app.requireDriverSession }, async (req) =>
    ok(await login.loginInfo(req.driver)),
  );

  serve(app, DriverOps.logout, { preHandler: app.requireDriverSession }, async (req) => {
    await sessions.revoke(req.driver.sessionId, 'logout');
    return ok();
  });

  serve(app, DriverOps.getChallengeCode, {}, async (req) => ok(await challenges.issue(req.dealer.id)));

  serve(app, DriverOps.checkAccount, {}, async (req) =>
    ok(await login.checkAccount(req.dealer.id, req.body.phone, requestContext(req))),
  );

  serve(app, DriverOps.oAuthUrl, {}, async (req) =>
    ok(
      await oauth.authorizeUrl(req.dealer.id, req.query.redirect, `${req.protocol}://${req.host}`, req.query.provider),
    ),
  );

  serve(app, DriverOps.oAuthLogin, {}, async (req) =>
    ok(await oauth.login(req.dealer.id, req.body, requestContext(req))),
  );

  serve(app, DriverOps.oAuthBindUrl, { preHandler: app.requireDriverSession }, async (req) =>
    ok(await oauth.bindUrl(req.dealer.id, req.driver.id, `${req.protocol}://${req.host}`)),
  );

  serve(app, DriverOps.oAuthBind, { preHandler: app.requireDriverSession }, async (req) => {
    await oauth.bind(req.dealer.id, req.driver.id, req.body);
    return ok();
  });
}
