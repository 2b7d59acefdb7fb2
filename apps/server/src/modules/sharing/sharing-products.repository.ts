import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { ShareStatus, type HolidayKind } from '@parking/contracts';
import type { Db } from '../../db/client';
import { sharingHolidays, sharingProducts, sharingRefundRules, sharingShares } from '../../db/schema/sharing';
import { parkFactsOf } from '../parks';

export type SharingProductRow = typeof sharingProducts.$inferSelect;

/** Shares that hold a slot: being paid or active. */
export const HOLDING = [ShareStatus.PAYING, ShareStatus.ACTIVE];

/** Sharing products of a park, the slots they hold, holidays and the refund rule. */
export function sharingProductsOf(db: Db) {
  return {
    async parkName(dealerId: string, parkId: string, via: Db = db) {
      const [park] = await parkFactsOf(via)([parkId]);
      return park?.dealerId === dealerId ? { name: park.name, address: park.address } : undefined;
    },

    async productsOnSale(dealerId: string) {
      const products = await db
        .select()
        .from(sharingProducts)
        .where(and(eq(sharingProducts.dealerId, dealerId), eq(sharingProducts.onSale, true)))
        .orderBy(asc(sharingProducts.kind), asc(sharingProducts.priceFen));
      // By park name (the parks' port answers in that order), then kind and price as read.
      const parksByName = await parkFactsOf(db)(products.map((product) => product.parkId));
      return parksByName.flatMap((park) =>
        products
          .filter((product) => product.parkId === park.id)
          .map((product) => ({ product, parkName: park.name, parkAddr: park.address })),
      );
    },

    /** Products on sale at these parks (discovery's slots). */
    async productsOnSaleAt(parkIds: string[]) {
      if (parkIds.length === 0) return [];
      return db
        .select()
        .from(sharingProducts)
        .where(and(inArray(sharingProducts.parkId, parkIds), eq(sharingProducts.onSale, true)));
    },

    async productsOfPark(dealerId: string, parkId: string) {
      return db
        .select()
        .from(sharingProducts)
        .where(and(eq(sharingProducts.dealerId, dealerId), eq(sharingProducts.parkId, parkId)))
        .orderBy(asc(sharingProducts.createdAt));
    },

    async product(id: string, via: Db = db, { lock = false } = {}): Promise<SharingProductRow | undefined> {
      const query = via.select().from(sharingProducts).where(eq(sharingProducts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async upsertProduct(row: typeof sharingProducts.$inferInsert & { id?: string | undefined }, now: Date) {
      const [saved] = await db
        .insert(sharingProducts)
        .values(row)
        .onConflictDoUpdate({
          target: sharingProducts.id,
          set: {
            kind: row.kind,
            name: row.name,
            priceFen: row.priceFen,
            quota: row.quota,
            rules: row.rules,
            onSale: row.onSale,
            updatedAt: now,
          },
          // An id of another dealer's product, or of another park's (a park manager names their park), changes
          // nothing, and then nothing is returned.
          setWhere: and(eq(sharingProducts.dealerId, row.dealerId), eq(sharingProducts.parkId, row.parkId)),
        })
        .returning();
      return saved;
    },

    /** Slots held per product and period (paying or active shares). */
    async held(productIds: string[], periods: string[], via: Db = db): Promise<Map<string, number>> {
      const held = new Map<string, number>();
      if (productIds.length === 0 || periods.length === 0) return held;
      const rows = await via
        .select({ productId: sharingShares.productId, period: sharingShares.period, n: count() })
        .from(sharingShares)
        .where(
          and(
            inArray(sharingShares.productId, productIds),
            inArray(sharingShares.period, periods),
            inArray(sharingShares.status, HOLDING),
          ),
        )
        .groupBy(sharingShares.productId, sharingShares.period);
      for (const r of rows) held.set(`${r.productId}|${r.period}`, Number(r.n));
      return held;
    },

    async holidays(dealerId: string, firstDay: string, untilDay: string, via: Db = db) {
      const rows = await via
        .select({ day: sharingHolidays.day, kind: sharingHolidays.kind })
        .from(sharingHolidays)
        .where(
          and(
            eq(sharingHolidays.dealerId, dealerId),
            sql`${sharingHolidays.day} >= ${firstDay}`,
            lt(sharingHolidays.day, untilDay),
          ),
        );
      return new Map<string, HolidayKind>(rows.map((r) => [r.day, r.kind]));
    },

    async putHoliday(row: typeof sharingHolidays.$inferInsert) {
      const [saved] = await db
        .insert(sharingHolidays)
        .values(row)
        .onConflictDoUpdate({
          target: [sharingHolidays.dealerId, sharingHolidays.day],
          set: { kind: row.kind, name: row.name },
        })
        .returning();
      return saved!;
    },

    async refundRule(dealerId: string, parkId: string, via: Db = db) {
      const [row] = await via
        .select({ fullBeforeHours: sharingRefundRules.fullBeforeHours, partPercent: sharingRefundRules.partPercent })
        .from(sharingRefundRules)
        .where(and(eq(sharingRefundRules.parkId, parkId), eq(sharingRefundRules.dealerId, dealerId)));
      return row;
    },

    async putRefundRule(dealerId: string, parkId: string, rule: { fullBeforeHours: number; partPercent: number }) {
      const [saved] = await db
        .insert(sharingRefundRules)
        .values({ dealerId, parkId, ...rule })
        .onConflictDoUpdate({ target: sharingRefundRules.parkId, set: { ...rule, updatedAt: new Date() } })
        .returning();
      return saved!;
    },
  };
}
