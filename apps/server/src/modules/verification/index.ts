import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ServerModule } from '../../kernel/module';
import { createOutboxReader, createSmsProvider, type OutboxReader, type SmsProvider } from '../../integrations/sms';
import { createChallengesService, type ChallengesService, type ChallengeTextSource } from './challenges.service';
import { mountsDevRoutes } from '../../deployment';
import { devRoutes } from './dev.routes';
import { createOneTimeTokens, type OneTimeTokens } from './one-time-tokens';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { createVerifyCodesRepository } from './verify-codes.repository';
import { createVerifyCodesService, type VerifyCodesService } from './verify-codes.service';

export { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, captchaText, renderCaptcha } from './captcha';
export {
  CHALLENGE_TTL_MS,
  createChallengesService,
  type ChallengeAnswer,
  type ChallengesService,
  type ChallengeTextSource,
} from './challenges.service';
export { createOneTimeTokens, type OneTimeKind, type OneTimeTokens } from './one-time-tokens';
export { createRateLimiter, type LimitRule, type RateLimiter } from './rate-limiter';
export { createVerifyCodesRepository } from './verify-codes.repository';
export {
  CHALLENGE_AFTER,
  CODE_TTL_MS,
  createVerifyCodesService,
  MAX_CODE_ATTEMPTS,
  SMS_LIMITS,
  waitText,
  type VerifyCodesService,
} from './verify-codes.service';
export { devRoutes } from './dev.routes';

/** How often expired one-time tokens, codes and limit counts are deleted. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** What the verification module offers the modules above it (driver, auth). */
export interface VerificationServices {
  tokens: OneTimeTokens;
  limiter: RateLimiter;
  challenges: ChallengesService;
  verifyCodes: VerifyCodesService;
  /** The codes the development SMS provider "sent" (the dev routes read them). */
  outbox: OutboxReader;
}

/**
 * One-time tokens, rate limits, picture challenges and SMS verification codes. `sms` and `challengeText` replace the
 * configured SMS provider and the random challenge text (tests).
 */
export function createVerificationModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'log'>,
  /** buildApp's `integrations` (tests). */
  integrations: { sms?: SmsProvider; challengeText?: ChallengeTextSource } = {},
): ServerModule<VerificationServices> {
  const { db, clock, config } = deps;
  if (!config.demo && config.sms.provider === 'outbox') {
    deps.log.warn('SMS_PROVIDER is the development outbox and DEMO is off: verification codes reach nobody');
  }
  const tokens = createOneTimeTokens(db);
  const limiter = createRateLimiter(db);
  const challenges = createChallengesService({ tokens, clock, text: integrations.challengeText });
  const verifyCodes = createVerifyCodesService({
    repo: createVerifyCodesRepository(db),
    limiter,
    challenges,
    sms: integrations.sms ?? createSmsProvider(config.sms, db, clock),
    clock,
  });
  const outbox = createOutboxReader(db);
  return {
    services: { tokens, limiter, challenges, verifyCodes, outbox },
    // Not mounted at all where production refuses the unsafe (decision 068); elsewhere refused outside the demo.
    routes: { open: mountsDevRoutes(config) ? [mount(devRoutes, { outbox, enabled: config.demo })] : [] },
    jobs: [
      {
        name: 'verification.prune',
        intervalMs: config.pruneJobs ? PRUNE_EVERY_MS : 0,
        run: () => Promise.all([challenges.prune(), verifyCodes.prune()]),
      },
    ],
  };
}
