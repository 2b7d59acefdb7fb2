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
