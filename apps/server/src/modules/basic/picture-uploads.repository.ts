import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pictureUploads } from '../../db/schema/basic';

export type PictureUploadRow = typeof pictureUploads.$inferSelect;

/** The upload rows of the pictures module (who stored which file, how big, when, and whether a module uses it). */
export function createPictureUploadsRepository(db: Db) {
  return {
    /**
     * Records an upload when the driver's uploads since `dayStart` leave room for its bytes under `quota`; returns the
     * bytes the driver had used, and whether it was recorded. Uploads of one driver decide in turn (an advisory lock
     * on the driver), so concurrent requests cannot all slip under the quota together.
     */
    async recordWithinQuota(
      row: typeof pictureUploads.$inferInsert,
      dayStart: Date,
      quota: number,
    ): Promise<{ recorded: boolean; usedBytes: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`picture-bytes:${row.driverId}`}, 0))`);
        const [used] = await tx
          .select({ bytes: sql<string>`coalesce(sum(${pictureUploads.bytes}), 0)` })
          .from(pictureUploads)
          .where(and(eq(pictureUploads.driverId, row.driverId), gte(pictureUploads.createdAt, dayStart)));
        const usedBytes = Number(used?.bytes ?? 0);
        if (usedBytes + row.bytes > quota) return { recorded: false, usedBytes };
        await tx.insert(pictureUploads).values(row);
        return { recorded: true, usedBytes };
      });
    },

    async byKey(key: string): Promise<PictureUploadRow | undefined> {
      const [row] = await db.select().from(pictureUploads).where(eq(pictureUploads.key, key));
      return row;
    },

    /** Uploads made before `before` that no module was found using yet, oldest first. */
    async unclaimedBefore(before: Date, limit: number): Promise<PictureUploadRow[]> {
      return db
        .select()
        .from(pictureUploads)
        .where(and(isNull(pictureUploads.claimedAt), lt(pictureUploads.createdAt, before)))
        .orderBy(asc(pictureUploads.createdAt))
        .limit(limit);
    },

    async claim(keys: readonly string[], at: Date): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(pictureUploads)
        .set({ claimedAt: at })
        .where(inArray(pictureUploads.key, [...keys]));
    },

    async forget(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(pictureUploads).where(inArray(pictureUploads.key, [...keys]));
    },
  };
}
export type PictureUploadsRepository = ReturnType<typeof createPictureUploadsRepository>;
