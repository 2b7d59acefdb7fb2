import { and, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverSessions, driverTokens } from '../../db/schema/sessions';
import { driverDisabledAt, tokenWithDriver, type TokenKind } from './token-driver.read-model';

export type { TokenKind, TokenRecord } from './token-driver.read-model';

/** Why a session ended; otherDevice is the one the old phone is told about (0xd12501021). */
export type RevokeReason =
  | 'logout'
  | 'otherDevice'
  | 'refreshReuse'
  | 'passwordChanged'
  | 'phoneChanged'
  | 'deleted'
  | 'merged'
  /** An operator disabled the account (decision 088). */
  | 'disabled';

export interface NewToken {
  tokenHash: string;
  kind: TokenKind;
  expiresAt: Date;
}

export function createSessionsRepository(db: Db) {
  return {
    /** When an operator disabled the driver's account (null: not disabled; the token read model). */
    disabledAt: (driverId: string) => driverDisabledAt(db, driverId),

    /** Creates a session with its first token pair; with `exclusive`, ends the driver's other live sessions. */
    async create(
      input: { driverId: string; method: string; clientType: number | null; tokens: NewToken[] },
      exclusive: { reason: RevokeReason; now: Date } | undefined,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        if (exclusive) {
          await tx
            .update(driverSessions)
            .set({ revokedAt: exclusive.now, revokeReason: exclusive.reason })
            .where(and(eq(driverSessions.driverId, input.driverId), isNull(driverSessions.revokedAt)));
        }
        const [session] = await tx
          .insert(driverSessions)
          .values({ driverId: input.driverId, method: input.method, clientType: input.clientType })
          .returning({ id: driverSessions.id });
        const sessionId = session!.id;
        await tx.insert(driverTokens).values(input.tokens.map((t) => ({ ...t, sessionId })));
        return sessionId;
      });
    },

    /** A token with its session and driver (the token read model: one query). */
    findToken: (tokenHash: string) => tokenWithDriver(db, tokenHash),

    /**
     * Rotates a refresh token: marks it used with its sealed successor (only if still unused: the one statement that
     * decides a race), stores the new pair, forgets the session's older sealed successors (their grace is over once a
     * newer rotation happened) and ends its older access tokens. False when someone else rotated it first.
     */
    async rotate(
      sessionId: string,
      used: { tokenHash: string; successor: string },
      next: NewToken[],
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(driverTokens)
          .set({ usedAt: now, successor: used.successor })
          .where(and(eq(driverTokens.tokenHash, used.tokenHash), isNull(driverTokens.usedAt)))
          .returning({ tokenHash: driverTokens.tokenHash });
        if (claimed.length === 0) return false;
        await tx
          .update(driverTokens)
          .set({ successor: null })
          .where(
            and(
              eq(driverTokens.sessionId, sessionId),
              isNotNull(driverTokens.successor),
              ne(driverTokens.tokenHash, used.tokenHash),
            ),
          );
        // Requests still carrying the old access token get 401 (and retry with the stored new one), not "logged out".
        await tx
          .update(driverTokens)
          .set({ expiresAt: now })
          .where(
            and(
              eq(driverTokens.sessionId, sessionId),
              eq(driverTokens.kind, 'access'),
              gt(driverTokens.expiresAt, now),
            ),
          );
        await tx.insert(driverTokens).values(next.map((t) => ({ ...t, sessionId })));
        return true;
      });
    },

    /** Whether this token is still an unused token of the session (the current end of the rotation chain). */
    async isCurrent(sessionId: string, tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: driverTokens.tokenHash })
        .from(driverTokens)
        .where(
          and(
            eq(driverTokens.tokenHash, tokenHash),
            eq(driverTokens.sessionId, sessionId),
            isNull(driverTokens.usedAt),
          ),
        );
      return row !== undefined;
    },

    async revoke(sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
      await db
        .update(driverSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(driverSessions.id, sessionId), isNull(driverSessions.revokedAt)));
    },

    /** Ends every live session of a driver, except `keep` when given. */
    async revokeAllOf(driverId: string, reason: RevokeReason, now: Date, keep?: string): Promise<void> {
      await db
        .update(driverSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(
          and(
            eq(driverSessions.driverId, driverId),
            isNull(driverSessions.revokedAt),
            keep ? ne(driverSessions.id, keep) : undefined,
          ),
        );
    },

    /**
     * Forgets tokens nobody can use any more: expired before `expiredBefore`; and sealed successors of rotations
     * before `rotatedBefore` (no retry gets them now). The sessions stay (they are small), so a revoked phone is still
     * told why until its tokens go.
     */
    async pruneTokens(expiredBefore: Date, rotatedBefore: Date): Promise<void> {
      await db.delete(driverTokens).where(lt(driverTokens.expiresAt, expiredBefore));
      await db
        .update(driverTokens)
        .set({ successor: null })
        .where(and(isNotNull(driverTokens.successor), lt(driverTokens.usedAt, rotatedBefore)));
    },

    /** Live session count per driver (tests and the account screen). */
    async liveSessionIds(driverId: string): Promise<string[]> {
      const rows = await db
        .select({ id: driverSessions.id })
        .from(driverSessions)
        .where(and(eq(driverSessions.driverId, driverId), isNull(driverSessions.revokedAt)));
      return rows.map((r) => r.id);
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
