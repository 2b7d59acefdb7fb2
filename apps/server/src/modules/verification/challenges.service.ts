import { randomBytes } from 'node:crypto';
import { AppError, ErrorCode, type ChallengeCode } from '@parking/contracts';
import type { Clock } from '../../clock';
import { sameDigest, sha256 } from '../../security/tokens';
import { captchaText, normalizeCaptchaAnswer, pngDataUrl, renderCaptcha } from './captcha';
import type { OneTimeTokens } from './one-time-tokens';

export const CHALLENGE_TTL_MS = 2 * 60 * 1000;

export interface ChallengeAnswer {
  challengeId?: string | undefined;
  challengeCode?: string | undefined;
}

/** Makes the text of a new challenge; random in the app, fixed in some tests. */
export type ChallengeTextSource = () => string;

// Salted, so equal answers of two challenges do not look alike in the table.
const answerHash = (salt: string, answer: string) => sha256(`${salt}:${normalizeCaptchaAnswer(answer)}`);

/**
 * Picture challenges (captcha) asked after repeated SMS sends or failed logins. Each is single-use: checking it, right
 * or wrong, uses it up, so an answer cannot be guessed twice on one picture.
 */
export function createChallengesService(deps: { tokens: OneTimeTokens; clock: Clock; text?: ChallengeTextSource }) {
  const { tokens, clock, text = () => captchaText() } = deps;
  return {
    /**
     * Every kind of one-time token (tickets, OAuth states too) expires within minutes; a day later it can go (part of
     * the job `verification.prune`).
     */
    prune: () => tokens.prune(new Date(clock.now().getTime() - 86_400_000)),

    async issue(dealerId: string): Promise<ChallengeCode> {
      const answer = text();
      const expiresAt = new Date(clock.now().getTime() + CHALLENGE_TTL_MS);
      const salt = randomBytes(16).toString('hex');
      const payload = { salt, answer: answerHash(salt, answer) };
      const challengeId = await tokens.issue('challenge', dealerId, payload, expiresAt, 'ch_');
      return { challengeId, image: pngDataUrl(renderCaptcha(answer)), expiresIn: CHALLENGE_TTL_MS / 1000 };
    },

    /** Passes when the answer is right; without one → 0xd12501023 (ask for it), wrong or stale → 0xd12501024. */
    async require(dealerId: string, given: ChallengeAnswer): Promise<void> {
      if (!given.challengeId || !given.challengeCode) throw new AppError(ErrorCode.CHALLENGE_REQUIRED);
      const stored = await tokens.claim<{ salt: string; answer: string }>(
        'challenge',
        dealerId,
        given.challengeId,
        clock.now(),
      );
      if (!stored || !sameDigest(stored.answer, answerHash(stored.salt, given.challengeCode))) {
        throw new AppError(ErrorCode.CHALLENGE_FAILED);
      }
    },
  };
}
export type ChallengesService = ReturnType<typeof createChallengesService>;
