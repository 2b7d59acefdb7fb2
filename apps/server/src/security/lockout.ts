import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The SET of an UPDATE that counts one failed login in a single statement (so concurrent guesses all count): the
 * failure that reaches `maxFailures` locks the account until `lockUntil` and starts a fresh count.
 */
export function failedLoginUpdate(
  columns: { failedLogins: PgColumn; lockedUntil: PgColumn },
  maxFailures: number,
  lockUntil: Date,
): { failedLogins: SQL; lockedUntil: SQL } {
  const reachesLimit = sql`${columns.failedLogins} + 1 >= ${maxFailures}`;
  return {
    failedLogins: sql`case when ${reachesLimit} then 0 else ${columns.failedLogins} + 1 end`,
    lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${columns.lockedUntil} end`,
  };
}

/** Whole minutes (at least 1) until `until`, for "try again in N minutes". */
export const minutesLeft = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
