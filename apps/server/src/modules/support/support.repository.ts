import type { PageQuery, TicketKind, TicketState } from '@parking/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayValuesAmong } from '../../db/array-values';
import { dealerRowWrites } from '../../db/dealer-rows';
import { tablePage } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import { operatorsPort } from '../operators';
import {
  supportCannedReplies,
  supportFaqs,
  supportSlaPolicies,
  supportTicketEvents,
  supportTickets,
} from '../../db/schema/support';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;
export type TicketChanges = Partial<Omit<NewTicket, 'id' | 'seq' | 'dealerId' | 'driverId' | 'kind' | 'createdAt'>>;
export type EventRow = typeof supportTicketEvents.$inferSelect;
export type FaqRow = typeof supportFaqs.$inferSelect;
export type SlaRow = typeof supportSlaPolicies.$inferSelect;
export type CannedRow = typeof supportCannedReplies.$inferSelect;
export type QueueRow = TicketRow & { assigneeName: string | null };

export interface QueueFilter {
  states: TicketState[];
  kind?: TicketKind | undefined;
  assigneeId?: string | undefined;
  unassigned?: boolean | undefined;
  /** overdue: due before `now`; nearlyDue: due between `now` and `nearlyBefore`. */
  due?: { kind: 'overdue' | 'nearlyDue'; now: Date; nearlyBefore: Date } | undefined;
}

const OPEN_SQL = sql`('submitted', 'inProgress', 'waitingDriver', 'awaitingFinance')`;

const t = supportTickets;

