import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRefunds } from '../../db/schema/payments';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Refunds of an order, asked of the provider until they succeed. */
export function orderRefundsOf(db: Db) {
  return {
    async insertRefund(values: typeof paymentRefunds.$inferInsert): Promise<void> {
      await db.insert(paymentRefunds).values(values).onConflictDoNothing();
    },

    async refundByNo(refundNo: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo));
      return row;
    },

    async refundsOfOrder(orderId: string): Promise<RefundRow[]> {
      return db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    },

    async dueRefunds(now: Date, limit: number): Promise<RefundRow[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(and(inArray(paymentRefunds.state, ['pending', 'processing']), lte(paymentRefunds.nextAttemptAt, now)))
        .orderBy(asc(paymentRefunds.nextAttemptAt))
        .limit(limit);
    },

    /** pending/processing → succeeded, once. */
    async markRefundSucceeded(refundNo: string, providerRefundNo: string | undefined, at: Date) {
      const [row] = await db
        .update(paymentRefunds)
        .set({
          state: 'succeeded',
          succeededAt: at,
          updatedAt: at,
          ...(providerRefundNo ? { providerRefundNo } : {}),
        })
        .where(and(eq(paymentRefunds.refundNo, refundNo), inArray(paymentRefunds.state, ['pending', 'processing'])))
        .returning();
      return row;
    },

    async rescheduleRefund(
      refundNo: string,
      changes: { state: 'pending' | 'processing' | 'failed'; nextAttemptAt: Date; lastError?: string },
      at: Date,
    ): Promise<void> {
      await db
        .update(paymentRefunds)
        .set({ ...changes, attempts: sql`${paymentRefunds.attempts} + 1`, updatedAt: at })
        .where(and(eq(paymentRefunds.refundNo, refundNo), inArray(paymentRefunds.state, ['pending', 'processing'])));
    },

    /** failed → pending, to be asked again with the same refund number (a provider refunds one number once). */
    async reopenRefund(refundNo: string, at: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(paymentRefunds)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: at, lastError: null, updatedAt: at })
        .where(and(eq(paymentRefunds.refundNo, refundNo), eq(paymentRefunds.state, 'failed')))
        .returning();
      return row;
    },

    /** failed → cancelled: the money was put back where it came from instead; the refund is never asked again. */
    async cancelRefund(refundNo: string, at: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(paymentRefunds)
        .set({ state: 'cancelled', updatedAt: at })
        .where(and(eq(paymentRefunds.refundNo, refundNo), eq(paymentRefunds.state, 'failed')))
        .returning();
      return row;
    },
  };
}
