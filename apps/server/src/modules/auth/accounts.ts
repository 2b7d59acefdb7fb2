import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createSandboxOAuthProvider, type OAuthProvider } from '../../integrations/oauth';
import { createOutboxReader, createSmsProvider, type SmsProvider } from '../../integrations/sms';
import { createLoginService } from './login.service';
import { createOAuthService } from './oauth.service';
import { createSandboxCodeStore } from './sandbox-oauth.routes';
import { createSsoService } from './sso.service';
import type { BasicService } from '../basic';
import {
  createAccountService,
  createDeletionRegistry,
  createDeletionService,
  createDriversRepository,
  createGroupsRepository,
  createGroupsService,
  createThirdIdsService,
  registerDriverDeletionRules,
} from '../driver';
import { createSessionsRepository, createSessionsService, installDriverAuth } from '../sessions';
import {
  createChallengesService,
  createOneTimeTokens,
  createRateLimiter,
  createVerifyCodesRepository,
  createVerifyCodesService,
  type ChallengeTextSource,
} from '../verification';

/** Outside services the accounts use; tests replace them. */
export interface AccountIntegrations {
  sms: SmsProvider;
  oauth: OAuthProvider;
  /** The text of picture challenges (random by default). */
  challengeText: ChallengeTextSource;
}

/**
 * Builds the driver accounts: sessions (and the requireDriver preHandlers on `app`), SMS codes and challenges, login
 * methods, account changes, groups, third-party ids and deletion. Returns what the routes need.
 */
export function createAccounts(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Config; basic: BasicService },
  overrides: Partial<AccountIntegrations> = {},
) {
  const { db, clock, config, basic } = deps;
  const sessions = createSessionsService({
    repo: createSessionsRepository(db),
    clock,
    policy: {
      accessTtlMs: config.tokenTtl.accessSeconds * 1000,
      refreshTtlMs: config.tokenTtl.refreshSeconds * 1000,
    },
  });
  installDriverAuth(app, sessions);

  const drivers = createDriversRepository(db);
  const groupsRepo = createGroupsRepository(db);
  const tokens = createOneTimeTokens(db);
  const limiter = createRateLimiter(db);
  const challenges = createChallengesService({ tokens, clock, text: overrides.challengeText });
  const verifyCodes = createVerifyCodesService({
    repo: createVerifyCodesRepository(db),
    limiter,
    challenges,
    sms: overrides.sms ?? createSmsProvider(config.sms, db, clock),
    clock,
  });
  const sandboxCodes = createSandboxCodeStore({ tokens, clock, dealerIdOfAppId: basic.dealerIdOfAppId });
  const oauthProvider = overrides.oauth ?? createSandboxOAuthProvider(sandboxCodes);
  const appNameOf = async (dealerId: string) => (await basic.applicationInfo(dealerId)).appName;

  const deletionRegistry = createDeletionRegistry();
  registerDriverDeletionRules(deletionRegistry, { drivers, groups: groupsRepo, clock });

  return {
    sessions,
    challenges,
    /** Later modules (wallet, orders, plans, vehicles) add their deletion checks and erasers here. */
    deletionRegistry,
    login: createLoginService({ drivers, sessions, verifyCodes, challenges, limiter, clock }),
    oauth: createOAuthService({
      provider: oauthProvider,
      tokens,
      drivers,
      sessions,
      clock,
      appIdOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appId,
    }),
    sso: createSsoService({ tokens, drivers, sessions, clock }),
    account: createAccountService({ drivers, sessions, verifyCodes, limiter, clock, signNameOf: appNameOf }),
    groups: createGroupsService({ groups: groupsRepo, drivers, clock }),
    thirdIds: createThirdIdsService({ drivers }),
    deletion: createDeletionService({ registry: deletionRegistry, drivers, sessions, verifyCodes, clock }),
    outbox: createOutboxReader(db),
    sandbox: oauthProvider.name === 'sandbox' ? { codes: sandboxCodes, appNameOf: basic.appNameOfAppId } : undefined,
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
