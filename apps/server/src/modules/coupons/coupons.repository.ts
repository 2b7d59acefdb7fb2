import type { PageQuery } from '@parking/contracts';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import {
  couponBatches,
  couponQrCodes,
  couponTemplates,
  coupons,
  merchants,
  merchantStaff,
} from '../../db/schema/coupons';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type BatchRow = typeof couponBatches.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type QrCodeRow = typeof couponQrCodes.$inferSelect;
/** A coupon with its template and the name of the merchant that gave it. */
export interface CouponWithTerms {
  coupon: CouponRow;
  template: TemplateRow;
  merchantName: string | null;
}

/**
 * A coupon's terms: its template's, with the coupon's own value where it has one (an appeal's compensation for less
 * than the template's amount, decision 054). Every read that prices or shows a coupon selects these.
 */
export const couponTerms = {
  ...getTableColumns(couponTemplates),
  value: sql<number>`coalesce(${coupons.value}, ${couponTemplates.value})`.mapWith(Number).as('terms_value'),
};

/** A plate: the coupons given to it belong to whoever has it bound. */
export interface PlateKey {
  plateNo: string;
  plateColor: number;
}

/** The coupons module's tables; every call takes the connection or transaction it runs in. */
export function createCouponsRepository(db: Db) {
  const withTerms = () =>
    db
      .select({ coupon: coupons, template: couponTerms, merchantName: merchants.name })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .leftJoin(merchants, eq(merchants.id, coupons.merchantId));

  /** Held by the driver, or given to one of their plates. */
  const heldBy = (dealerId: string, driverId: string, plates: readonly PlateKey[]): SQL =>
    and(
      eq(coupons.dealerId, dealerId),
      or(
        eq(coupons.driverId, driverId),
        ...plates.map((p) => and(eq(coupons.plateNo, p.plateNo), eq(coupons.plateColor, p.plateColor))),
      ),
    )!;

  /** Which wallet tab, in SQL (see couponStateAt). */
  const inTab = (tab: 'unused' | 'used' | 'past', now: Date): SQL =>
    tab === 'used'
      ? eq(coupons.state, 'used')
      : tab === 'unused'
        ? sql`(${coupons.state} = 'locked' or (${coupons.state} = 'unused' and ${coupons.validUntil} > ${now}))`
        : sql`(${coupons.state} = 'revoked' or (${coupons.state} = 'unused' and ${coupons.validUntil} <= ${now}))`;

  return {
    heldBy,

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

    async insertCoupon(values: typeof coupons.$inferInsert): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },
    /** A compensation coupon's own value (decision 054), set in the transaction that gave it. */
    async setOwnValue(id: string, value: number): Promise<void> {
      await db.update(coupons).set({ value }).where(eq(coupons.id, id));
    },
    async coupon(id: string): Promise<CouponWithTerms | undefined> {
      const [row] = await withTerms().where(eq(coupons.id, id));
      return row;
    },
    async lockCoupon(id: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },
    async revoke(id: string, at: Date): Promise<boolean> {
      const done = await db
        .update(coupons)
        .set({ state: 'revoked', revokedAt: at })
        .where(and(eq(coupons.id, id), eq(coupons.state, 'unused')))
        .returning({ id: coupons.id });
      return done.length > 0;
    },
    /** How many coupons of a template a driver has claimed in all, and since `since`. */
    async claimedOf(templateId: string, driverId: string, since: Date): Promise<{ all: number; recent: number }> {
      const [row] = await db
        .select({
          all: count(),
          recent: sql<number>`count(*) filter (where ${coupons.issuedAt} >= ${since})::int`,
        })
        .from(coupons)
        .where(and(eq(coupons.templateId, templateId), eq(coupons.driverId, driverId)));
      return { all: row?.all ?? 0, recent: row?.recent ?? 0 };
    },

    /** The driver's coupons in one wallet tab, newest first. */
    walletPage(where: SQL, tab: 'unused' | 'used' | 'past', now: Date, page: PageQuery) {
      const filter = and(where, inTab(tab, now));
      return fetchPage(
        withTerms()
          .where(filter)
          .orderBy(desc(coupons.issuedAt), desc(coupons.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(coupons).where(filter),
      );
    },
    async walletCounts(where: SQL, now: Date) {
      const [row] = await db
        .select({
          unused: sql<number>`count(*) filter (where ${inTab('unused', now)})::int`,
          used: sql<number>`count(*) filter (where ${inTab('used', now)})::int`,
          past: sql<number>`count(*) filter (where ${inTab('past', now)})::int`,
        })
        .from(coupons)
        .where(where);
      return { unused: row?.unused ?? 0, used: row?.used ?? 0, past: row?.past ?? 0 };
    },
    /** Unused coupons (or locked, whose order may have closed) valid at `now`, for a bill. */
    candidates: (where: SQL, now: Date) =>
      withTerms().where(and(where, inArray(coupons.state, ['unused', 'locked']), gte(coupons.validUntil, now))),

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
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
