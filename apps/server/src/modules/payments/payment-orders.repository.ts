import type { PayLaunch } from '@parking/contracts';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentNotifications, paymentOrderBills, paymentOrders } from '../../db/schema/payments';
import { publish, Topic } from '../../events/outbox';
import { queryRows } from '../../db/query-rows';

export type OrderRow = typeof paymentOrders.$inferSelect;

export type NewOrder = typeof paymentOrders.$inferInsert;

export type OrderLineRow = typeof paymentOrderBills.$inferSelect;

export type LineStatus = 'open' | 'settled' | 'duplicate' | 'released';

export type CloseReason = 'expired' | 'superseded' | 'launchFailed' | 'providerClosed';

/** Payment orders and their lines (the bills they pay), from launch to paid or closed. */
export function paymentOrdersOf(db: Db) {
  /**
   * supersedeOpenAttempts for stays superseded at times of their own, with the effects of one stay after another in
   * list order (an order open on two of them is closed at the first's time), in four statements whatever their number.
   */
  async function supersedeOpenAttemptsAt(stays: readonly { sessionId: string; at: Date }[]): Promise<string[]> {
    if (stays.length === 0) return [];
    const open = await db
      .select({ orderId: paymentOrderBills.orderId, sessionId: paymentOrderBills.sessionId })
      .from(paymentOrderBills)
      .where(
        and(
          inArray(paymentOrderBills.sessionId, [...new Set(stays.map((s) => s.sessionId))]),
          eq(paymentOrderBills.status, 'open'),
        ),
      );
    if (open.length === 0) return [];
    const closedAt = new Map<string, Date>();
    for (const stay of stays) {
      for (const line of open) {
        if (line.sessionId === stay.sessionId && !closedAt.has(line.orderId)) closedAt.set(line.orderId, stay.at);
      }
    }
    const orderIds = [...closedAt.keys()].sort();
    await db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(inArray(paymentOrders.id, orderIds))
      .orderBy(asc(paymentOrders.id))
      .for('update');
    const closing = sql.join(
      orderIds.map((id) => sql`(${id}::uuid, ${closedAt.get(id)!.toISOString()}::timestamptz)`),
      sql`, `,
    );
    const closed = await queryRows<{ order_no: string }>(
      db,
      sql`update ${paymentOrders} o
             set state = 'closed', close_reason = 'superseded', closed_at = v.at, updated_at = v.at
            from (values ${closing}) v(id, at)
           where o.id = v.id and o.state = 'pending'
       returning o.order_no`,
    );
    await db
      .update(paymentOrderBills)
      .set({ status: 'released' })
      .where(and(inArray(paymentOrderBills.orderId, orderIds), eq(paymentOrderBills.status, 'open')));
    return closed.map((c) => c.order_no);
  }

  return {
    supersedeOpenAttemptsAt,

    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(paymentOrders).values(values).returning();
      return row!;
    },

    /** Many orders in one insert, returned in the order given. */
    async insertOrders(values: readonly NewOrder[]): Promise<OrderRow[]> {
      if (values.length === 0) return [];
      const rows = await db
        .insert(paymentOrders)
        .values([...values])
        .returning();
      const byNo = new Map(rows.map((row) => [row.orderNo, row]));
      return values.map((v) => byNo.get(v.orderNo)!);
    },

    async insertLines(lines: (typeof paymentOrderBills.$inferInsert)[]): Promise<void> {
      await db.insert(paymentOrderBills).values(lines);
    },

    /**
     * Releases the open attempts of other orders on these stays (the driver started a new one) and closes those
     * orders: their money, should it still come, is captured and settles or refunds like any late payment. Orders are
     * locked in id order so two creators never wait on each other crosswise.
     */
    async supersedeOpenAttempts(sessionIds: readonly string[], at: Date): Promise<string[]> {
      return supersedeOpenAttemptsAt(sessionIds.map((sessionId) => ({ sessionId, at })));
    },

    async byId(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return row;
    },

    async byOrderNo(orderNo: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
      return row;
    },

    async lines(orderId: string): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(paymentOrderBills)
        .where(eq(paymentOrderBills.orderId, orderId))
        .orderBy(asc(paymentOrderBills.sessionId));
    },

    /**
     * THE capture point: pending (or closed: late money) → paid, for this provider and amount only. Exactly one of
     * any number of racing notifications, queries and sweeps gets the row back; the others get nothing.
     */
    async markPaid(
      orderNo: string,
      evidence: { provider: string; amountFen: number; paidAt: Date; providerTradeNo: string },
      at: Date,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(paymentOrders)
        .set({ state: 'paid', paidAt: evidence.paidAt, providerTradeNo: evidence.providerTradeNo, updatedAt: at })
        .where(
          and(
            eq(paymentOrders.orderNo, orderNo),
            inArray(paymentOrders.state, ['pending', 'closed']),
            eq(paymentOrders.provider, evidence.provider),
            eq(paymentOrders.amountFen, evidence.amountFen),
          ),
        )
        .returning();
      // The caller's transaction (capture) commits the event with the change.
      if (row) await publish(db, { topic: Topic.PAYMENT_ORDER, dealerId: row.dealerId, subject: row.orderNo });
      return row;
    },

    /** pending → closed, once; its open bill attempts are released. */
    async markClosed(
      orderId: string,
      reason: CloseReason,
      at: Date,
      providerClosed: boolean,
    ): Promise<OrderRow | undefined> {
      // One transaction (a savepoint inside the caller's): the bills are released and the event written with it.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentOrders)
          .set({
            state: 'closed',
            closeReason: reason,
            closedAt: at,
            ...(providerClosed ? { providerClosedAt: at } : {}),
            updatedAt: at,
          })
          .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.state, 'pending')))
          .returning();
        if (row) {
          await tx
            .update(paymentOrderBills)
            .set({ status: 'released' })
            .where(and(eq(paymentOrderBills.orderId, orderId), eq(paymentOrderBills.status, 'open')));
          await publish(tx, { topic: Topic.PAYMENT_ORDER, dealerId: row.dealerId, subject: row.orderNo });
        }
        return row;
      });
    },

    async markProviderClosed(orderId: string, at: Date): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ providerClosedAt: at, updatedAt: at })
        .where(and(eq(paymentOrders.id, orderId), isNull(paymentOrders.providerClosedAt)));
    },

    async setLaunch(orderId: string, launch: PayLaunch, at: Date): Promise<void> {
      await db.update(paymentOrders).set({ launch, updatedAt: at }).where(eq(paymentOrders.id, orderId));
    },

    async markQueried(orderId: string, at: Date): Promise<void> {
      await db.update(paymentOrders).set({ queriedAt: at }).where(eq(paymentOrders.id, orderId));
    },

    async setLineStatus(orderId: string, sessionId: string, status: LineStatus): Promise<void> {
      await db
        .update(paymentOrderBills)
        .set({ status })
        .where(and(eq(paymentOrderBills.orderId, orderId), eq(paymentOrderBills.sessionId, sessionId)));
    },

    /** Pending orders of these providers older than `olderThan` not asked about since `queriedBefore`, oldest first. */
    async pendingToQuery(
      providers: readonly string[],
      olderThan: Date,
      queriedBefore: Date,
      limit: number,
    ): Promise<OrderRow[]> {
      if (providers.length === 0) return [];
      return db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.state, 'pending'),
            inArray(paymentOrders.provider, [...providers]),
            lte(paymentOrders.createdAt, olderThan),
            or(isNull(paymentOrders.queriedAt), lt(paymentOrders.queriedAt, queriedBefore)),
          ),
        )
        .orderBy(asc(paymentOrders.queriedAt), asc(paymentOrders.createdAt))
        .limit(limit);
    },

    /**
     * Orders of these providers we closed that the provider has not confirmed closed yet (superseded, failed
     * launches), least recently tried first so one that keeps failing does not hold up the others.
     */
    async closedNotAtProvider(providers: readonly string[], limit: number): Promise<OrderRow[]> {
      if (providers.length === 0) return [];
      return db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.state, 'closed'),
            isNull(paymentOrders.providerClosedAt),
            inArray(paymentOrders.provider, [...providers]),
          ),
        )
        .orderBy(sql`${paymentOrders.queriedAt} asc nulls first`, asc(paymentOrders.closedAt))
        .limit(limit);
    },

    async logNotification(values: typeof paymentNotifications.$inferInsert): Promise<void> {
      await db.insert(paymentNotifications).values(values);
    },
  };
}