/** The support module's tables; every call takes the connection or transaction it runs in. */
export function createSupportRepository(db: Db) {
  return { ...ticketQueries(db), ...deskQueries(db) };
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;

/** The service desk's tables and figures (decision 088): SLA policies, the queue's counts, agents, canned replies. */
function deskQueries(db: Db) {
  const cannedWrites = dealerRowWrites(db, supportCannedReplies);
  return {
    /**
     * The queue's figures by kind: open, overdue, nearly due and unassigned tickets, and the median minutes from
     * submission to first answer of tickets submitted since `since` (decision 088).
     */
    async stats(dealerId: string, now: Date, nearlyBefore: Date, since: Date) {
      return queryRows<{
        kind: TicketKind;
        open: number;
        overdue: number;
        nearly_due: number;
        unassigned: number;
        answered: number;
        median_minutes: number | null;
      }>(
        db,
        sql`select ${t.kind} as kind,
              (count(*) filter (where ${t.state} in ${OPEN_SQL}))::int as open,
              (count(*) filter (where ${t.state} in ${OPEN_SQL} and ${t.dueAt} < ${now}))::int as overdue,
              (count(*) filter (where ${t.state} in ${OPEN_SQL} and ${t.dueAt} >= ${now}
                                  and ${t.dueAt} < ${nearlyBefore}))::int as nearly_due,
              (count(*) filter (where ${t.state} in ${OPEN_SQL} and ${t.assigneeId} is null))::int as unassigned,
              (count(*) filter (where ${t.firstRepliedAt} is not null and ${t.createdAt} >= ${since}))::int as answered,
              (percentile_cont(0.5) within group (
                 order by extract(epoch from ${t.firstRepliedAt} - ${t.createdAt}) / 60
               ) filter (where ${t.firstRepliedAt} is not null and ${t.createdAt} >= ${since}))::float8 as median_minutes
            from ${t} where ${t.dealerId} = ${dealerId} group by ${t.kind}`,
      );
    },

    /** The median minutes to a first answer over all kinds (the per-kind medians cannot be combined). */
    async medianFirstAnswer(dealerId: string, since: Date): Promise<number | null> {
      const [row] = await queryRows<{ m: number | null }>(
        db,
        sql`select (percentile_cont(0.5) within group (
                      order by extract(epoch from ${t.firstRepliedAt} - ${t.createdAt}) / 60))::float8 as m
            from ${t} where ${t.dealerId} = ${dealerId} and ${t.firstRepliedAt} is not null
              and ${t.createdAt} >= ${since}`,
      );
      return row?.m === null || row?.m === undefined ? null : Number(row.m);
    },

    async slaPolicies(dealerId: string): Promise<SlaRow[]> {
      return db.select().from(supportSlaPolicies).where(eq(supportSlaPolicies.dealerId, dealerId));
    },

    async slaOf(dealerId: string, kind: TicketKind): Promise<SlaRow | undefined> {
      const [row] = await db
        .select()
        .from(supportSlaPolicies)
        .where(and(eq(supportSlaPolicies.dealerId, dealerId), eq(supportSlaPolicies.kind, kind)));
      return row;
    },

    async upsertSla(row: typeof supportSlaPolicies.$inferInsert): Promise<void> {
      await db
        .insert(supportSlaPolicies)
        .values(row)
        .onConflictDoUpdate({
          target: [supportSlaPolicies.dealerId, supportSlaPolicies.kind],
          set: {
            firstAnswerMinutes: row.firstAnswerMinutes,
            resolveMinutes: row.resolveMinutes ?? null,
            updatedAt: row.updatedAt!,
          },
        });
    },

    /**
     * Open tickets of one kind take the new SLA's deadline (ticket-rules `dueAt` in SQL): unanswered ones the first
     * answer's, answered ones the resolution's (or none); waiting and awaiting-finance tickets have none.
     */
    async redue(dealerId: string, kind: TicketKind, firstAnswerMinutes: number, resolveMinutes: number | null) {
      const from = sql`${t.createdAt} + ${t.pausedMs} * interval '1 millisecond'`;
      await db
        .update(t)
        .set({
          dueAt: sql`case when ${t.firstRepliedAt} is null then ${from} + ${firstAnswerMinutes} * interval '1 minute'
                          when ${resolveMinutes}::int is null then null
                          else ${from} + ${resolveMinutes}::int * interval '1 minute' end`,
        })
        .where(
          and(
            eq(t.dealerId, dealerId),
            eq(t.kind, kind),
            inArray(t.state, ['submitted', 'inProgress']),
            isNull(t.waitingSince),
          ),
        );
    },

    /** Operators of the dealer who may take tickets: enabled, with the service or admin role. */
    async agents(dealerId: string, operatorId?: string) {
      return operatorsPort(db).serviceAgents(dealerId, operatorId);
    },

    async cannedReplies(dealerId: string): Promise<CannedRow[]> {
      return db
        .select()
        .from(supportCannedReplies)
        .where(eq(supportCannedReplies.dealerId, dealerId))
        .orderBy(asc(supportCannedReplies.title), asc(supportCannedReplies.createdAt));
    },

    cannedRows: cannedWrites,
  };
}

/** Tickets, their events and the help centre. */
function ticketQueries(db: Db) {
  const faqWrites = dealerRowWrites(db, supportFaqs);
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

    /** Answers the new event's id. */
    async insertEvent(values: typeof supportTicketEvents.$inferInsert): Promise<number> {
      const [row] = await db.insert(supportTicketEvents).values(values).returning({ id: supportTicketEvents.id });
      return row!.id;
    },

    /** One event with its ticket (the reply alerts' handler, decision 088 amended). */
    async eventWithTicket(eventId: number): Promise<{ event: EventRow; ticket: TicketRow } | undefined> {
      const [event] = await db.select().from(supportTicketEvents).where(eq(supportTicketEvents.id, eventId));
      if (!event) return undefined;
      const [ticket] = await db.select().from(t).where(eq(t.id, event.ticketId));
      return ticket ? { event, ticket } : undefined;
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
      return tablePage(db, t, where, [desc(t.createdAt), desc(t.seq)], page);
    },

    /** A dealer's queue: the nearest deadline first, then the oldest; tickets with nothing due (paused) last. */
    async queue(dealerId: string, filter: QueueFilter, page: PageQuery) {
      const { due } = filter;
      const where: SQL | undefined = and(
        eq(t.dealerId, dealerId),
        inArray(t.state, filter.states),
        filter.kind ? eq(t.kind, filter.kind) : undefined,
        filter.assigneeId ? eq(t.assigneeId, filter.assigneeId) : undefined,
        filter.unassigned ? isNull(t.assigneeId) : undefined,
        due?.kind === 'overdue' ? lt(t.dueAt, due.now) : undefined,
        due?.kind === 'nearlyDue' ? and(gte(t.dueAt, due.now), lt(t.dueAt, due.nearlyBefore)) : undefined,
      );
      const page_ = await tablePage(db, t, where, [sql`${t.dueAt} asc nulls last`, asc(t.createdAt)], page);
      // The assignees' names through the operators' port (decision 095), a second query by ids.
      const names = await operatorsPort(db).namesByIds(page_.results.map((r) => r.assigneeId));
      return {
        totalRecord: page_.totalRecord,
        results: page_.results.map((r): QueueRow => ({
          ...r,
          assigneeName: r.assigneeId ? (names.get(r.assigneeId) ?? null) : null,
        })),
      };
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
      return tablePage(db, t, where, [desc(t.createdAt)], page);
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

    faqRows: faqWrites,
  };
}
