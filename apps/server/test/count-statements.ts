import type { Db } from '../src/db/client';

/**
 * Counts the statements run through `tx` from now on, its savepoints' too (they share its session): drizzle prepares
 * every statement it runs (builders and `execute`) on the transaction's session. What a set-based port costs
 * whatever its list's size (decision 098).
 */
export function countStatements(tx: Db): { count: number } {
  const session = (tx as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepare = session.prepareQuery.bind(session);
  const counter = { count: 0 };
  session.prepareQuery = (...args: unknown[]) => {
    counter.count += 1;
    return prepare(...args);
  };
  return counter;
}

/** Runs `fn` in a transaction rolled back afterwards, answering what it answered: two ways compared from one start. */
export async function rolledBack<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  const rollback = new Error('rolled back on purpose');
  await db
    .transaction(async (tx) => {
      answer = await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return answer!;
}

/** `rolledBack` counting the statements `fn` sends. */
export function countedAndRolledBack<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
): Promise<{ result: T; statements: number }> {
  return rolledBack(db, async (tx) => {
    const counter = countStatements(tx);
    const result = await fn(tx);
    return { result, statements: counter.count };
  });
}
