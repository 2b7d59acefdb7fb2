import { randomInt } from 'node:crypto';
import { AppError, ErrorCode, VERIFY_CODE_LENGTH, type VerifyCodeSent } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { SmsProvider } from '../../integrations/sms';
import { sameDigest, sha256 } from '../../security/tokens';
import type { ChallengeAnswer, ChallengesService } from './challenges.service';
import type { LimitCheck, LimitRule, RateLimiter } from './rate-limiter';
import type { CodeKey, VerifyCodesRepository } from './verify-codes.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A code lives 5 minutes and takes 5 tries. */
export const CODE_TTL_MS = 5 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;

/** SMS limits (rolling windows), per phone across all dealers and per client IP. */
export const SMS_LIMITS = {
  perPhone: [
    { windowMs: MINUTE, max: 1 },
    { windowMs: HOUR, max: 5 },
    { windowMs: DAY, max: 10 },
  ],
  // Generous: mobile carriers put many drivers behind one address (CGNAT); the phone limits stop flooding one phone.
  perIp: [
    { windowMs: MINUTE, max: 10 },
    { windowMs: HOUR, max: 50 },
    { windowMs: DAY, max: 200 },
  ],
} as const satisfies Record<string, readonly LimitRule[]>;

/** A code entered for a phone no code was sent to (the driver typed one without tapping 获取验证码). */
export const NOT_SENT_MESSAGE = '请先获取验证码';

/** Sends within the last hour after which the next send needs a picture challenge. */
export const CHALLENGE_AFTER = { phoneSendsPerHour: 2, ipSendsPerHour: 10 } as const;

const phoneKey = (phone: string) => `sms:phone:${phone}`;
const ipKey = (ip: string) => `sms:ip:${ip}`;
const codeHash = (key: CodeKey, code: string) => sha256(`${key.dealerId}:${key.purpose}:${key.phone}:${code}`);

/** `45 秒`, `12 分钟`, `3 小时`: how long to wait, rounded up. */
export function waitText(ms: number): string {
  if (ms < MINUTE) return `${Math.ceil(ms / 1000)} 秒`;
  if (ms < HOUR) return `${Math.ceil(ms / MINUTE)} 分钟`;
  return `${Math.ceil(ms / HOUR)} 小时`;
}

function limitMessage(key: string, rule: LimitRule, retryAfterMs: number): string {
  const wait = waitText(retryAfterMs);
  if (key.startsWith('sms:ip:')) return `当前网络获取验证码过于频繁，请 ${wait}后再试`;
  if (rule.windowMs === MINUTE) return `验证码发送过于频繁，请 ${wait}后再试`;
  if (rule.windowMs === HOUR) return `该手机号 1 小时内获取验证码已达 ${rule.max} 次，请 ${wait}后再试`;
  return `该手机号 24 小时内获取验证码已达 ${rule.max} 次，请 ${wait}后再试`;
}

export interface SendContext {
  ip: string;
  /** The 【】 signature in the development outbox (the dealer's app name). */
  signName: string;
}

/**
 * SMS verification codes: rate limited per phone and per IP (in the database), a picture challenge after repeated
 * sends, 6 digits stored as a hash, 5 minutes and 5 attempts, and only the newest code of a phone and purpose counts.
 */
