import {
  AppError,
  ErrorCode,
  type BatchOrder,
  type BuyBatch,
  type PageQuery,
  type PayChannel,
  type SaleTemplate,
} from '@parking/contracts';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { fetchPage, offsetOf, pageOf } from '../../db/paging';
import { couponBatches, couponBatchOrders, couponTemplates } from '../../db/schema/coupons';
import type { Payer, PayAnswer, Payments, PurchaseRecord } from '../payments';
import { couponTitle } from './coupons.domain';
import type { MerchantRow } from './coupons.repository';

/** The purchase purpose merchants' batches are sold under (decision 035; invoiced as 优惠券). */
export const COUPON_BATCH_PURPOSE = 'couponBatch';

type OrderRow = typeof couponBatchOrders.$inferSelect;
type TemplateRow = typeof couponTemplates.$inferSelect;

export interface BatchSalesDeps {
  db: Db;
  clock: Clock;
  payments: Pick<Payments, 'purchases' | 'orders'>;
  parkNames: (ids: readonly string[]) => Promise<Map<string, string>>;
}

/**
 * Merchants buy coupon batches (decision 049). The staff member's own driver account pays (any channel, its balance
 * too), so payments' purchase does everything money needs; the batch's stock is made in the transaction that takes
 * the money, and a template withdrawn meanwhile refuses it (the whole amount goes back).
 */
