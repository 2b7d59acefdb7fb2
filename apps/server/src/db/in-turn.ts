/**
 * `fn` over `items` one at a time, answers in order: the statements of one transaction run in turn (a client, or
 * PGlite's one connection, takes one at a time). The per-item form of a port whose set-based form is still to come.
 */
export async function inTurn<I, R>(items: readonly I[], fn: (item: I) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await fn(item));
  return results;
}
