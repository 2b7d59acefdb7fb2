import { gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { requestNonces } from '../db/schema';
import { createGroupCommit } from '../db/group-commit';
import { slices } from '../db/write-slices';

/**
 * Remembers request nonces; claiming is race-safe because the nonce is the table's primary key. The claims of
 * requests arriving together (a burst of gate exits, decision 098) are written by one statement.
 */
export function createNonceStore(db: Db) {
  const claims = createGroupCommit<{ nonce: string; expiresAt: Date }, boolean>({
    windowMs: 0,
    maxBatch: 200,
    maxRunning: 2,
    async write(items) {
      const first = [...new Map(items.map((item) => [item.nonce, item])).values()];
      const inserted = await db
        .insert(requestNonces)
        .values(first)
        .onConflictDoNothing()
        .returning({ nonce: requestNonces.nonce });
      const fresh = new Set(inserted.map((row) => row.nonce));
      // A nonce twice in one batch: the first claim has it, the second is a replay.
      return items.map((item) => fresh.delete(item.nonce));
    },
  });
  return {
    /** True when this nonce was never seen before (and now is), false on a replay. */
    claim: (nonce: string, expiresAt: Date): Promise<boolean> => claims.add({ nonce, expiresAt }),

    pruneExpired: (before: Date) => deleteExpired(db, before),
  };
}

/** Nonces deleted per statement when pruning. */
const PRUNE_CHUNK = 500;

/**
 * Deletes the nonces expired before `before`, a few hundred at a time: after a busy minute there are tens of
 * thousands, and one statement deleting them all held PGlite (a single session) long enough for every request
 * queued behind it to notice (p99 of the plate lookup went from 40 to 170 ms, `npm run bench:lookup`).
 */
async function deleteExpired(db: Db, before: Date): Promise<void> {
  for (;;) {
    const expired = db
      .select({ nonce: requestNonces.nonce })
      .from(requestNonces)
      .where(lt(requestNonces.expiresAt, before))
      .limit(PRUNE_CHUNK);
    const deleted = await db
      .delete(requestNonces)
      .where(inArray(requestNonces.nonce, expired))
      .returning({ nonce: requestNonces.nonce });
    // The next chunk is sent after this one's answer: the requests that queued for the database meanwhile go first.
    if (deleted.length < PRUNE_CHUNK) return;
  }
}
/** Where claimed nonces are kept: the table (any number of server processes on PostgreSQL) or memory (PGlite). */
export type NonceStore = Pick<ReturnType<typeof createNonceStore>, 'claim' | 'pruneExpired'>;

/** How often claimed nonces are written to the table by the buffered store. */
export const NONCE_FLUSH_MS = 100;

/**
 * Nonces for PGlite: claimed in memory, written to the table in one batch every NONCE_FLUSH_MS, loaded back at
 * start. PGlite is one process per data directory, so no other server can accept a request this one has not
 * seen, and memory answers as surely as the table would, without a write per request (the plate lookup's
 * budget). A crash forgets at most the last batch: those requests could be replayed until their timestamps expire.
 */
export async function createBufferedNonceStore(db: Db, { now = () => new Date() } = {}) {
  const seen = new Map<string, Date>();
  const pending: { nonce: string; expiresAt: Date }[] = [];
  for (const row of await db.select().from(requestNonces).where(gte(requestNonces.expiresAt, now()))) {
    seen.set(row.nonce, row.expiresAt);
  }

  /** Writes what is pending, a slice at a time; a slice leaves `pending` once written, so a failure is retried. */
  async function flush(): Promise<void> {
    for (const slice of slices(pending)) {
      await db.insert(requestNonces).values(slice).onConflictDoNothing();
      pending.splice(0, slice.length);
    }
  }
  let flushing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    flushing = flushing.then(flush).catch(() => undefined); // the next tick retries what is still pending
  }, NONCE_FLUSH_MS);
  timer.unref();

  return {
    async claim(nonce: string, expiresAt: Date): Promise<boolean> {
      if (seen.has(nonce)) return false;
      seen.set(nonce, expiresAt);
      pending.push({ nonce, expiresAt });
      return true;
    },

    async pruneExpired(before: Date): Promise<void> {
      // A Map iterates in insertion order and expiries grow with time, so the expired ones come first (mostly).
      for (const [nonce, expires] of seen) {
        if (expires >= before) break;
        seen.delete(nonce);
      }
      // Write what is pending first: a nonce still in the batch would otherwise reach the table after this delete
      // and stay there until the next prune.
      await (flushing = flushing.then(flush).catch(() => undefined));
      await deleteExpired(db, before);
    },

    size: () => seen.size,

    /** Writes what is pending and stops the timer (before the database closes). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
