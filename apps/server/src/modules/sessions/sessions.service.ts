import { AppError, ErrorCode, type LoginMethod, type LoginResult, type TokenPair } from '@parking/contracts';
import type { Clock } from '../../clock';
import { openWith, randomToken, sealWith, sha256 } from '../../security/tokens';
import type { NewToken, RevokeReason, SessionsRepository, TokenRecord } from './sessions.repository';

/** A presented refresh token that was already rotated gets the same new pair again within this time (lost response). */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** Tokens expired longer than this are deleted; until then a revoked phone is still told why. */
const TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How often the job `sessions.prune` runs. */
export const TOKENS_PRUNE_EVERY_MS = 10 * 60 * 1000;

const ACCESS_PREFIX = 'dat_';
const REFRESH_PREFIX = 'drt_';

export interface SessionPolicy {
  accessTtlMs: number;
  refreshTtlMs: number;
}

/** The driver behind a request's token, set on `req.driver` by the driver auth preHandlers. */
export interface AuthenticatedDriver {
  id: string;
  dealerId: string;
  /** null for an account without a bound phone (WeChat sign-up not finished). */
  phone: string | null;
  nickName: string;
  sessionId: string;
}

export interface SessionStart {
  method: LoginMethod;
  clientType: number | null;
  /**
   * An interactive login on a phone ends the driver's other sessions: their next call answers 0xd12501021 (logged in
   * on another phone). Only a session handed over on the same phone (loginByToken) keeps the others.
   */
  exclusive: boolean;
}

const randomPair = (): TokenPair => ({ token: randomToken(ACCESS_PREFIX), refreshToken: randomToken(REFRESH_PREFIX) });

// The successor pair of a rotation, sealed with the refresh token it replaces: only that token's holder can open it.
const SUCCESSOR = 'refresh-successor';
const sealSuccessor = (refreshToken: string, next: TokenPair) =>
  sealWith(refreshToken, SUCCESSOR, JSON.stringify(next));
function openSuccessor(refreshToken: string, sealed: string | null | undefined): TokenPair | undefined {
  const plain = sealed ? openWith(refreshToken, SUCCESSOR, sealed) : undefined;
  return plain === undefined ? undefined : (JSON.parse(plain) as TokenPair);
}

const notLoggedIn = (message?: string) => new AppError(ErrorCode.NOT_LOGGED_IN, message);

/** What the holder of a token of a revoked or foreign session is told. */
function assertUsable(record: TokenRecord, dealerId: string): void {
  if (record.revokedAt) {
    throw record.revokeReason === 'otherDevice' ? new AppError(ErrorCode.LOGGED_IN_ELSEWHERE) : notLoggedIn();
  }
  // A session belongs to the dealer the driver signed up with; another tenant's pages need their own login.
  if (record.driver.deletedAt || record.driver.dealerId !== dealerId) throw notLoggedIn();
  // Disabled by an operator (decision 088): told so, on every call.
  if (record.driver.disabledAt) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
}

/**
 * Driver sessions: a short-lived opaque access token and a rotating refresh token, both random and stored as SHA-256.
 * A rotation keeps its new pair sealed with the refresh token it replaced, so a client that lost the response and
 * retries within REFRESH_REUSE_GRACE_MS gets the very same pair, while nobody can compute a later token from an
 * earlier one (the sealed pair is forgotten once the grace is over).
 */
