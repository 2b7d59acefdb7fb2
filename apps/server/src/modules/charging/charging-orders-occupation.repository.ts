import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { occupationOrders } from '../../db/schema/charging';

export type OccupationRow = typeof occupationOrders.$inferSelect;

/** Occupation orders (a gun held after charging ended): a part of the charging orders' repository. */
export function createOccupationRepository(db: Db) {
  return {
    async occupation(orderNo: string, tx: Db = db): Promise<OccupationRow | undefined> {
      const [row] = await tx.select().from(occupationOrders).where(eq(occupationOrders.orderNo, orderNo));
      return row;
    },

    async insertOccupation(tx: Db, row: typeof occupationOrders.$inferInsert) {
      await tx.insert(occupationOrders).values(row).onConflictDoNothing();
    },

    async updateOccupation(tx: Db, orderNo: string, set: Partial<typeof occupationOrders.$inferInsert>) {
      const rows = await tx.update(occupationOrders).set(set).where(eq(occupationOrders.orderNo, orderNo)).returning();
      return rows[0];
    },

    async lockOccupation(tx: Db, orderNo: string) {
      const [row] = await tx.select().from(occupationOrders).where(eq(occupationOrders.orderNo, orderNo)).for('update');
      return row;
    },

    async unpaidOccupation(driverId: string, dealerId: string) {
      const [row] = await db
        .select()
        .from(occupationOrders)
        .where(
          and(
            eq(occupationOrders.driverId, driverId),
            eq(occupationOrders.dealerId, dealerId),
            eq(occupationOrders.state, 'unpaid'),
            sql`${occupationOrders.endedAt} is not null and ${occupationOrders.amountFen} > 0`,
          ),
        )
        .orderBy(desc(occupationOrders.createdAt))
        .limit(1);
      return row;
    },
  };
}
