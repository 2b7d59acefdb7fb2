import type { Db } from '../src/db/client';

type Query = (...args: unknown[]) => unknown;

/**
 * Runs `fn` in a transaction that is rolled back afterwards, counting the statements it sends (every query of the
 * transaction's connection, on PGlite or PostgreSQL): what a set-based port costs whatever its list's size, and effects
 * two ways of doing the same thing can be compared on from the same start.
 */
export async function countedAndRolledBack<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
): Promise<{ result: T; statements: number }> {
  let answer: { result: T; statements: number } | undefined;
  try {
    await db.transaction(async (tx) => {
      // The transaction's own connection (a pool client, or PGlite's transaction): drizzle sends through its query.
      const client = (tx._.session as unknown as { client: { query: Query } }).client;
      const query = client.query;
      let statements = 0;
      client.query = (...args) => {
        statements += 1;
        return query.apply(client, args);
      };
      try {
        answer = { result: await fn(tx), statements };
      } finally {
        client.query = query;
      }
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return answer!;
}

const rollback = new Error('rolled back on purpose');
