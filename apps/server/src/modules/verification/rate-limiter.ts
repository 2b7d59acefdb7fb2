import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema/verification';

/** At most `max` events in any rolling window of `windowMs`. */
export interface LimitRule {
  windowMs: number;
  max: number;
}

export interface LimitCheck {
  key: string;
  rules: readonly LimitRule[];
}

export type HitOutcome = { allowed: true } | { allowed: false; key: string; rule: LimitRule; retryAfterMs: number };

/**
 * Rolling-window rate limits kept in the database, so they hold across restarts and across server processes. A hit is
 * counted only when every check allows it; the keys are locked (advisory, in a fixed order) for the decision, so
 * concurrent requests cannot all slip under a limit together.
 */
export function createRateLimiter(db: Db) {
  async function evaluate(tx: Db, checks: readonly LimitCheck[], now: Date): Promise<HitOutcome> {
    for (const { key, rules } of checks) {
      for (const rule of rules) {
        // The max-th newest hit in the window: when it leaves the window, one more is allowed.
        const [blocking] = await tx
          .select({ at: rateLimitHits.at })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(now.getTime() - rule.windowMs))))
          .orderBy(desc(rateLimitHits.at))
          .offset(rule.max - 1)
          .limit(1);
        if (blocking) {
          const retryAfterMs = Math.max(1000, blocking.at.getTime() + rule.windowMs - now.getTime());
          return { allowed: false, key, rule, retryAfterMs };
        }
      }
    }
    return { allowed: true };
  }

  return {
    /** Whether a hit would be allowed now, without counting one (to refuse early, before asking for a challenge). */
    check: (checks: readonly LimitCheck[], now: Date): Promise<HitOutcome> => evaluate(db, checks, now),

    /** Counts a hit on every key if all limits allow it; otherwise counts nothing and says which limit refused. */
    async hit(checks: readonly LimitCheck[], now: Date): Promise<HitOutcome> {
      return db.transaction(async (tx) => {
        const keys = [...new Set(checks.map((c) => c.key))].sort();
        for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const outcome = await evaluate(tx, checks, now);
        if (outcome.allowed) await tx.insert(rateLimitHits).values(keys.map((key) => ({ key, at: now })));
        return outcome;
      });
    },

    /** Records an event without a limit of its own (failed logins, counted for the challenge). */
    async record(key: string, now: Date): Promise<void> {
      await db.insert(rateLimitHits).values({ key, at: now });
    },

    /** Takes back one hit of a key counted at `at` (a reserved attempt that turned out not to count). */
    async release(key: string, at: Date): Promise<void> {
      const one = db
        .select({ id: rateLimitHits.id })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.at, at)))
        .limit(1);
      await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, one));
    },

    /** Events of a key in the last `windowMs`. */
    async count(key: string, windowMs: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(now.getTime() - windowMs))));
      return row?.n ?? 0;
    },

    /** Deletes hits older than every window still in use. */
    async prune(before: Date): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.at, before));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