export function createBatchSales({ db, clock, payments, parkNames }: BatchSalesDeps) {
  const onSale = (t: TemplateRow) => t.priceFen !== null && t.withdrawnAt === null;

  async function settle(tx: Db, p: PurchaseRecord, state: 'fulfilled' | 'refused', batchId: string | null) {
    await tx
      .update(couponBatchOrders)
      .set({ state, batchId, orderNo: p.orderNo, settledAt: p.paidAt ?? clock.now() })
      .where(eq(couponBatchOrders.id, p.ref));
  }

  payments.purchases.register(COUPON_BATCH_PURPOSE, {
    async fulfil(tx, p) {
      const [row] = await tx.select().from(couponBatchOrders).where(eq(couponBatchOrders.id, p.ref)).for('update');
      // Late money of a superseded order whose purchase another order already delivered: refused (refunded).
      if (!row || row.state === 'fulfilled' || row.state === 'refused' || p.amountFen !== row.amountFen)
        return 'refused';
      const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, row.templateId));
      if (!template || !onSale(template)) {
        await settle(tx, p, 'refused', null);
        return 'refused';
      }
      const [batch] = await tx
        .insert(couponBatches)
        .values({
          dealerId: row.dealerId,
          templateId: row.templateId,
          merchantId: row.merchantId,
          quantity: row.quantity,
        })
        .returning({ id: couponBatches.id });
      await settle(tx, p, 'fulfilled', batch!.id);
      return 'fulfilled';
    },
    async release(tx, p) {
      await tx
        .update(couponBatchOrders)
        .set({ state: 'released', orderNo: p.orderNo, settledAt: clock.now() })
        .where(and(eq(couponBatchOrders.id, p.ref), eq(couponBatchOrders.state, 'open')));
    },
  });

  async function view(row: OrderRow, template: TemplateRow): Promise<BatchOrder> {
    let issued: number | null = null;
    if (row.batchId) {
      const [batch] = await db
        .select({ issued: couponBatches.issued })
        .from(couponBatches)
        .where(eq(couponBatches.id, row.batchId));
      issued = batch?.issued ?? null;
    }
    return {
      id: row.id,
      merchantId: row.merchantId,
      name: template.name,
      title: couponTitle(template),
      quantity: row.quantity,
      unitPriceFen: row.unitPriceFen,
      amountFen: row.amountFen,
      state: row.state,
      orderNo: row.orderNo,
      batchId: row.batchId,
      issued,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  return {
    /** What the store may buy: the dealer's templates on sale, usable in (some of) the store's parks or everywhere. */
    async forSale(store: MerchantRow): Promise<SaleTemplate[]> {
      const rows = await db
        .select()
        .from(couponTemplates)
        .where(
          and(
            eq(couponTemplates.dealerId, store.dealerId),
            isNotNull(couponTemplates.priceFen),
            isNull(couponTemplates.withdrawnAt),
          ),
        )
        .orderBy(couponTemplates.createdAt);
      const fits = rows.filter((t) => t.parkIds.length === 0 || t.parkIds.some((id) => store.parkIds.includes(id)));
      const names = await parkNames(fits.flatMap((t) => t.parkIds));
      return fits.map((t) => ({
        templateId: t.id,
        name: t.name,
        title: couponTitle(t),
        priceFen: t.priceFen!,
        minSpendFen: t.minSpendFen,
        validMinutes: t.validMinutes,
        parkNames: t.parkIds.length ? t.parkIds.map((id) => names.get(id) ?? '') : null,
      }));
    },

    /**
     * Starts (or, for a retried request with the same key, finds) the store's purchase and its payment order. The
     * price is the template's now; the money is taken by payments and the batch made in `fulfil`.
     */
    async buy(store: MerchantRow, payer: Payer & { driverId: string }, body: BuyBatch, key: string) {
      const [template] = await db
        .select()
        .from(couponTemplates)
        .where(and(eq(couponTemplates.dealerId, store.dealerId), eq(couponTemplates.id, body.templateId)));
      const sellable = template && (await this.forSale(store)).some((t) => t.templateId === template.id);
      if (!template || !sellable) throw new AppError(ErrorCode.COUPON_NOT_FOR_SALE);
      const unitPriceFen = template.priceFen!;
      const values = {
        dealerId: store.dealerId,
        merchantId: store.id,
        templateId: template.id,
        buyerId: payer.driverId,
        quantity: body.quantity,
        unitPriceFen,
        amountFen: unitPriceFen * body.quantity,
        requestKey: key,
      };
      let order: OrderRow | undefined;
      try {
        [order] = await db.insert(couponBatchOrders).values(values).onConflictDoNothing().returning();
      } catch (error) {
        if (!isUniqueViolation(error, 'coupon_batch_orders_request')) throw error;
      }
      // The same key again: its purchase (the payments call below answers its first answer again).
      order ??= (
        await db
          .select()
          .from(couponBatchOrders)
          .where(and(eq(couponBatchOrders.buyerId, payer.driverId), eq(couponBatchOrders.requestKey, key)))
      )[0];
      if (!order) throw new Error(`batch order of key ${key} vanished`);
      if (order.templateId !== template.id || order.quantity !== body.quantity || order.merchantId !== store.id)
        throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      const answer: PayAnswer = await payments.orders.purchase(
        payer,
        {
          purpose: COUPON_BATCH_PURPOSE,
          ref: order.id,
          amountFen: order.amountFen,
          description: `停车券-${store.name}-${template.name}×${order.quantity}`,
          payChannel: body.payChannel as PayChannel,
          resultPath: '/buyCouponsReslut',
        },
        key,
      );
      return answer;
    },

    async orders(store: MerchantRow, page: PageQuery) {
      const where = eq(couponBatchOrders.merchantId, store.id);
      const found = await fetchPage(
        db
          .select({ order: couponBatchOrders, template: couponTemplates })
          .from(couponBatchOrders)
          .innerJoin(couponTemplates, eq(couponTemplates.id, couponBatchOrders.templateId))
          .where(where)
          .orderBy(desc(couponBatchOrders.createdAt), desc(couponBatchOrders.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(couponBatchOrders).where(where),
      );
      const results = [];
      for (const r of found.results) results.push(await view(r.order, r.template));
      return pageOf(results, found.totalRecord);
    },

    /** One purchase, for whoever is on the staff of its store (`stores`); another store's is not found. */
    async order(stores: readonly MerchantRow[], id: string): Promise<BatchOrder> {
      const [row] = await db
        .select({ order: couponBatchOrders, template: couponTemplates })
        .from(couponBatchOrders)
        .innerJoin(couponTemplates, eq(couponTemplates.id, couponBatchOrders.templateId))
        .where(eq(couponBatchOrders.id, id));
      if (!row || !stores.some((s) => s.id === row.order.merchantId))
        throw new AppError(ErrorCode.NOT_FOUND, '购买记录不存在');
      return view(row.order, row.template);
    },
  };
}
export type BatchSales = ReturnType<typeof createBatchSales>;
