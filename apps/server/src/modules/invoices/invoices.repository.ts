import type { InvoiceSettings, InvoiceState, Page, PageQuery } from '@parking/contracts';
import { and, asc, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import {
  invoiceBills,
  invoiceFiles,
  invoiceSettings,
  invoiceTitles,
  invoices,
  mailOutbox,
} from '../../db/schema/invoices';

export type TitleRow = typeof invoiceTitles.$inferSelect;
export type NewTitle = typeof invoiceTitles.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceBillRow = typeof invoiceBills.$inferSelect;

/** Titles, settings, invoices and their bills and files, the mail outbox. Pass a transaction's `tx` to write in it. */
export function createInvoicesRepository(db: Db) {
  const ofDriver = (driverId: string) => eq(invoiceTitles.driverId, driverId);
  /** The invoice the condition picks (each caller's condition names a unique key). */
  const invoiceWhere = async (where: SQL | undefined): Promise<InvoiceRow | undefined> => {
    const [row] = await db.select().from(invoices).where(where);
    return row;
  };
  return {
    titles: {
      list: (driverId: string) =>
        db
          .select()
          .from(invoiceTitles)
          .where(ofDriver(driverId))
          .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.createdAt)),
      async get(driverId: string, id: string): Promise<TitleRow | undefined> {
        const [row] = await db
          .select()
          .from(invoiceTitles)
          .where(and(ofDriver(driverId), eq(invoiceTitles.id, id)));
        return row;
      },
      async count(driverId: string): Promise<number> {
        const [row] = await db.select({ n: count() }).from(invoiceTitles).where(ofDriver(driverId));
        return row?.n ?? 0;
      },
      /** Unsets the driver's default (before another becomes it: one default, held by a unique index). */
      clearDefault: (driverId: string, at: Date) =>
        db
          .update(invoiceTitles)
          .set({ isDefault: false, updatedAt: at })
          .where(and(ofDriver(driverId), eq(invoiceTitles.isDefault, true))),
      async insert(values: NewTitle): Promise<TitleRow> {
        const [row] = await db.insert(invoiceTitles).values(values).returning();
        return row!;
      },
      async update(driverId: string, id: string, values: Partial<NewTitle>): Promise<TitleRow | undefined> {
        const [row] = await db
          .update(invoiceTitles)
          .set(values)
          .where(and(ofDriver(driverId), eq(invoiceTitles.id, id)))
          .returning();
        return row;
      },
      async delete(driverId: string, id: string): Promise<boolean> {
        const rows = await db
          .delete(invoiceTitles)
          .where(and(ofDriver(driverId), eq(invoiceTitles.id, id)))
          .returning({ id: invoiceTitles.id });
        return rows.length > 0;
      },
    },

    async settings(dealerId: string): Promise<InvoiceSettings | undefined> {
      const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.dealerId, dealerId));
      return row?.settings;
    },
    async saveSettings(dealerId: string, settings: InvoiceSettings, at: Date): Promise<void> {
      await db
        .insert(invoiceSettings)
        .values({ dealerId, settings, updatedAt: at })
        .onConflictDoUpdate({ target: invoiceSettings.dealerId, set: { settings, updatedAt: at } });
    },

    byId: (id: string) => invoiceWhere(eq(invoices.id, id)),
    /** The driver's invoice by its public id (another driver's is simply not found). */
    byUnid: (driverId: string, unid: string) =>
      invoiceWhere(and(eq(invoices.driverId, driverId), eq(invoices.unid, unid))),
    byUnidUnsafe: (unid: string) => invoiceWhere(eq(invoices.unid, unid)),
    byRequestKey: (driverId: string, key: string) =>
      invoiceWhere(and(eq(invoices.driverId, driverId), eq(invoices.requestKey, key))),
    /** The blue invoice's red one and replacement, or the red one's blue original. */
    related: (row: InvoiceRow) =>
      db
        .select({ unid: invoices.unid, color: invoices.color, state: invoices.state })
        .from(invoices)
        .where(
          row.originalId
            ? or(eq(invoices.originalId, row.id), eq(invoices.id, row.originalId))
            : eq(invoices.originalId, row.id),
        )
        // A red invoice and its replacement may share a time: red first (it is what happened first).
        .orderBy(asc(invoices.createdAt), desc(invoices.color)),
    async insert(values: NewInvoice): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      return row!;
    },
    /** A blue invoice's red one, unless it has one already (a unique index: one reversal per invoice). */
    async insertRed(values: NewInvoice): Promise<InvoiceRow | undefined> {
      const [row] = await db.insert(invoices).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Changes an invoice only from the state it was read in: two workers racing change it once. */
    async update(id: string, from: InvoiceState, values: Partial<NewInvoice>): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set(values)
        .where(and(eq(invoices.id, id), eq(invoices.state, from)))
        .returning();
      return row;
    },
    async setMail(id: string, values: Pick<NewInvoice, 'mailState' | 'mailError' | 'email' | 'updatedAt'>) {
      await db.update(invoices).set(values).where(eq(invoices.id, id));
    },
    page(driverId: string, query: PageQuery): Promise<Page<InvoiceRow & { billCount: number }>> {
      const billCount = sql<number>`(select count(*) from ${invoiceBills} where ${invoiceBills.invoiceId} = ${invoices.id})::int`;
      return fetchPage(
        db
          .select({ row: invoices, billCount })
          .from(invoices)
          .where(eq(invoices.driverId, driverId))
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .then((rows) => rows.map((r) => ({ ...r.row, billCount: r.billCount }))),
        db.select({ n: count() }).from(invoices).where(eq(invoices.driverId, driverId)),
      );
    },
    /** Invoices still 开票中 since before `before` (the chasing round). */
    issuingSince: (before: Date, limit: number) =>
      db
        .select()
        .from(invoices)
        .where(and(eq(invoices.state, 'issuing'), lt(invoices.updatedAt, before)))
        .orderBy(asc(invoices.updatedAt))
        .limit(limit),

    insertBills: (rows: (typeof invoiceBills.$inferInsert)[]) => db.insert(invoiceBills).values(rows),
    billsOf: (invoiceId: string) =>
      db.select().from(invoiceBills).where(eq(invoiceBills.invoiceId, invoiceId)).orderBy(asc(invoiceBills.orderNo)),
    /** Bills of these orders on a standing invoice. */
    activeBills: (orderNos: readonly string[]): Promise<InvoiceBillRow[]> =>
      orderNos.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(invoiceBills)
            .where(and(inArray(invoiceBills.orderNo, [...orderNos]), eq(invoiceBills.active, true))),
    releaseBills: (invoiceId: string) =>
      db.update(invoiceBills).set({ active: false }).where(eq(invoiceBills.invoiceId, invoiceId)),

    savePdf: (invoiceId: string, pdf: Uint8Array) =>
      db.insert(invoiceFiles).values({ invoiceId, pdf }).onConflictDoNothing(),
    async pdfOf(invoiceId: string): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ pdf: invoiceFiles.pdf })
        .from(invoiceFiles)
        .where(eq(invoiceFiles.invoiceId, invoiceId));
      return row?.pdf;
    },

    outbox: {
      insert: (values: typeof mailOutbox.$inferInsert) => db.insert(mailOutbox).values(values),
      latest: (to: string | undefined, limit = 20) =>
        db
          .select()
          .from(mailOutbox)
          .where(to ? eq(mailOutbox.to, to) : undefined)
          .orderBy(desc(mailOutbox.id))
          .limit(limit),
    },
  };
}
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