export function createSessionsService(deps: { repo: SessionsRepository; clock: Clock; policy: SessionPolicy }) {
  const { repo, clock, policy } = deps;

  const tokensOf = (pair: TokenPair, now: Date): NewToken[] => [
    { tokenHash: sha256(pair.token), kind: 'access', expiresAt: new Date(now.getTime() + policy.accessTtlMs) },
    {
      tokenHash: sha256(pair.refreshToken),
      kind: 'refresh',
      expiresAt: new Date(now.getTime() + policy.refreshTtlMs),
    },
  ];

  async function start(driverId: string, how: SessionStart): Promise<TokenPair> {
    // Every sign-in (password, code, WeChat, Alipay, registration) starts here: a disabled account gets no session.
    if (await repo.disabledAt(driverId)) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    const now = clock.now();
    const pair = randomPair();
    await repo.create(
      { driverId, method: how.method, clientType: how.clientType, tokens: tokensOf(pair, now) },
      how.exclusive ? { reason: 'otherDevice', now } : undefined,
    );
    return pair;
  }

  return {
    /** Deletes tokens expired a day ago and forgets pairs sealed past the grace (the job `sessions.prune`). */
    async prune(): Promise<void> {
      const now = clock.now().getTime();
      await repo.pruneTokens(new Date(now - TOKEN_RETENTION_MS), new Date(now - REFRESH_REUSE_GRACE_MS));
    },

    /** Starts a session for a driver who just proved who they are. */
    start,

    /** Starts a session and answers the way every login endpoint does. */
    async loginAs(driver: { id: string; phone: string | null }, how: SessionStart): Promise<LoginResult> {
      return { ...(await start(driver.id, how)), driverId: driver.id, phoneBound: driver.phone !== null };
    },

    /**
     * The driver behind an access token for a request to `dealerId`. Unknown → 0xd12501001; session ended by a login
     * elsewhere → 0xd12501021, otherwise ended → 0xd12501001; expired → 401 (the client refreshes and retries).
     */
    async authenticate(token: string, dealerId: string): Promise<AuthenticatedDriver> {
      const now = clock.now();
      const record = token.startsWith(ACCESS_PREFIX) ? await repo.findToken(sha256(token)) : undefined;
      if (!record || record.kind !== 'access') throw notLoggedIn();
      assertUsable(record, dealerId);
      if (record.expiresAt <= now) throw new AppError(ErrorCode.TOKEN_EXPIRED);
      const { id, phone, nickName } = record.driver;
      return { id, dealerId: record.driver.dealerId, phone, nickName, sessionId: record.sessionId };
    },

    /**
     * Trades a refresh token for a new pair. A token presented again after its rotation gets the same pair within the
     * grace period (a lost response, two tabs); later, it is treated as stolen and the whole session is revoked.
     */
    async refresh(refreshToken: string, dealerId: string): Promise<TokenPair> {
      const now = clock.now();
      const hash = sha256(refreshToken);
      const record = refreshToken.startsWith(REFRESH_PREFIX) ? await repo.findToken(hash) : undefined;
      if (!record || record.kind !== 'refresh') throw notLoggedIn();
      assertUsable(record, dealerId);
      if (record.expiresAt <= now) throw notLoggedIn('登录已过期，请重新登录');

      if (record.usedAt === null) {
        const next = randomPair();
        const used = { tokenHash: hash, successor: sealSuccessor(refreshToken, next) };
        if (await repo.rotate(record.sessionId, used, tokensOf(next, now), now)) return next;
      }

      // Rotated before, or by a concurrent request a moment ago: the pair it got, if still the session's newest.
      const rotated = record.usedAt ? record : await repo.findToken(hash);
      const withinGrace = now.getTime() - (rotated?.usedAt ?? now).getTime() <= REFRESH_REUSE_GRACE_MS;
      const next = withinGrace ? openSuccessor(refreshToken, rotated?.successor) : undefined;
      if (next && (await repo.isCurrent(record.sessionId, sha256(next.refreshToken)))) return next;
      await repo.revoke(record.sessionId, 'refreshReuse', now);
      throw notLoggedIn('登录状态已失效，请重新登录');
    },

    revoke: (sessionId: string, reason: RevokeReason) => repo.revoke(sessionId, reason, clock.now()),

    /** Ends a driver's sessions (password reset, deletion, …), keeping `keep` when given. */
    revokeAllOf: (driverId: string, reason: RevokeReason, keep?: string) =>
      repo.revokeAllOf(driverId, reason, clock.now(), keep),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
