import { and, asc, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, paymentOrders } from '../../db/schema/payments';

/** A captured payment as other modules may see it (invoices): what it was for and how much of it was refunded. */
export interface CapturedPayment {
  orderNo: string;
  dealerId: string;
  driverId: string | null;
  /** `parking` for parking bills; a purchase's own purpose once purchases exist (decision 035). */
  purpose: string;
  description: string;
  amountFen: number;
  /** Refunds promised or made (every refund row but a cancelled one). */
  refundedFen: number;
  paidAt: Date;
}

/** A refund was recorded in `tx`: listeners react in the same transaction (invoices reverse theirs). */
export interface RefundRecorded {
  orderNo: string;
  dealerId: string;
  refundNo: string;
  amountFen: number;
}
export type RefundListener = (tx: Db, refund: RefundRecorded) => Promise<void>;

// Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" would then mean the refund's own.
const refunded = sql<number>`coalesce((select sum(r.amount_fen) from payment_refunds r
  where r.order_id = "payment_orders"."id" and r.state <> 'cancelled'), 0)::bigint`;

// A purchase's purpose once delivered (decision 035); an undelivered purchase keeps its kind and is not invoiced.
const purpose = sql<string>`coalesce((select p.purpose from payment_order_purchases p
  where p.order_id = "payment_orders"."id" and p.state = 'fulfilled'), "payment_orders"."kind")`;

const columns = {
  orderNo: paymentOrders.orderNo,
  dealerId: paymentOrders.dealerId,
  driverId: paymentOrders.driverId,
  purpose,
  description: paymentOrders.description,
  amountFen: paymentOrders.amountFen,
  refundedFen: refunded,
  paidAt: paymentOrders.paidAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toPayment = (r: Row): CapturedPayment => ({
  orderNo: r.orderNo as string,
  dealerId: r.dealerId as string,
  driverId: r.driverId as string | null,
  purpose: r.purpose === 'bills' ? 'parking' : String(r.purpose),
  description: r.description as string,
  amountFen: Number(r.amountFen),
  refundedFen: Number(r.refundedFen),
  paidAt: r.paidAt as Date,
});

/**
 * Captured payments, read for other modules (a recharge is not a purchase: the wallet money is invoiced when spent).
 * The only way another module reads payment orders.
 */
export function createCapturedPayments(db: Db) {
  const captured = (dealerId: string) =>
    and(
      eq(paymentOrders.dealerId, dealerId),
      eq(paymentOrders.state, 'paid'),
      ne(paymentOrders.kind, 'recharge'),
      // A coupon-only order (0 fen, decision 049) took no money: nothing to invoice.
      gt(paymentOrders.amountFen, 0),
    );
  return {
    /** A driver's captured payments since `since`, newest first. */
    async ofDriver(dealerId: string, driverId: string, since: Date, limit: number): Promise<CapturedPayment[]> {
      const rows = await db
        .select(columns)
        .from(paymentOrders)
        .where(and(captured(dealerId), eq(paymentOrders.driverId, driverId), gte(paymentOrders.paidAt, since)))
        .orderBy(desc(paymentOrders.paidAt))
        .limit(limit);
      return rows.map(toPayment);
    },

    /**
     * These orders, locked FOR UPDATE in `tx` (in order-number order): a refund of one (its row references the order)
     * waits for the caller's commit, so the caller sees every refund made before it and none lands unseen meanwhile.
     */
    async lockForUpdate(tx: Db, dealerId: string, orderNos: readonly string[]): Promise<CapturedPayment[]> {
      if (orderNos.length === 0) return [];
      const rows = await tx
        .select(columns)
        .from(paymentOrders)
        .where(and(captured(dealerId), inArray(paymentOrders.orderNo, [...orderNos])))
        .orderBy(asc(paymentOrders.orderNo))
        .for('update', { of: paymentOrders });
      return rows.map(toPayment);
    },

    /**
     * Whether `payKey` is the idempotency key the order was created with and the order was paid without an account:
     * the paying device's own secret (sent only in a header), the proof self-invoicing (/makeInvoiceBySelf) needs.
     */
    async paidAnonymouslyWith(dealerId: string, orderNo: string, payKey: string): Promise<boolean> {
      const [row] = await db
        .select({ orderNo: paymentOrders.orderNo })
        .from(idempotencyKeys)
        .innerJoin(paymentOrders, eq(paymentOrders.orderNo, idempotencyKeys.orderNo))
        // `pay:<dealer>` is the scope order-creation keys bill payments under (pay by plate is a bill payment).
        .where(
          and(
            eq(idempotencyKeys.scope, `pay:${dealerId}`),
            eq(idempotencyKeys.key, payKey),
            eq(idempotencyKeys.orderNo, orderNo),
            captured(dealerId),
            isNull(paymentOrders.driverId),
          ),
        );
      return row !== undefined;
    },

    /**
     * What these orders were and when they were paid, whatever became of them since (a refunded bill still shows on
     * the invoice that covered it). Read only; no lock.
     */
    async describe(
      dealerId: string,
      orderNos: readonly string[],
    ): Promise<{ orderNo: string; description: string; paidAt: Date | null }[]> {
      if (orderNos.length === 0) return [];
      return db
        .select({
          orderNo: paymentOrders.orderNo,
          description: paymentOrders.description,
          paidAt: paymentOrders.paidAt,
        })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.dealerId, dealerId), inArray(paymentOrders.orderNo, [...orderNos])));
    },
  };
}
export type CapturedPayments = ReturnType<typeof createCapturedPayments>;
