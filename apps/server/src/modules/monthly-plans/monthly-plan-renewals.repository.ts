import { and, asc, eq, inArray } from 'drizzle-orm';
import { type PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { tablePage } from '../../db/paging';
import { bagCancellations, bagRenewals } from '../../db/schema/monthly-plans';

export type BagRenewalRow = typeof bagRenewals.$inferSelect;

export type BagCancellationRow = typeof bagCancellations.$inferSelect;

/** Renewals of a plan and requests to cancel one. */
export function monthlyPlanRenewalsOf(db: Db) {
  return {
    async insertRenewal(tx: Db, values: typeof bagRenewals.$inferInsert): Promise<BagRenewalRow> {
      const [row] = await tx.insert(bagRenewals).values(values).returning();
      return row!;
    },

    /** The open renewal of a plan priced the same way (a retried renew call reuses it: same purchase ref). */
    async openRenewal(
      tx: Db,
      planId: string,
      basedOnUntil: Date,
      periodFrom: Date,
    ): Promise<BagRenewalRow | undefined> {
      const [row] = await tx
        .select()
        .from(bagRenewals)
        .where(
          and(
            eq(bagRenewals.planId, planId),
            eq(bagRenewals.status, 'open'),
            eq(bagRenewals.basedOnUntil, basedOnUntil),
            eq(bagRenewals.periodFrom, periodFrom),
          ),
        );
      return row;
    },

    async renewalByKey(tx: Db, planId: string, requestKey: string): Promise<BagRenewalRow | undefined> {
      const [row] = await tx
        .select()
        .from(bagRenewals)
        .where(and(eq(bagRenewals.planId, planId), eq(bagRenewals.requestKey, requestKey)));
      return row;
    },

    async renewal(id: string, tx: Db): Promise<BagRenewalRow | undefined> {
      const [row] = await tx.select().from(bagRenewals).where(eq(bagRenewals.id, id)).for('update');
      return row;
    },

    async setRenewalStatus(tx: Db, id: string, status: BagRenewalRow['status'], onlyIfOpen = true): Promise<boolean> {
      const rows = await tx
        .update(bagRenewals)
        .set({ status })
        .where(and(eq(bagRenewals.id, id), onlyIfOpen ? eq(bagRenewals.status, 'open') : undefined))
        .returning({ id: bagRenewals.id });
      return rows.length > 0;
    },

    /** A cancel request; undefined when one of the plan is already waiting (the partial unique index). */
    async insertCancellation(
      tx: Db,
      values: typeof bagCancellations.$inferInsert,
    ): Promise<BagCancellationRow | undefined> {
      const [row] = await tx.insert(bagCancellations).values(values).onConflictDoNothing().returning();
      return row;
    },

    async latestCancellations(planIds: string[]): Promise<Map<string, BagCancellationRow>> {
      const latest = new Map<string, BagCancellationRow>();
      if (planIds.length === 0) return latest;
      const rows = await db
        .select()
        .from(bagCancellations)
        .where(inArray(bagCancellations.planId, planIds))
        .orderBy(asc(bagCancellations.createdAt));
      for (const row of rows) latest.set(row.planId, row);
      return latest;
    },

    async cancellation(id: string, via: Db = db, { lock = false } = {}): Promise<BagCancellationRow | undefined> {
      const query = via.select().from(bagCancellations).where(eq(bagCancellations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async cancellationQueue(dealerId: string, status: BagCancellationRow['status'] | undefined, paging: PageQuery) {
      const where = and(
        eq(bagCancellations.dealerId, dealerId),
        status ? eq(bagCancellations.status, status) : undefined,
      );
      return tablePage(db, bagCancellations, where, [asc(bagCancellations.createdAt)], paging);
    },

    /** Decides a waiting request; undefined when it was decided meanwhile (a concurrent review). */
    async decideCancellation(
      tx: Db,
      id: string,
      changes: Pick<BagCancellationRow, 'status' | 'reviewReason' | 'reviewedBy' | 'refundFen' | 'decidedAt'>,
    ): Promise<BagCancellationRow | undefined> {
      const [row] = await tx
        .update(bagCancellations)
        .set(changes)
        .where(and(eq(bagCancellations.id, id), eq(bagCancellations.status, 'pending')))
        .returning();
      return row;
    },
  };
}
