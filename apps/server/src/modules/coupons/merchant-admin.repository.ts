import type { PageQuery } from '@parking/contracts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { fetchPage, offsetOf } from '../../db/paging';
import type { Db } from '../../db/client';
import { couponSettings, merchants, merchantStaff } from '../../db/schema/coupons';
import { driverReads } from '../driver';
import type { MerchantRow } from './coupons.repository';

/** The operator's side of merchants (decision 090): edits, staff one by one, the dealer's QR settings. */
export function createMerchantAdminRepository(db: Db) {
  return {
    async merchants(dealerId: string, query: { name?: string; state?: 'active' | 'disabled' } & PageQuery) {
      const where = and(
        eq(merchants.dealerId, dealerId),
        query.name ? sql`strpos(${merchants.name}, ${query.name}) > 0` : undefined,
        query.state === 'active' ? isNull(merchants.disabledAt) : undefined,
        query.state === 'disabled' ? sql`${merchants.disabledAt} is not null` : undefined,
      );
      return fetchPage(
        db
          .select({
            merchant: merchants,
            staffCount: sql<number>`(select count(*)::int from ${merchantStaff} s where s.merchant_id = ${merchants.id})`,
          })
          .from(merchants)
          .where(where)
          .orderBy(desc(merchants.createdAt), desc(merchants.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(merchants).where(where),
      );
    },
    async updateMerchant(
      dealerId: string,
      id: string,
      values: Partial<Pick<MerchantRow, 'name' | 'parkIds' | 'disabledAt' | 'disabledReason'>>,
    ): Promise<MerchantRow | undefined> {
      const [row] = await db
        .update(merchants)
        .set(values)
        .where(and(eq(merchants.dealerId, dealerId), eq(merchants.id, id)))
        .returning();
      return row;
    },
    /** Locks the merchant's row for a change in this transaction (the before of the audit entry). */
    async lockMerchant(dealerId: string, id: string): Promise<MerchantRow | undefined> {
      const [row] = await db
        .select()
        .from(merchants)
        .where(and(eq(merchants.dealerId, dealerId), eq(merchants.id, id)))
        .for('update');
      return row;
    },
    staffCount: async (merchantId: string): Promise<number> =>
      (await db.select({ n: count() }).from(merchantStaff).where(eq(merchantStaff.merchantId, merchantId)))[0]!.n,
    async staff(merchantId: string) {
      const rows = await db
        .select({ driverId: merchantStaff.driverId, addedAt: merchantStaff.createdAt })
        .from(merchantStaff)
        .where(eq(merchantStaff.merchantId, merchantId))
        .orderBy(asc(merchantStaff.createdAt), asc(merchantStaff.driverId));
      const phones = await driverReads.phones(
        db,
        rows.map((row) => row.driverId),
      );
      return rows.flatMap(({ driverId, addedAt }) =>
        phones.has(driverId) ? [{ driverId, phone: phones.get(driverId) ?? null, addedAt }] : [],
      );
    },
    async removeStaff(merchantId: string, driverId: string): Promise<boolean> {
      const gone = await db
        .delete(merchantStaff)
        .where(and(eq(merchantStaff.merchantId, merchantId), eq(merchantStaff.driverId, driverId)))
        .returning({ id: merchantStaff.driverId });
      return gone.length > 0;
    },
    async settings(dealerId: string) {
      const [row] = await db.select().from(couponSettings).where(eq(couponSettings.dealerId, dealerId));
      return row;
    },
    async saveSettings(values: typeof couponSettings.$inferInsert) {
      const [row] = await db
        .insert(couponSettings)
        .values(values)
        .onConflictDoUpdate({
          target: couponSettings.dealerId,
          set: { qrMaxMinutes: values.qrMaxMinutes, qrMaxClaims: values.qrMaxClaims, updatedAt: values.updatedAt },
        })
        .returning();
      return row!;
    },
  };
}