export function createVerifyCodesService(deps: {
  repo: VerifyCodesRepository;
  limiter: RateLimiter;
  challenges: ChallengesService;
  sms: SmsProvider;
  clock: Clock;
  /** Code source; crypto-random 6 digits by default. */
  newCode?: () => string;
}) {
  const { repo, limiter, challenges, sms, clock } = deps;
  const newCode =
    deps.newCode ?? (() => String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0'));

  const refuse = (outcome: { key: string; rule: LimitRule; retryAfterMs: number }) =>
    new AppError(ErrorCode.TOO_MANY_REQUESTS, limitMessage(outcome.key, outcome.rule, outcome.retryAfterMs));

  async function challengeNeeded(phone: string, ip: string, now: Date): Promise<boolean> {
    const [byPhone, byIp] = await Promise.all([
      limiter.count(phoneKey(phone), HOUR, now),
      limiter.count(ipKey(ip), HOUR, now),
    ]);
    return byPhone >= CHALLENGE_AFTER.phoneSendsPerHour || byIp >= CHALLENGE_AFTER.ipSendsPerHour;
  }

  return {
    /** Deletes codes and limit counts older than the longest limit window (part of the job `verification.prune`). */
    async prune(): Promise<void> {
      const before = new Date(clock.now().getTime() - DAY - HOUR);
      await Promise.all([limiter.prune(before), repo.prune(before)]);
    },

    /** Sends a code for `key.purpose` to `key.phone`; the caller has checked the purpose's own rules first. */
    async send(key: CodeKey, ctx: SendContext, answer: ChallengeAnswer): Promise<VerifyCodeSent> {
      const now = clock.now();
      const checks: LimitCheck[] = [
        { key: phoneKey(key.phone), rules: SMS_LIMITS.perPhone },
        { key: ipKey(ctx.ip), rules: SMS_LIMITS.perIp },
      ];
      // Over a limit: say so before asking for a picture the driver could not use anyway.
      const early = await limiter.check(checks, now);
      if (!early.allowed) throw refuse(early);
      if (await challengeNeeded(key.phone, ctx.ip, now)) await challenges.require(key.dealerId, answer);
      const outcome = await limiter.hit(checks, now);
      if (!outcome.allowed) throw refuse(outcome);

      const code = newCode();
      await repo.replace(key, codeHash(key, code), new Date(now.getTime() + CODE_TTL_MS), now);
      try {
        await sms.sendVerifyCode({ phone: key.phone, code, signName: ctx.signName, ttlMinutes: CODE_TTL_MS / MINUTE });
      } catch (cause) {
        throw new AppError(ErrorCode.INTERNAL, '短信发送失败，请稍后再试', { cause });
      }
      return {
        expiresIn: CODE_TTL_MS / 1000,
        resendIn: SMS_LIMITS.perPhone[0].windowMs / 1000,
        challengeNext: await challengeNeeded(key.phone, ctx.ip, now),
      };
    },

    /**
     * Uses up the code when it is right. Wrong → 0xd12501025 with the tries left; expired, used, replaced or out of
     * tries → 0xd12501026 (send a new one): 请先获取验证码 when none was ever sent (in the last day) for the phone.
     */
    async verify(key: CodeKey, code: string): Promise<void> {
      const now = clock.now();
      const current = await repo.current(key);
      if (!current && !(await repo.everSent(key))) throw new AppError(ErrorCode.VERIFY_CODE_EXPIRED, NOT_SENT_MESSAGE);
      if (!current || current.expiresAt <= now || current.attempts >= MAX_CODE_ATTEMPTS) {
        throw new AppError(ErrorCode.VERIFY_CODE_EXPIRED);
      }
      if (sameDigest(current.codeHash, codeHash(key, code))) {
        if (await repo.consume(current.id, MAX_CODE_ATTEMPTS, now)) return;
        throw new AppError(ErrorCode.VERIFY_CODE_EXPIRED);
      }
      const attempts = await repo.countWrongAttempt(current.id, MAX_CODE_ATTEMPTS, now);
      const left = attempts === undefined ? 0 : MAX_CODE_ATTEMPTS - attempts;
      if (left <= 0) throw new AppError(ErrorCode.VERIFY_CODE_EXPIRED, '验证码错误次数过多，请重新获取');
      throw new AppError(ErrorCode.VERIFY_CODE_WRONG, `验证码错误，还可尝试 ${left} 次`);
    },
  };
}
export type VerifyCodesService = ReturnType<typeof createVerifyCodesService>;
