import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table of a dealer's rows, each with its own id. */
type DealerTable = PgTable & { id: PgColumn; dealerId: PgColumn };

/**
 * An operator's insert, update and delete of one row of their dealer's in `table`: the insert stamps the dealer, and
 * a row of another dealer is simply not found (undefined, false), never touched.
 */
export function dealerRowWrites<T extends DealerTable>(db: Db, table: T) {
  const rows: PgTable = table;
  const own = (dealerId: string, id: string) => and(eq(table.dealerId, dealerId), eq(table.id, id));

  return {
    async insert(dealerId: string, values: Omit<T['$inferInsert'], 'dealerId'>) {
      const [row] = await db
        .insert(rows)
        .values({ ...values, dealerId })
        .returning();
      return row as T['$inferSelect'];
    },

    async update(dealerId: string, id: string, values: Partial<T['$inferInsert']>) {
      const [row] = await db.update(rows).set(values).where(own(dealerId, id)).returning();
      return row as T['$inferSelect'] | undefined;
    },

    async remove(dealerId: string, id: string): Promise<boolean> {
      const removed = await db.delete(rows).where(own(dealerId, id)).returning({ id: table.id });
      return removed.length === 1;
    },
  };
}
