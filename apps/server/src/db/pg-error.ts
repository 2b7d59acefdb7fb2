/** The PostgreSQL error under a driver's wrapping (drizzle puts the pg / PGlite error in `cause`). */
export interface PgError {
  code: string;
  constraint?: string;
  message: string;
}

export function pgErrorOf(error: unknown): PgError | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

/** SQLSTATE 23505 (of the named constraint, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || constraintOf(pg) === constraint);
}

/** SQLSTATE 23514 (of the named constraint, when given). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23514' && (constraint === undefined || constraintOf(pg) === constraint);
}

// node-postgres sets `constraint`; PGlite only names it in the message.
function constraintOf(pg: PgError): string | undefined {
  return pg.constraint ?? /constraint "([^"]+)"/.exec(pg.message)?.[1];
}

/** Deadlocks and serialization failures: the whole transaction may simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}

/** Runs a transaction-making function again (up to `attempts` times) when the database asks for a retry. */
export async function retryTransaction<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
    }
  }
}
