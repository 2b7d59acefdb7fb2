import { and, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns an account keeps its wrong-password count and lock in. */
export interface LockoutColumns {
  id: PgColumn;
  failedLogins: PgColumn;
  lockedUntil: PgColumn;
}

export interface AttemptPolicy {
  /** The failure (counted in advance) that reaches this locks the account until `lockUntil`. */
  maxFailures: number;
  lockUntil: Date;
  now: Date;
  /** When set, no attempt is reserved once this many failures are counted (a picture challenge is asked first). */
  belowFailures?: number | undefined;
}

/**
 * One UPDATE that reserves a password attempt of an account *before* the password is hashed, so a burst of
 * concurrent guesses cannot all be checked: the attempt is counted as a failure in advance (a right password clears
 * the count afterwards), the one reaching `maxFailures` locks the account and starts a fresh count, and nothing is
 * reserved (no row updated) while the account is locked or, with `belowFailures`, while a challenge is due. The row
 * lock of the UPDATE serialises concurrent reservations, so each one sees the count the previous one left.
 */
export function attemptReservation(columns: LockoutColumns, id: string, policy: AttemptPolicy) {
  const reachesLimit = sql`${columns.failedLogins} + 1 >= ${policy.maxFailures}`;
  const set: { failedLogins: SQL; lockedUntil: SQL } = {
    failedLogins: sql`case when ${reachesLimit} then 0 else ${columns.failedLogins} + 1 end`,
    lockedUntil: sql`case when ${reachesLimit} then ${policy.lockUntil.toISOString()}::timestamptz else ${columns.lockedUntil} end`,
  };
  const where = and(
    eq(columns.id, id),
    or(isNull(columns.lockedUntil), lte(columns.lockedUntil, policy.now)),
    policy.belowFailures === undefined ? undefined : lt(columns.failedLogins, policy.belowFailures),
  );
  return { set, where };
}

/** What a reservation says: go ahead (`locks`: this attempt, if wrong, is the one that locked the account), or not. */
export type AttemptReservation = { reserved: true; locks: Date | null } | { reserved: false; lockedUntil: Date | null };

/** Reads a reservation from the UPDATE's returned row, or, when it updated none, from the account's current lock. */
export function reservationOf(
  updated: { lockedUntil: Date | null } | undefined,
  now: Date,
  current?: { lockedUntil: Date | null },
): AttemptReservation {
  const live = (until: Date | null | undefined) => (until && until > now ? until : null);
  // The account was not locked when reserved, so a lock now in the row is the one this attempt set.
  if (updated) return { reserved: true, locks: live(updated.lockedUntil) };
  return { reserved: false, lockedUntil: live(current?.lockedUntil) };
}

/** Whole minutes (at least 1) until `until`, for "try again in N minutes". */
export const minutesLeft = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
