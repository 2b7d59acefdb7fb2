import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema/publicity';

/** Publicity's port for other modules' reads of notices (decision 095): basic's agreements and policies. */
export const noticeReads = {
  /** The newest version of a notice already published at `now`. */
  async latest(db: Db, dealerId: string, noticeType: string, now: Date) {
    const [row] = await db
      .select()
      .from(notices)
      .where(and(eq(notices.dealerId, dealerId), eq(notices.noticeType, noticeType), lte(notices.publishTime, now)))
      .orderBy(desc(notices.publishTime), desc(notices.createdAt))
      .limit(1);
    return row;
  },
};
