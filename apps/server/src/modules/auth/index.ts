import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import { createAlipayOAuthProvider } from '../../integrations/alipay';
import { createWechatApi, createWechatOAuthProvider } from '../../integrations/wechat';
import { createSandboxOAuthProvider, type OAuthProvider, type SandboxCodeStore } from '../../integrations/oauth';
import type { SmsProvider } from '../../integrations/sms';
import type { BasicService } from '../basic';
import type { DriverServices } from '../driver';
import type { SessionsService } from '../sessions';
import type {
  ChallengesService,
  ChallengeTextSource,
  OneTimeTokens,
  RateLimiter,
  VerifyCodesService,
} from '../verification';
import { authRoutes } from './auth.routes';
import { createLoginService, type LoginService } from './login.service';
import { createOAuthService, type OAuthService } from './oauth.service';
import { operatorSsoRoutes } from './operator-sso.routes';
import { createSandboxCodeStore, sandboxOAuthRoutes } from './sandbox-oauth.routes';
import { createSsoService, type SsoService } from './sso.service';

export { createLoginService, LOGIN_CHALLENGE_AFTER, type LoginService } from './login.service';
export { createOAuthService, OAUTH_RETURN_PATH, type OAuthService } from './oauth.service';
export { createSandboxCodeStore } from './sandbox-oauth.routes';
export { createSsoService, SSO_TICKET_TTL_MS, type SsoService } from './sso.service';

/**
 * Outside services of the driver accounts; tests replace them through buildApp's `integrations`: `sms` and
 * `challengeText` go to the verification module, `oauth` (WeChat's) and `alipayOAuth` to this one.
 */
export interface AccountIntegrations {
  sms: SmsProvider;
  oauth: OAuthProvider;
  alipayOAuth: OAuthProvider;
  /** The text of picture challenges (random by default). */
  challengeText: ChallengeTextSource;
}

/** What the auth module offers: the login methods, and the sandbox WeChat consent page when it is the provider. */
export interface AuthServices {
  login: LoginService;
  oauth: OAuthService;
  sso: SsoService;
  sandbox: { codes: SandboxCodeStore; appNameOf: (appId: string) => Promise<string | undefined> } | undefined;
}

/**
 * Driver logins (password, SMS code, WeChat and Alipay OAuth, SSO tickets) over sessions, verification codes and the
 * driver records (the modules below it). Without a real WeChat provider (`oauth`) the sandbox one serves, with its
 * consent page; without `alipayOAuth`, Alipay sign-in is refused.
 */
export function createAuthModule(
  deps: Pick<ModuleDeps, 'clock' | 'config'>,
  uses: {
    basic: ModuleOf<{ basic: BasicService }>;
    sessions: ModuleOf<{ sessions: SessionsService }>;
    verification: ModuleOf<{
      tokens: OneTimeTokens;
      limiter: RateLimiter;
      challenges: ChallengesService;
      verifyCodes: VerifyCodesService;
    }>;
    driver: ModuleOf<Pick<DriverServices, 'drivers'>>;
  },
  /** buildApp's `integrations` (tests): other OAuth providers. */
  integrations: { oauth?: OAuthProvider; alipayOAuth?: OAuthProvider } = {},
): ServerModule<AuthServices> {
  const { clock } = deps;
  const { basic } = uses.basic.services;
  const { sessions } = uses.sessions.services;
  const { drivers } = uses.driver.services;
  const { tokens, limiter, challenges, verifyCodes } = uses.verification.services;
  const { signIn } = deps.config;
  // Sign-in calls only /sns/* with the user's own token: a client of its own shares no app access_token.
  const wechatOAuth =
    integrations.oauth ??
    (signIn.wechat.provider === 'wechat'
      ? createWechatOAuthProvider(signIn.wechat, createWechatApi({ ...signIn.wechat, clock }))
      : undefined);
  const alipayOAuth =
    integrations.alipayOAuth ?? (signIn.alipay ? createAlipayOAuthProvider(signIn.alipay, { clock }) : undefined);
  const sandboxCodes = createSandboxCodeStore({ tokens, clock, dealerIdOfAppId: basic.dealerIdOfAppId });
  const oauthProvider = wechatOAuth ?? createSandboxOAuthProvider(sandboxCodes);

  const login = createLoginService({ drivers, sessions, verifyCodes, challenges, limiter, clock });
  const oauth = createOAuthService({
    providers: { wechat: oauthProvider, alipay: alipayOAuth },
    tokens,
    drivers,
    sessions,
    clock,
    appIdOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appId,
  });
  const sso = createSsoService({ tokens, drivers, sessions, clock });
  const sandbox =
    oauthProvider.name === 'sandbox' ? { codes: sandboxCodes, appNameOf: basic.appNameOfAppId } : undefined;
  return {
    services: { login, oauth, sso, sandbox },
    routes: {
      open: sandbox ? [mount(sandboxOAuthRoutes, sandbox)] : [],
      driver: [mount(authRoutes, { login, sessions, challenges, oauth, sso })],
      operator: [mount(operatorSsoRoutes, { sso })],
    },
  };
}
