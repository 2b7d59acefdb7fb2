export { authRoutes } from './auth.routes';
export { createLoginService, LOGIN_CHALLENGE_AFTER, type LoginService } from './login.service';
export { createOAuthService, OAUTH_RETURN_PATH, type OAuthService } from './oauth.service';
export { operatorSsoRoutes } from './operator-sso.routes';
export { createSandboxCodeStore, sandboxOAuthRoutes } from './sandbox-oauth.routes';
export { createSsoService, SSO_TICKET_TTL_MS, type SsoService } from './sso.service';
