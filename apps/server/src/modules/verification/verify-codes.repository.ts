import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifyCodes } from '../../db/schema/verification';

export interface CodeKey {
  dealerId: string;
  phone: string;
  purpose: string;
}

const sameKey = (key: CodeKey) =>
  and(eq(verifyCodes.dealerId, key.dealerId), eq(verifyCodes.phone, key.phone), eq(verifyCodes.purpose, key.purpose));

export function createVerifyCodesRepository(db: Db) {
  return {
    /** Stores a new code and retires the earlier ones of the same phone and purpose: only the newest is valid. */
    async replace(key: CodeKey, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verifyCodes)
          .set({ consumedAt: now })
          .where(and(sameKey(key), isNull(verifyCodes.consumedAt)));
        await tx.insert(verifyCodes).values({ ...key, codeHash, expiresAt, createdAt: now });
      });
    },

    /** The newest code not yet used or retired. */
    async current(key: CodeKey) {
      const [row] = await db
        .select()
        .from(verifyCodes)
        .where(and(sameKey(key), isNull(verifyCodes.consumedAt)))
        .orderBy(desc(verifyCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Whether any code (used or not) is stored for the key: codes are pruned a day after they were sent. */
    async everSent(key: CodeKey): Promise<boolean> {
      const [row] = await db.select({ id: verifyCodes.id }).from(verifyCodes).where(sameKey(key)).limit(1);
      return row !== undefined;
    },

    /** Uses the code up; false when a concurrent request used it first or it ran out of attempts or time. */
    async consume(id: string, maxAttempts: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verifyCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verifyCodes.id, id),
            isNull(verifyCodes.consumedAt),
            lt(verifyCodes.attempts, maxAttempts),
            gt(verifyCodes.expiresAt, now),
          ),
        )
        .returning({ id: verifyCodes.id });
      return rows.length === 1;
    },

    /** Counts a wrong attempt in one statement; returns the attempts so far, or undefined when none were left. */
    async countWrongAttempt(id: string, maxAttempts: number, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(verifyCodes)
        .set({
          attempts: sql`${verifyCodes.attempts} + 1`,
          // The last allowed attempt retires the code.
          consumedAt: sql`case when ${verifyCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(verifyCodes.id, id), isNull(verifyCodes.consumedAt), lt(verifyCodes.attempts, maxAttempts)))
        .returning({ attempts: verifyCodes.attempts });
      return row?.attempts;
    },

    async prune(before: Date): Promise<void> {
      await db.delete(verifyCodes).where(lt(verifyCodes.createdAt, before));
    },
  };
}
export type VerifyCodesRepository = ReturnType<typeof createVerifyCodesRepository>;
