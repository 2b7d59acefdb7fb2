export { authRoutes } from './auth.routes';
export { installDriverAuth } from './driver-auth';
export { createLoginService, LOGIN_CHALLENGE_AFTER, type LoginService } from './login.service';
export { createOAuthService, OAUTH_RETURN_PATH, type OAuthService } from './oauth.service';
export { operatorSsoRoutes } from './operator-sso.routes';
export { requestContext, type RequestContext } from './request-context';
export { createSandboxCodeStore, sandboxOAuthRoutes } from './sandbox-oauth.routes';
export { createSessionsRepository, type RevokeReason } from './sessions.repository';
export {
  createSessionsService,
  REFRESH_REUSE_GRACE_MS,
  type AuthenticatedDriver,
  type SessionsService,
} from './sessions.service';
export { createSsoService, SSO_TICKET_TTL_MS, type SsoService } from './sso.service';
