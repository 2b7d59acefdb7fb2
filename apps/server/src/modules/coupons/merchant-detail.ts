import {
  AppError,
  ErrorCode,
  type BatchDetail,
  type Coupon,
  type Page,
  type PageQuery,
  type ParkingDetail,
} from '@parking/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf, pageOf } from '../../db/paging';
import { couponTemplates, coupons, merchants } from '../../db/schema/coupons';
import { staysPort, stayReads, type StayPricer } from '../parking';
import type { ParksRepository } from '../parks';
import { couponTitle } from './coupons.domain';
import type { BatchRow, CouponWithTerms, MerchantRow, TemplateRow } from './coupons.repository';

interface Who {
  id: string;
  dealerId: string;
}

/** What the service lends these reads: its BOLA checks and its coupon views (one place for each). */
export interface MerchantDetailDeps {
  db: Db;
  clock: Clock;
  parks: Pick<ParksRepository, 'parksByIds'>;
  pricer: StayPricer;
  /** The store if the driver is on its staff, else 404 (BOLA). */
  staffMerchant(who: Who, merchantId: string): Promise<MerchantRow>;
  /** The store's batch, else 404. */
  merchantBatch(store: MerchantRow, batchId: string): Promise<{ batch: BatchRow; template: TemplateRow }>;
  batchView(found: { batch: BatchRow; template: TemplateRow }): BatchDetail['batch'];
  /** Coupon rows as the store's records show them, with whether each may still be taken back. */
  givenViews(store: MerchantRow, rows: CouponWithTerms[]): Promise<Coupon[]>;
}

/**
 * Merchant staff's two detail reads (decision 053): /couponsDetail — one batch of their store, its stock and how its
 * coupons went, and the list of gives with plates and states (revoked from there within the 10 minutes) — and
 * /parkingDetail — the stay one of their store's coupons was used on. Another store's batch or coupon is 404.
 */
export function createMerchantDetail(deps: MerchantDetailDeps) {
  const { db, clock } = deps;

  return {
    async batchDetail(who: Who, merchantId: string, batchId: string): Promise<BatchDetail> {
      const store = await deps.staffMerchant(who, merchantId);
      const found = await deps.merchantBatch(store, batchId);
      const now = clock.now();
      const live = sql`${coupons.validUntil} > ${now}`;
      const [row] = await db
        .select({
          unused: sql<number>`count(*) filter (where ${coupons.state} = 'unused' and ${live})::int`,
          locked: sql<number>`count(*) filter (where ${coupons.state} = 'locked')::int`,
          used: sql<number>`count(*) filter (where ${coupons.state} = 'used')::int`,
          expired: sql<number>`count(*) filter (where ${coupons.state} = 'unused' and not ${live})::int`,
          revoked: sql<number>`count(*) filter (where ${coupons.state} = 'revoked')::int`,
          discountFen: sql<number>`coalesce(sum(${coupons.discountFen}) filter (where ${coupons.state} = 'used'), 0)::int`,
        })
        .from(coupons)
        .where(eq(coupons.batchId, found.batch.id));
      const { discountFen, ...counts } = row!;
      return { batch: deps.batchView(found), counts, discountFen };
    },

    async batchCoupons(who: Who, merchantId: string, batchId: string, page: PageQuery): Promise<Page<Coupon>> {
      const store = await deps.staffMerchant(who, merchantId);
      const found = await deps.merchantBatch(store, batchId);
      const where = eq(coupons.batchId, found.batch.id);
      const rows = await fetchPage(
        db
          .select({
            coupon: coupons,
            template: couponTemplates,
            merchantName: merchants.name,
          })
          .from(coupons)
          .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
          .leftJoin(merchants, eq(merchants.id, coupons.merchantId))
          .where(where)
          .orderBy(desc(coupons.issuedAt), desc(coupons.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(coupons).where(where),
      );
      // A coupon claimed by QR code is held by a driver, not a plate: once used, its stay's plate shows.
      const stays = await stayReads.byIds(
        db,
        rows.results.flatMap((r) => (r.coupon.sessionId ? [r.coupon.sessionId] : [])),
      );
      const plates = new Map(stays.map((stay) => [stay.id, stay.plateNo]));
      const views = await deps.givenViews(store, rows.results);
      const results = views.map((v, i) => {
        const stayId = rows.results[i]!.coupon.sessionId;
        return { ...v, plateNo: v.plateNo ?? (stayId ? (plates.get(stayId) ?? null) : null) };
      });
      return pageOf(results, rows.totalRecord);
    },

    async parkingDetail(who: Who, merchantId: string, couponId: string): Promise<ParkingDetail> {
      const store = await deps.staffMerchant(who, merchantId);
      const [row] = await db
        .select({ coupon: coupons, template: couponTemplates })
        .from(coupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
        .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, store.id)));
      // Another store's coupon is simply not found (BOLA).
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '优惠券不存在');
      const { coupon: c, template: t } = row;
      const stay = c.sessionId ? await staysPort.stay(db, c.sessionId) : undefined;
      if (c.state !== 'used' || !stay) throw new AppError(ErrorCode.COUPON_NOT_USED_ON_STAY);
      // A stay that left has its fee fixed; one still in the park is priced now (with its used coupon).
      const totalFen = stay.totalFen ?? (await deps.pricer.quote(stay, clock.now())).totalFen;
      const discountFen = c.discountFen ?? 0;
      const [park] = await deps.parks.parksByIds([stay.parkId]);
      return {
        couponId: c.id,
        title: couponTitle(t),
        plateNo: stay.plateNo,
        parkName: park?.name ?? '',
        enteredAt: stay.enteredAt.toISOString(),
        exitedAt: stay.exitedAt?.toISOString() ?? null,
        grossFen: totalFen + discountFen,
        discountFen,
        paidFen: stay.paidFen,
        usedAt: c.usedAt?.toISOString() ?? null,
      };
    },
  };
}
export type MerchantDetail = ReturnType<typeof createMerchantDetail>;
