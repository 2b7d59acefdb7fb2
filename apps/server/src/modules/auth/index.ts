import type { FastifyInstance } from 'fastify';
import { mount, type ServerModule } from '../../app/module';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BasicService } from '../basic';
import { driverRoutes, operatorGroupsRoutes } from '../driver';
import { devRoutes } from '../verification';
import { createAccounts, type AccountIntegrations, type Accounts } from './accounts';
import { authRoutes } from './auth.routes';
import { operatorSsoRoutes } from './operator-sso.routes';
import { sandboxOAuthRoutes } from './sandbox-oauth.routes';

export type { AccountIntegrations, Accounts };
export { createLoginService, LOGIN_CHALLENGE_AFTER, type LoginService } from './login.service';
export { createOAuthService, OAUTH_RETURN_PATH, type OAuthService } from './oauth.service';
export { createSandboxCodeStore } from './sandbox-oauth.routes';
export { createSsoService, SSO_TICKET_TTL_MS, type SsoService } from './sso.service';

/**
 * Driver accounts: logins (this module) over sessions, verification codes and the driver records (the modules below
 * it), with their routes. `app` gets the requireDriver preHandlers; `overrides` replace outside services (tests).
 */
export function createAccountsModule(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Config; basic: BasicService },
  overrides?: Partial<AccountIntegrations>,
): ServerModule<Accounts> {
  const accounts = createAccounts(app, deps, overrides);
  return {
    services: accounts,
    routes: {
      open: [
        mount(devRoutes, { outbox: accounts.outbox, enabled: deps.config.demo }),
        ...(accounts.sandbox ? [mount(sandboxOAuthRoutes, accounts.sandbox)] : []),
      ],
      driver: [mount(authRoutes, accounts), mount(driverRoutes, accounts)],
      operator: [mount(operatorSsoRoutes, accounts), mount(operatorGroupsRoutes, accounts)],
    },
  };
}
