import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { requestNonces } from '../db/schema';

/** Remembers request nonces; claiming is race-safe because the nonce is the table's primary key. */
export function createNonceStore(db: Db) {
  return {
    /** True when this nonce was never seen before (and now is), false on a replay. */
    async claim(nonce: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(requestNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: requestNonces.nonce });
      return inserted.length === 1;
    },

    async pruneExpired(before: Date): Promise<void> {
      await db.delete(requestNonces).where(lt(requestNonces.expiresAt, before));
    },
  };
}
export type NonceStore = ReturnType<typeof createNonceStore>;
