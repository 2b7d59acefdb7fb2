import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponSettings, drivers, merchants, merchantStaff } from '../../db/schema';
import type { MerchantRow } from './coupons.repository';

/** The operator's side of merchants (decision 090): edits, staff one by one, the dealer's QR settings. */
export function createMerchantAdminRepository(db: Db) {
  return {
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
    staff: (merchantId: string) =>
      db
        .select({ driverId: merchantStaff.driverId, phone: drivers.phone, addedAt: merchantStaff.createdAt })
        .from(merchantStaff)
        .innerJoin(drivers, eq(drivers.id, merchantStaff.driverId))
        .where(eq(merchantStaff.merchantId, merchantId))
        .orderBy(asc(merchantStaff.createdAt), asc(merchantStaff.driverId)),
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
