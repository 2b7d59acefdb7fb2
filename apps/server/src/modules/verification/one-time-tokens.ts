import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/verification';
import { randomToken, sha256 } from '../../security/tokens';

/** What a one-time token is for; a token of one kind never works as another. */
export type OneTimeKind = 'challenge' | 'ssoTicket' | 'oauthState' | 'oauthBindState' | 'sandboxOAuthCode';

/**
 * Short-lived, single-use secrets (picture challenges, SSO tickets, OAuth states, sandbox OAuth codes), stored by
 * hash. A token is claimed by one UPDATE, so two concurrent redemptions cannot both succeed.
 */
export function createOneTimeTokens(db: Db) {
  return {
    async issue<P extends Record<string, unknown>>(
      kind: OneTimeKind,
      dealerId: string,
      payload: P,
      expiresAt: Date,
      prefix = '',
    ): Promise<string> {
      const token = randomToken(prefix);
      await db.insert(oneTimeTokens).values({ tokenHash: sha256(token), kind, dealerId, payload, expiresAt });
      return token;
    },

    /** The payload of an unused, unexpired token of this kind and dealer, which is used up by this call. */
    async claim<P extends Record<string, unknown>>(
      kind: OneTimeKind,
      dealerId: string,
      token: string,
      now: Date,
    ): Promise<P | undefined> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, sha256(token)),
            eq(oneTimeTokens.kind, kind),
            eq(oneTimeTokens.dealerId, dealerId),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ payload: oneTimeTokens.payload });
      return row?.payload as P | undefined;
    },

    async prune(before: Date): Promise<void> {
      await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before));
    },
  };
}
export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
