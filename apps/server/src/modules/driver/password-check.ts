import { verifyPassword } from '../../security/passwords';
import { MAX_FAILED_PASSWORDS, PASSWORD_LOCKOUT_MS, passwordLockedOut } from './drivers.domain';
import type { DriverRow, DriversRepository } from './drivers.repository';

/**
 * Checks a password of an account that has one. Wrong: counts towards the lock, throws when this failure locks the
 * account, else false. Right: clears the count, true.
 */
export async function checkDriverPassword(
  drivers: DriversRepository,
  row: DriverRow & { passwordHash: string },
  password: string,
  now: Date,
): Promise<boolean> {
  if (await verifyPassword(row.passwordHash, password)) {
    if (row.failedLogins > 0) await drivers.clearFailedLogins(row.id);
    return true;
  }
  const lockedUntil = await drivers.recordFailedLogin(
    row.id,
    MAX_FAILED_PASSWORDS,
    new Date(now.getTime() + PASSWORD_LOCKOUT_MS),
  );
  if (lockedUntil && lockedUntil > now) throw passwordLockedOut(lockedUntil, now);
  return false;
}
