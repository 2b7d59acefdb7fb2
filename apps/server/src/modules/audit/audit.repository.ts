import type { AuditEntry, AuditFilter, PageQuery } from '@parking/contracts';
import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import { operatorAudit } from '../../db/schema/audit';

export type AuditRow = typeof operatorAudit.$inferSelect;
export type NewAuditRow = Omit<typeof operatorAudit.$inferInsert, 'id'>;

/** The dealer's entries a filter selects (the console's search and the export use the same rule). */
function selected(dealerId: string, filter: AuditFilter): SQL | undefined {
  return and(
    eq(operatorAudit.dealerId, dealerId),
    filter.operatorId ? eq(operatorAudit.operatorId, filter.operatorId) : undefined,
    filter.objectType ? eq(operatorAudit.objectType, filter.objectType) : undefined,
    filter.objectId ? eq(operatorAudit.objectId, filter.objectId) : undefined,
    filter.operation ? eq(operatorAudit.operation, filter.operation) : undefined,
    filter.from ? gte(operatorAudit.at, new Date(filter.from)) : undefined,
    filter.to ? lte(operatorAudit.at, new Date(filter.to)) : undefined,
  );
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  operatorId: row.operatorId,
  operatorName: row.operatorName,
  ip: row.ip,
  operation: row.operation,
  objectType: row.objectType,
  objectId: row.objectId,
  changes: row.changes ?? null,
  request: row.request ?? null,
  reason: row.reason,
});

/** Inserts only: the table refuses updates and deletes (decision 082). */
export function createAuditRepository(db: Db) {
  return {
    /** One entry, in the caller's transaction when `tx` is given. */
    async insert(row: NewAuditRow, tx: Db = db): Promise<void> {
      await tx.insert(operatorAudit).values(row);
    },

    /** A page of the dealer's entries, newest first. */
    async search(dealerId: string, filter: AuditFilter & PageQuery) {
      const where = selected(dealerId, filter);
      return fetchPage(
        db
          .select()
          .from(operatorAudit)
          .where(where)
          .orderBy(desc(operatorAudit.id))
          .limit(filter.pageSize)
          .offset(offsetOf(filter))
          .then((rows) => rows.map(toAuditEntry)),
        db.select({ n: count() }).from(operatorAudit).where(where),
      );
    },

    /** Every selected entry, newest first, read in batches (an export of any size holds one batch at a time). */
    async *all(dealerId: string, filter: AuditFilter, batch = 500): AsyncGenerator<AuditEntry> {
      let before: number | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(operatorAudit)
          .where(and(selected(dealerId, filter), before === undefined ? undefined : lt(operatorAudit.id, before)))
          .orderBy(desc(operatorAudit.id))
          .limit(batch);
        for (const row of rows) yield toAuditEntry(row);
        if (rows.length < batch) return;
        before = rows.at(-1)!.id;
      }
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
