import type { PageQuery, TicketState } from '@parking/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayValuesAmong } from '../../db/array-values';
import { fetchPage, offsetOf } from '../../db/paging';
import { supportFaqs, supportTicketEvents, supportTickets } from '../../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;
export type TicketChanges = Partial<Omit<NewTicket, 'id' | 'seq' | 'dealerId' | 'driverId' | 'kind' | 'createdAt'>>;
export type EventRow = typeof supportTicketEvents.$inferSelect;
export type FaqRow = typeof supportFaqs.$inferSelect;

const t = supportTickets;

/** The support module's tables; every call takes the connection or transaction it runs in. */
export function createSupportRepository(db: Db) {
  return {
    async insertTicket(values: NewTicket): Promise<TicketRow> {
      const [row] = await db.insert(t).values(values).returning();
      return row!;
    },

    async ticket(id: string): Promise<TicketRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row;
    },

    /** The ticket, locked for the rest of the transaction (one action at a time per ticket). */
    async lockTicket(id: string): Promise<TicketRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
      return row;
    },

    async updateTicket(id: string, changes: TicketChanges, at: Date): Promise<TicketRow> {
      const [row] = await db
        .update(t)
        .set({ ...changes, updatedAt: at })
        .where(eq(t.id, id))
        .returning();
      return row!;
    },

    async insertEvent(values: typeof supportTicketEvents.$inferInsert): Promise<void> {
      await db.insert(supportTicketEvents).values(values);
    },

    async events(ticketId: string): Promise<EventRow[]> {
      return db
        .select()
        .from(supportTicketEvents)
        .where(eq(supportTicketEvents.ticketId, ticketId))
        .orderBy(asc(supportTicketEvents.id));
    },

    /** A driver's tickets, newest first. */
    async driverTickets(driverId: string, page: PageQuery) {
      const where = eq(t.driverId, driverId);
      return fetchPage(
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.createdAt), desc(t.seq))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(t).where(where),
      );
    },

    /** A dealer's queue: the nearest deadline first, then the oldest; tickets with nothing due (paused) last. */
    async queue(dealerId: string, filter: { states: TicketState[]; assigneeId?: string }, page: PageQuery) {
      const where: SQL | undefined = and(
        eq(t.dealerId, dealerId),
        inArray(t.state, filter.states),
        filter.assigneeId ? eq(t.assigneeId, filter.assigneeId) : undefined,
      );
      return fetchPage(
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(sql`${t.dueAt} asc nulls last`, asc(t.createdAt))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(t).where(where),
      );
    },

    /** The newest appeal of one order by one driver (decision 050). */
    async newestOrderAppeal(driverId: string, subject: string, orderNo: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.driverId, driverId),
            eq(t.appealSubject, subject as TicketRow['appealSubject'] & string),
            eq(t.appealOrderNo, orderNo),
          ),
        )
        .orderBy(desc(t.createdAt), desc(t.seq))
        .limit(1);
      return row;
    },

    /** What other appeals of an order refunded already (finance confirmed), in fen. */
    async refundedForOrder(subject: string, orderNo: string, exceptTicketId: string): Promise<number> {
      const [row] = await db
        .select({ fen: sql<number>`coalesce(sum(${t.refundFen}), 0)::int` })
        .from(t)
        .where(
          and(
            eq(t.appealSubject, subject as TicketRow['appealSubject'] & string),
            eq(t.appealOrderNo, orderNo),
            sql`${t.refundNo} is not null`,
            ne(t.id, exceptTicketId),
          ),
        );
      return Number(row?.fen ?? 0);
    },

    /** The appeals of one stay by one driver (the old /billComplain list), newest first. */
    async appealsOfStay(driverId: string, sessionId: string): Promise<TicketRow[]> {
      return db
        .select()
        .from(t)
        .where(and(eq(t.driverId, driverId), eq(t.sessionId, sessionId), eq(t.kind, 'appeal')))
        .orderBy(desc(t.createdAt));
    },

    async appealsOfDealer(
      dealerId: string,
      states: TicketState[] | undefined,
      decisions: string[] | undefined,
      page: PageQuery,
    ) {
      const where = and(
        eq(t.dealerId, dealerId),
        eq(t.kind, 'appeal'),
        states ? inArray(t.state, states) : undefined,
        decisions ? inArray(t.decision, decisions) : undefined,
      );
      return fetchPage(
        db.select().from(t).where(where).orderBy(desc(t.createdAt)).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ n: count() }).from(t).where(where),
      );
    },

    /** The picUrls among `urls` that some ticket or message shows (the pictures sweep keeps those). */
    async picturesAmong(urls: readonly string[]): Promise<string[]> {
      const found = new Set([
        ...(await arrayValuesAmong(db, t, t.pictures, urls)),
        ...(await arrayValuesAmong(db, supportTicketEvents, supportTicketEvents.pictures, urls)),
      ]);
      return [...found];
    },

    async faqs(dealerId: string, filter: { category?: string; q?: string }): Promise<FaqRow[]> {
      const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      return db
        .select()
        .from(supportFaqs)
        .where(
          and(
            eq(supportFaqs.dealerId, dealerId),
            filter.category ? eq(supportFaqs.category, filter.category as FaqRow['category']) : undefined,
            like ? sql`(${supportFaqs.question} ilike ${like} or ${supportFaqs.answer} ilike ${like})` : undefined,
          ),
        )
        .orderBy(asc(supportFaqs.category), asc(supportFaqs.sort), asc(supportFaqs.createdAt));
    },

    async insertFaq(values: typeof supportFaqs.$inferInsert): Promise<FaqRow> {
      const [row] = await db.insert(supportFaqs).values(values).returning();
      return row!;
    },

    async updateFaq(dealerId: string, id: string, values: Partial<typeof supportFaqs.$inferInsert>) {
      const [row] = await db
        .update(supportFaqs)
        .set(values)
        .where(and(eq(supportFaqs.id, id), eq(supportFaqs.dealerId, dealerId)))
        .returning();
      return row;
    },

    async deleteFaq(dealerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(supportFaqs)
        .where(and(eq(supportFaqs.id, id), eq(supportFaqs.dealerId, dealerId)))
        .returning({ id: supportFaqs.id });
      return rows.length > 0;
    },
  };
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;
