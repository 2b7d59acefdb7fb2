import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerSettings, homeFuncEntries, menuConfigs, pageRemarks } from '../../db/schema/basic';
import { noticeReads } from '../publicity';

export type DealerSettingsRow = typeof dealerSettings.$inferSelect;
export type MenuConfigRow = typeof menuConfigs.$inferSelect;
export type MenuConfigValues = Omit<typeof menuConfigs.$inferInsert, 'dealerId' | 'updatedAt'>;
export type HomeEntryValues = Omit<typeof homeFuncEntries.$inferInsert, 'dealerId' | 'sort'>;

/** Reads and writes of one dealer's basic configuration; every call is scoped by dealerId. */
export function createBasicRepository(db: Db) {
  return {
    async settings(dealerId: string): Promise<DealerSettingsRow | undefined> {
      const [row] = await db.select().from(dealerSettings).where(eq(dealerSettings.dealerId, dealerId));
      return row;
    },

    /** The dealer whose WeChat app this is (the OAuth sandbox knows apps, not dealers). */
    async dealerIdOfAppId(appId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ dealerId: dealerSettings.dealerId })
        .from(dealerSettings)
        .where(eq(dealerSettings.appId, appId));
      return row?.dealerId;
    },

    async menuConfig(dealerId: string): Promise<MenuConfigRow | undefined> {
      const [row] = await db.select().from(menuConfigs).where(eq(menuConfigs.dealerId, dealerId));
      return row;
    },

    async homeEntries(dealerId: string) {
      return db
        .select()
        .from(homeFuncEntries)
        .where(eq(homeFuncEntries.dealerId, dealerId))
        .orderBy(asc(homeFuncEntries.sort), asc(homeFuncEntries.entryId));
    },

    async pageRemark(dealerId: string, pageCode: string): Promise<string | undefined> {
      const [row] = await db
        .select({ remark: pageRemarks.remark })
        .from(pageRemarks)
        .where(and(eq(pageRemarks.dealerId, dealerId), eq(pageRemarks.pageCode, pageCode)));
      return row?.remark;
    },

    /** The newest version of a notice already published at `now` (publicity's port). */
    async latestNotice(dealerId: string, noticeType: string, now: Date) {
      return noticeReads.latest(db, dealerId, noticeType, now);
    },

    async saveMenuConfig(dealerId: string, values: MenuConfigValues, now: Date): Promise<void> {
      await db
        .insert(menuConfigs)
        .values({ ...values, dealerId, updatedAt: now })
        .onConflictDoUpdate({ target: menuConfigs.dealerId, set: { ...values, updatedAt: now } });
    },

    /** Replaces the dealer's home entries (in the given order) and column count together. */
    async replaceHomeEntries(
      dealerId: string,
      entries: HomeEntryValues[],
      column: number,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(dealerSettings)
          .set({ homeColumn: column, updatedAt: now })
          .where(eq(dealerSettings.dealerId, dealerId))
          .returning({ dealerId: dealerSettings.dealerId });
        if (updated.length === 0) return false;
        await tx.delete(homeFuncEntries).where(eq(homeFuncEntries.dealerId, dealerId));
        if (entries.length > 0) {
          await tx.insert(homeFuncEntries).values(entries.map((e, sort) => ({ ...e, dealerId, sort })));
        }
        return true;
      });
    },

    /** The driver app's name, service phone and search button text; undefined when the dealer has no settings row. */
    async saveProfile(
      dealerId: string,
      profile: Pick<DealerSettingsRow, 'appName' | 'servicePhone' | 'searchButtonText'>,
      now: Date,
    ): Promise<DealerSettingsRow | undefined> {
      const [row] = await db
        .update(dealerSettings)
        .set({ ...profile, updatedAt: now })
        .where(eq(dealerSettings.dealerId, dealerId))
        .returning();
      return row;
    },

    /** False when the dealer has no settings row to update. */
    async saveProvince(dealerId: string, province: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(dealerSettings)
        .set({ province, updatedAt: now })
        .where(eq(dealerSettings.dealerId, dealerId))
        .returning({ dealerId: dealerSettings.dealerId });
      return updated.length === 1;
    },
  };
}
export type BasicRepository = ReturnType<typeof createBasicRepository>;
