import type { PageQuery } from '@parking/contracts';
import { and, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import { couponTemplates, coupons, merchants } from '../../db/schema/coupons';
import { plateIs } from '../../db/plates';
import type { TemplateRow } from './coupon-templates.repository';
import { couponTerms } from './coupon-merchants.repository';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon with its template and the name of the merchant that gave it. */
export interface CouponWithTerms {
  coupon: CouponRow;
  template: TemplateRow;
  merchantName: string | null;
}

/** A plate: the coupons given to it belong to whoever has it bound. */
export interface PlateKey {
  plateNo: string;
  plateColor: number;
}

/** Coupons granted: a driver's wallet, a coupon's use and revocation. */
export function couponsHeldOf(db: Db) {
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
      or(eq(coupons.driverId, driverId), ...plates.map((p) => and(...plateIs(coupons, p)))),
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
  };
}
