import type { PageQuery } from '@parking/contracts';
import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import { couponTemplates, coupons, merchants, merchantStaff } from '../../db/schema/coupons';

export type MerchantRow = typeof merchants.$inferSelect;

/**
 * A coupon's terms: its template's, with the coupon's own value where it has one (an appeal's compensation for less
 * than the template's amount, decision 054). Every read that prices or shows a coupon selects these.
 */
export const couponTerms = {
  ...getTableColumns(couponTemplates),
  value: sql<number>`coalesce(${coupons.value}, ${couponTemplates.value})`.mapWith(Number).as('terms_value'),
};

/** Merchants, their staff, what they gave and the dealer's report. */
export function couponMerchantsOf(db: Db) {
  const withTerms = () =>
    db
      .select({ coupon: coupons, template: couponTerms, merchantName: merchants.name })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .leftJoin(merchants, eq(merchants.id, coupons.merchantId));
  return {
    async insertMerchant(values: typeof merchants.$inferInsert): Promise<MerchantRow> {
      const [row] = await db.insert(merchants).values(values).returning();
      return row!;
    },

    async addStaff(merchantId: string, driverIds: string[]): Promise<void> {
      if (driverIds.length === 0) return;
      await db
        .insert(merchantStaff)
        .values(driverIds.map((driverId) => ({ merchantId, driverId })))
        .onConflictDoNothing();
    },

    async merchant(dealerId: string, id: string): Promise<MerchantRow | undefined> {
      const [row] = await db
        .select()
        .from(merchants)
        .where(and(eq(merchants.dealerId, dealerId), eq(merchants.id, id)));
      return row;
    },

    /** The stores a driver works for (the merchant role); a disabled one only when `withDisabled` (decision 090). */
    async merchantsOfStaff(dealerId: string, driverId: string, withDisabled = false): Promise<MerchantRow[]> {
      return db
        .select({ m: merchants })
        .from(merchantStaff)
        .innerJoin(merchants, eq(merchants.id, merchantStaff.merchantId))
        .where(
          and(
            eq(merchantStaff.driverId, driverId),
            eq(merchants.dealerId, dealerId),
            withDisabled ? undefined : isNull(merchants.disabledAt),
          ),
        )
        .orderBy(merchants.name)
        .then((rows) => rows.map((r) => r.m));
    },

    givenPage(merchantId: string, page: PageQuery) {
      const where = eq(coupons.merchantId, merchantId);
      return fetchPage(
        withTerms()
          .where(where)
          .orderBy(desc(coupons.issuedAt), desc(coupons.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(coupons).where(where),
      );
    },

    async merchantTotals(merchantId: string) {
      const [row] = await db
        .select({ given: count(), used: sql<number>`count(*) filter (where ${coupons.state} = 'used')::int` })
        .from(coupons)
        .where(eq(coupons.merchantId, merchantId));
      return { given: row?.given ?? 0, used: row?.used ?? 0 };
    },

    async report(dealerId: string) {
      return db
        .select({
          merchantId: coupons.merchantId,
          merchantName: merchants.name,
          given: count(),
          used: sql<number>`count(*) filter (where ${coupons.state} = 'used')::int`,
          revoked: sql<number>`count(*) filter (where ${coupons.state} = 'revoked')::int`,
          discountFen: sql<number>`coalesce(sum(${coupons.discountFen}) filter (where ${coupons.state} = 'used'), 0)::int`,
        })
        .from(coupons)
        .leftJoin(merchants, eq(merchants.id, coupons.merchantId))
        .where(eq(coupons.dealerId, dealerId))
        .groupBy(coupons.merchantId, merchants.name);
    },
  };
}
