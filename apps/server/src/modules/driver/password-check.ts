import { AppError, ErrorCode } from '@parking/contracts';
import { verifyPassword } from '../../security/passwords';
import { MAX_FAILED_PASSWORDS, PASSWORD_LOCKOUT_MS, passwordLockedOut } from './drivers.domain';
import type { DriverRow, DriversRepository } from './drivers.repository';

/** A password attempt counted in advance; only a reserved attempt may be checked. */
export interface ReservedAttempt {
  driverId: string;
  /** The lock this attempt set, if it was the last one allowed. */
  locks: Date | null;
}

/**
 * Counts a password attempt of the account before any hashing, so a burst of guesses gets at most the limit checked.
 * Throws, having counted nothing, while the account is locked (lock message) or, with `challengeAfter`, once that many
 * failures are counted (0xd12501023: a picture challenge first).
 */
export async function reservePasswordAttempt(
  drivers: DriversRepository,
  driverId: string,
  now: Date,
  challengeAfter?: number,
): Promise<ReservedAttempt> {
  const reservation = await drivers.reservePasswordAttempt(driverId, {
    maxFailures: MAX_FAILED_PASSWORDS,
    lockUntil: new Date(now.getTime() + PASSWORD_LOCKOUT_MS),
    now,
    belowFailures: challengeAfter,
  });
  if (reservation.reserved) return { driverId, locks: reservation.locks };
  if (reservation.lockedUntil) throw passwordLockedOut(reservation.lockedUntil, now);
  throw new AppError(ErrorCode.CHALLENGE_REQUIRED);
}

/**
 * Checks the password of a reserved attempt. Right: clears the count (and a lock this very attempt set), true. Wrong:
 * the failure is already counted; throws the lock message when this attempt locked the account, else false.
 */
export async function checkReservedPassword(
  drivers: DriversRepository,
  attempt: ReservedAttempt,
  passwordHash: string,
  password: string,
  now: Date,
): Promise<boolean> {
  if (await verifyPassword(passwordHash, password)) {
    await drivers.clearFailedLogins(attempt.driverId);
    return true;
  }
  if (attempt.locks) throw passwordLockedOut(attempt.locks, now);
  return false;
}

/** Reserves and checks one attempt (the change-password screen): throws when locked, false when wrong. */
export async function checkDriverPassword(
  drivers: DriversRepository,
  row: DriverRow & { passwordHash: string },
  password: string,
  now: Date,
): Promise<boolean> {
  const attempt = await reservePasswordAttempt(drivers, row.id, now);
  return checkReservedPassword(drivers, attempt, row.passwordHash, password, now);
}
