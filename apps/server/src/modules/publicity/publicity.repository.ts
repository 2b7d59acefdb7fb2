import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { dealerRowWrites } from '../../db/dealer-rows';
import { tablePage } from '../../db/paging';
import { advertisings, news, notices } from '../../db/schema/publicity';

export type AdRow = typeof advertisings.$inferSelect;
export type NewsRow = typeof news.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type AdValues = Omit<typeof advertisings.$inferInsert, 'id' | 'dealerId' | 'createdAt'>;
export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'dealerId' | 'createdAt'>;
export type NoticeValues = Omit<typeof notices.$inferInsert, 'id' | 'dealerId' | 'createdAt'>;

/** Ads, news and notices of one dealer; every query is scoped by dealerId. */
export function createPublicityRepository(db: Db) {
  const published = (publishTime: typeof news.publishTime | typeof notices.publishTime, now: Date) =>
    lte(publishTime, now);
  const newsOf = (dealerId: string, ...more: (SQL | undefined)[]) => and(eq(news.dealerId, dealerId), ...more);
  const noticesOf = (dealerId: string, ...more: (SQL | undefined)[]) => and(eq(notices.dealerId, dealerId), ...more);
  /** The operator's lists: ads by their sort, notices by type, the newest first within. */
  const adsInOrder = [asc(advertisings.sort), desc(advertisings.createdAt), asc(advertisings.id)];
  const noticesInOrder = [asc(notices.noticeType), desc(notices.publishTime), desc(notices.createdAt)];
  const adWrites = dealerRowWrites(db, advertisings);
  const newsWrites = dealerRowWrites(db, news);
  const noticeWrites = dealerRowWrites(db, notices);

  return {
    /** Ads of these cities whose active window holds `now`, in display order. */
    async activeAds(dealerId: string, cities: string[], now: Date): Promise<AdRow[]> {
      return db
        .select()
        .from(advertisings)
        .where(
          and(
            eq(advertisings.dealerId, dealerId),
            inArray(advertisings.city, cities),
            or(isNull(advertisings.activeFrom), lte(advertisings.activeFrom, now)),
            or(isNull(advertisings.activeUntil), gt(advertisings.activeUntil, now)),
          ),
        )
        .orderBy(asc(advertisings.sort), asc(advertisings.createdAt), asc(advertisings.id));
    },

    async publishedNews(dealerId: string, now: Date, paging: PageQuery) {
      const where = newsOf(dealerId, published(news.publishTime, now));
      return tablePage(db, news, where, [desc(news.publishTime), desc(news.id)], paging);
    },

    async importantNews(dealerId: string, now: Date, limit: number): Promise<NewsRow[]> {
      return db
        .select()
        .from(news)
        .where(newsOf(dealerId, published(news.publishTime, now), eq(news.important, true)))
        .orderBy(desc(news.publishTime), desc(news.id))
        .limit(limit);
    },

    async publishedNewsItem(dealerId: string, id: string, now: Date): Promise<NewsRow | undefined> {
      const [row] = await db
        .select()
        .from(news)
        .where(newsOf(dealerId, eq(news.id, id), published(news.publishTime, now)));
      return row;
    },

    async publishedNotices(dealerId: string, noticeType: string, now: Date, paging: PageQuery) {
      const where = noticesOf(dealerId, eq(notices.noticeType, noticeType), published(notices.publishTime, now));
      return tablePage(db, notices, where, [desc(notices.publishTime), desc(notices.createdAt)], paging);
    },

    async publishedNotice(dealerId: string, id: string, now: Date): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select()
        .from(notices)
        .where(noticesOf(dealerId, eq(notices.id, id), published(notices.publishTime, now)));
      return row;
    },

    // Operator side: every row of the dealer, scheduled and expired ones included.

    ads: {
      list: (dealerId: string, paging: PageQuery) =>
        tablePage(db, advertisings, eq(advertisings.dealerId, dealerId), adsInOrder, paging),
      ...adWrites,
    },

    news: {
      list: (dealerId: string, paging: PageQuery) =>
        tablePage(db, news, newsOf(dealerId), [desc(news.publishTime), desc(news.id)], paging),
      ...newsWrites,
    },

    async listNotices(dealerId: string, noticeType: string | undefined, paging: PageQuery) {
      const where = noticesOf(dealerId, noticeType === undefined ? undefined : eq(notices.noticeType, noticeType));
      return tablePage(db, notices, where, noticesInOrder, paging);
    },

    /** Undefined when the dealer already has this (noticeType, version). */
    async insertNotice(dealerId: string, values: NoticeValues): Promise<NoticeRow | undefined> {
      const [row] = await db
        .insert(notices)
        .values({ ...values, dealerId })
        .onConflictDoNothing({ target: [notices.dealerId, notices.noticeType, notices.version] })
        .returning();
      return row;
    },

    updateNotice: noticeWrites.update,
    deleteNotice: noticeWrites.remove,
  };
}
export type PublicityRepository = ReturnType<typeof createPublicityRepository>;
