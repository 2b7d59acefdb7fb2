import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { paymentOrders, paymentRefunds } from '../../db/schema/payments';

/** A driver at a dealer: whose recharges. */
interface Owner {
  dealerId: string;
  driverId: string;
}

/**
 * Payments' port for the wallet's money (decision 095): a driver's recharge orders, and the refunds a withdrawal is
 * made of, read and moved through the caller's connection or transaction (a withdrawal splits its money and holds or
 * releases its refunds inside its own `tx`). The orders and refunds tables stay payments'.
 */
export const walletMoney = {
  /** What the driver's recharges still open at a provider would add to the wallet if they were all paid. */
  async pendingRechargesFen(db: Db, owner: Owner): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${paymentOrders.amountFen}), 0)` })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.driverId, owner.driverId),
          eq(paymentOrders.dealerId, owner.dealerId),
          eq(paymentOrders.kind, 'recharge'),
          eq(paymentOrders.state, 'pending'),
        ),
      );
    return Number(row?.total ?? 0);
  },

  /** The driver's paid recharges, but those refunded whole because the wallet was full (they never reached it). */
  async paidRecharges(db: Db, owner: Owner) {
    const rows = await queryRows<{
      order_id: string;
      provider: (typeof paymentOrders.$inferSelect)['provider'];
      amount_fen: string | number;
      paid_at: string | Date;
    }>(
      db,
      sql`
        select o.id as order_id, o.provider, o.amount_fen, o.paid_at
          from payment_orders o
         where o.dealer_id = ${owner.dealerId} and o.driver_id = ${owner.driverId}
           and o.kind = 'recharge' and o.state = 'paid'
           and not exists (select 1 from payment_refunds r where r.order_id = o.id and r.reason = 'walletCap')`,
    );
    return rows.map((r) => ({
      orderId: r.order_id,
      provider: r.provider,
      amountFen: Number(r.amount_fen),
      paidAt: new Date(r.paid_at),
    }));
  },

  /** Orders by id (an id not found is left out). */
  async ordersByIds(db: Db, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.id, [...new Set(ids)]));
  },

  /** Refunds by number (a number not found is left out). */
  async refundsByNos(db: Db, refundNos: readonly string[]) {
    if (refundNos.length === 0) return [];
    return db
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.refundNo, [...new Set(refundNos)]));
  },

  /** Held refunds (a withdrawal waiting for review) released to the providers, inside the review's `tx`. */
  async releaseHeldRefunds(tx: Db, refundNos: readonly string[], now: Date): Promise<void> {
    if (refundNos.length === 0) return;
    await tx
      .update(paymentRefunds)
      .set({ state: 'pending', nextAttemptAt: now, updatedAt: now })
      .where(and(inArray(paymentRefunds.refundNo, [...refundNos]), eq(paymentRefunds.state, 'held')));
  },

  /** A held refund cancelled (a refused withdrawal's money goes back to the wallet), inside the review's `tx`. */
  async cancelHeldRefund(tx: Db, refundNo: string, now: Date): Promise<void> {
    await tx
      .update(paymentRefunds)
      .set({ state: 'cancelled', updatedAt: now })
      .where(and(eq(paymentRefunds.refundNo, refundNo), eq(paymentRefunds.state, 'held')));
  },
};
