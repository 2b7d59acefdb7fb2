import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponBatches, couponQrCodes, couponTemplates, coupons } from '../../db/schema/coupons';

export type TemplateRow = typeof couponTemplates.$inferSelect;

export type BatchRow = typeof couponBatches.$inferSelect;

export type QrCodeRow = typeof couponQrCodes.$inferSelect;

/** Coupon templates, the batches that grant them and their QR codes. */
export function couponTemplatesOf(db: Db) {
  return {
    async insertTemplate(values: typeof couponTemplates.$inferInsert): Promise<TemplateRow> {
      const [row] = await db.insert(couponTemplates).values(values).returning();
      return row!;
    },

    templates: (dealerId: string) =>
      db
        .select()
        .from(couponTemplates)
        .where(eq(couponTemplates.dealerId, dealerId))
        .orderBy(couponTemplates.createdAt),

    async template(dealerId: string, id: string): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(couponTemplates)
        .where(and(eq(couponTemplates.dealerId, dealerId), eq(couponTemplates.id, id)));
      return row;
    },

    async withdrawTemplate(dealerId: string, id: string, at: Date): Promise<TemplateRow | undefined> {
      await db
        .update(couponTemplates)
        .set({ withdrawnAt: at })
        .where(
          and(eq(couponTemplates.dealerId, dealerId), eq(couponTemplates.id, id), isNull(couponTemplates.withdrawnAt)),
        );
      const [row] = await db
        .select()
        .from(couponTemplates)
        .where(and(eq(couponTemplates.dealerId, dealerId), eq(couponTemplates.id, id)));
      return row;
    },

    async insertBatch(values: typeof couponBatches.$inferInsert): Promise<BatchRow> {
      const [row] = await db.insert(couponBatches).values(values).returning();
      return row!;
    },

    batches: (dealerId: string, merchantId?: string) =>
      db
        .select({ batch: couponBatches, template: couponTemplates })
        .from(couponBatches)
        .innerJoin(couponTemplates, eq(couponTemplates.id, couponBatches.templateId))
        .where(
          and(eq(couponBatches.dealerId, dealerId), merchantId ? eq(couponBatches.merchantId, merchantId) : undefined),
        )
        .orderBy(asc(couponBatches.createdAt), asc(couponBatches.id)),

    async batch(dealerId: string, id: string) {
      const [row] = await db
        .select({ batch: couponBatches, template: couponTemplates })
        .from(couponBatches)
        .innerJoin(couponTemplates, eq(couponTemplates.id, couponBatches.templateId))
        .where(and(eq(couponBatches.dealerId, dealerId), eq(couponBatches.id, id)));
      return row;
    },

    /** Takes one coupon from the batch's stock; false when it is empty (the row's CHECK holds whatever the race). */
    async takeFromBatch(batchId: string): Promise<boolean> {
      const taken = await db
        .update(couponBatches)
        .set({ issued: sql`${couponBatches.issued} + 1` })
        .where(and(eq(couponBatches.id, batchId), sql`${couponBatches.issued} < ${couponBatches.quantity}`))
        .returning({ id: couponBatches.id });
      return taken.length > 0;
    },

    async insertQrCode(values: typeof couponQrCodes.$inferInsert): Promise<QrCodeRow> {
      const [row] = await db.insert(couponQrCodes).values(values).returning();
      return row!;
    },

    async qrCode(id: string): Promise<QrCodeRow | undefined> {
      const [row] = await db.select().from(couponQrCodes).where(eq(couponQrCodes.id, id));
      return row;
    },

    async hasClaimed(qrCodeId: string, driverId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.qrCodeId, qrCodeId), eq(coupons.driverId, driverId)));
      return row !== undefined;
    },

    /** Counts one claim of the code; false when every claim is taken. */
    async takeQrClaim(id: string): Promise<boolean> {
      const taken = await db
        .update(couponQrCodes)
        .set({ claims: sql`${couponQrCodes.claims} + 1` })
        .where(and(eq(couponQrCodes.id, id), sql`${couponQrCodes.claims} < ${couponQrCodes.maxClaims}`))
        .returning({ id: couponQrCodes.id });
      return taken.length > 0;
    },
  };
}
