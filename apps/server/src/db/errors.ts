/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query broke a unique constraint. Both drivers put the SQLSTATE in `code`; drizzle wraps the
 * driver's error, so the cause chain is searched too.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
