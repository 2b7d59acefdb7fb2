import { NoticeType, type MessageCategory, type PageQuery } from '@parking/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import { bagApplications } from '../../db/schema/monthly-plans';
import { chargingOrders, chargingStations } from '../../db/schema/charging';
import { messageReads } from '../../db/schema/messages';
import { parks } from '../../db/schema/parks';
import { paymentOrders, paymentRefunds } from '../../db/schema/payments';
import { notices } from '../../db/schema/publicity';
import { supportTicketEvents, supportTickets } from '../../db/schema/support';

/*
 * The 消息中心's read model (decision 095, declared in data-owners.mjs): a driver's messages are one paged union of
 * publicity's notices and the events of other areas — charging orders (with their stations), payment orders and
 * refunds (with park names), plan application reviews and customer-service tickets — with the driver's read marks.
 * A port per branch would turn each page and each unread count into several queries. It reads the other areas'
 * tables only; the one write, the read marks, is publicity's own table.
 */

/** A message as the 消息中心 lists it, before it is worded. */
export interface MessageRow {
  id: string;
  title: string;
  /** The notice's rich text, or the order's description (the station, for a charge). */
  body: string;
  amountFen: number | null;
  /** Published, or when the order event happened. */
  at: Date | null;
  read: boolean;
}

/** Whose messages: the driver (their orders, their read marks) at their dealer (its notices), as of `now`. */
export interface Reader {
  driverId: string;
  dealerId: string;
  now: Date;
  /** Order events start here (ORDER_MESSAGE_DAYS before now). */
  ordersSince: Date;
}

const NOTICE_TYPE_OF = { system: NoticeType.SYSTEM, bulletin: NoticeType.BULLETIN } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids of order events other than a payment (whose id is its order number), so no two sources share one: a plan
 * application's review (`plan:<application>:<review time, ms>`: a later review is news again), a customer-service
 * ticket's progress (`ticket:<ticket>:<event>`) and a ticket's resolution (`ticket-done:<ticket>:<times reopened>`).
 */
export const ORDER_EVENT_PREFIX = {
  refund: 'refund:',
  charge: 'charge:',
  plan: 'plan:',
  ticket: 'ticket:',
  ticketDone: 'ticket-done:',
} as const;

/** How much of a ticket's progress note an event's row shows. */
const REPLY_CHARS = 60;
/** The review outcomes a driver hears of (a resubmitted application waits for its next review). */
const REVIEWED = ['approved', 'paying', 'paid', 'rejected', 'moreInfo'] as const;

/**
 * An order event branch's rows of the reader: `owner`'s driver and dealer are theirs, and the event (`at`) is in the
 * window (from `ordersSince` on), with the branch's own conditions (`more`).
 */
function ownSince(
  reader: Reader,
  owner: { driverId: AnyPgColumn; dealerId: AnyPgColumn },
  at: SQLWrapper,
  ...more: SQL[]
) {
  return and(
    eq(owner.driverId, reader.driverId),
    eq(owner.dealerId, reader.dealerId),
    ...more,
    gte(at, reader.ordersSince),
  );
}

/** A timestamp read back from a union (the driver hands raw text there): a Date as the columns give. */
const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/**
 * The order events of customer-facing reviews: a plan application's last review and customer service's public
 * progress on the reader's tickets and their resolution (issue 44; replies are 提醒 alerts). Union branches of `orderEvents`.
 */
function reviewAndTicketEvents(db: Db, reader: Reader) {
  return [
    db
      .select({
        id: sql<string>`${ORDER_EVENT_PREFIX.plan}::text || ${bagApplications.id}::text || ':'
          || (extract(epoch from ${bagApplications.reviewedAt}) * 1000)::bigint::text`.as('id'),
        title: sql<string>`case ${bagApplications.status} when 'rejected' then '月卡审核未通过'
          when 'moreInfo' then '月卡申请待补充材料' else '月卡审核通过' end`.as('title'),
        body: sql<string>`${parks.name} || coalesce(' · 原因：' || ${bagApplications.reviewReason}, '')`.as('body'),
        amountFen: sql<number>`null::int`.as('amount_fen'),
        at: sql<Date>`${bagApplications.reviewedAt}`.as('at'),
      })
      .from(bagApplications)
      .innerJoin(parks, eq(parks.id, bagApplications.parkId))
      .where(
        ownSince(reader, bagApplications, bagApplications.reviewedAt, inArray(bagApplications.status, [...REVIEWED])),
      ),
    db
      .select({
        id: sql<string>`${ORDER_EVENT_PREFIX.ticket}::text || ${supportTickets.id}::text || ':'
          || ${supportTicketEvents.id}::text`.as('id'),
        title: sql<string>`'工单进展'`.as('title'),
        body: sql<string>`'工单 CS' || lpad(${supportTickets.seq}::text, 8, '0') || ' · '
          || case when char_length(${supportTicketEvents.content}) > ${REPLY_CHARS}
            then left(${supportTicketEvents.content}, ${REPLY_CHARS}) || '…' else ${supportTicketEvents.content} end`.as(
          'body',
        ),
        amountFen: sql<number>`null::int`.as('amount_fen'),
        at: sql<Date>`${supportTicketEvents.createdAt}`.as('at'),
      })
      .from(supportTicketEvents)
      .innerJoin(supportTickets, eq(supportTickets.id, supportTicketEvents.ticketId))
      .where(
        ownSince(
          reader,
          supportTickets,
          supportTicketEvents.createdAt,
          // Internal notes are never the driver's, the driver's own messages are not news to them, and an agent's
          // reply reaches them once, as a 提醒 alert (support's reply-alerts), not here again.
          eq(supportTicketEvents.author, 'system'),
        ),
      ),
    db
      .select({
        id: sql<string>`${ORDER_EVENT_PREFIX.ticketDone}::text || ${supportTickets.id}::text || ':'
          || ${supportTickets.reopenCount}::text`.as('id'),
        title: sql<string>`'工单已解决'::text`.as('title'),
        body: sql<string>`'工单 CS' || lpad(${supportTickets.seq}::text, 8, '0')`.as('body'),
        amountFen: sql<number>`null::int`.as('amount_fen'),
        // An appeal refunded is resolved when finance sends the money, after service decided.
        at: sql<Date>`greatest(${supportTickets.decidedAt}, ${supportTickets.refundedAt})`.as('at'),
      })
      .from(supportTickets)
      .where(
        ownSince(
          reader,
          supportTickets,
          sql`greatest(${supportTickets.decidedAt}, ${supportTickets.refundedAt})`,
          inArray(supportTickets.state, ['resolved', 'closed']),
          isNotNull(supportTickets.decidedAt),
        ),
      ),
  ] as const;
}

/**
 * The 消息中心's messages and what each driver has read of them (issue 44). Notices are the dealer's published
 * system notices and bulletins. Order events are what happened to the driver's orders: a payment made (支付成功), money
 * back (退款成功, or 提现到账 for a withdrawal), a charge that ended (充电已结束), a monthly plan application's review
 * (月卡审核通过, 月卡审核未通过 or 月卡申请待补充材料, with the reason) and customer service's replies to the driver's
 * tickets (工单进展) and their resolution (工单已解决). Every query is scoped by the reader: a driver sees
 * only their own events and marks only their own read state.
 */
export function createMessagesRepository(db: Db) {
  const r = messageReads;
  const readJoin = (reader: Reader, category: MessageCategory, id: SQL) =>
    and(eq(r.driverId, reader.driverId), eq(r.category, category), eq(r.messageId, id));
  const noticeId = sql<string>`${notices.id}::text`;

  const noticeWhere = (reader: Reader, category: 'system' | 'bulletin', ...more: (SQL | undefined)[]) =>
    and(
      eq(notices.dealerId, reader.dealerId),
      eq(notices.noticeType, NOTICE_TYPE_OF[category]),
      lte(notices.publishTime, reader.now),
      ...more,
    );
  /** The reader's order events of the window, from every source, as one table (id, title, body, amount, at). */
  const orderEvents = (reader: Reader) =>
    unionAll(
      db
        .select({
          id: sql<string>`${paymentOrders.orderNo}`.as('id'),
          title: sql<string>`'支付成功'::text`.as('title'),
          body: sql<string>`${paymentOrders.description}`.as('body'),
          // Money is bigint: read raw from a union, node-postgres would hand back its text. Cast, in every branch.
          amountFen: sql<number>`${paymentOrders.amountFen}::int`.as('amount_fen'),
          at: sql<Date>`${paymentOrders.paidAt}`.as('at'),
        })
        .from(paymentOrders)
        .where(ownSince(reader, paymentOrders, paymentOrders.paidAt, eq(paymentOrders.state, 'paid'))),
      db
        .select({
          id: sql<string>`${ORDER_EVENT_PREFIX.refund}::text || ${paymentRefunds.refundNo}`.as('id'),
          title: sql<string>`case when ${paymentRefunds.reason} = 'withdrawal' then '提现到账' else '退款成功' end`.as(
            'title',
          ),
          body: sql<string>`${paymentOrders.description}`.as('body'),
          amountFen: sql<number>`${paymentRefunds.amountFen}::int`.as('amount_fen'),
          at: sql<Date>`${paymentRefunds.succeededAt}`.as('at'),
        })
        .from(paymentRefunds)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
        .where(
          ownSince(
            reader,
            { driverId: paymentOrders.driverId, dealerId: paymentRefunds.dealerId },
            paymentRefunds.succeededAt,
            eq(paymentRefunds.state, 'succeeded'),
          ),
        ),
      db
        .select({
          id: sql<string>`${ORDER_EVENT_PREFIX.charge}::text || ${chargingOrders.orderNo}`.as('id'),
          title: sql<string>`'充电已结束'::text`.as('title'),
          body: sql<string>`${chargingStations.name}`.as('body'),
          amountFen: sql<number>`${chargingOrders.amountFen}::int`.as('amount_fen'),
          at: sql<Date>`${chargingOrders.stoppedAt}`.as('at'),
        })
        .from(chargingOrders)
        .innerJoin(chargingStations, eq(chargingStations.id, chargingOrders.stationId))
        .where(ownSince(reader, chargingOrders, chargingOrders.stoppedAt, isNotNull(chargingOrders.stoppedAt))),
      ...reviewAndTicketEvents(db, reader),
    ).as('order_events');

  return {
    async page(reader: Reader, category: MessageCategory, paging: PageQuery) {
      if (category === 'order') {
        const events = orderEvents(reader);
        const page = await fetchPage<MessageRow>(
          db
            .select({
              id: events.id,
              title: events.title,
              body: events.body,
              amountFen: events.amountFen,
              at: events.at,
              read: sql<boolean>`${r.driverId} is not null`,
            })
            .from(events)
            .leftJoin(r, readJoin(reader, category, sql`${events.id}`))
            .orderBy(desc(events.at), desc(events.id))
            .limit(paging.pageSize)
            .offset(offsetOf(paging)),
          db.select({ n: count() }).from(events),
        );
        return { ...page, results: page.results.map((row) => ({ ...row, at: asDate(row.at) })) };
      }
      const where = noticeWhere(reader, category);
      return fetchPage<MessageRow>(
        db
          .select({
            id: noticeId,
            title: notices.title,
            body: notices.content,
            amountFen: sql<null>`null`,
            at: notices.publishTime,
            read: sql<boolean>`${r.driverId} is not null`,
          })
          .from(notices)
          .leftJoin(r, readJoin(reader, category, noticeId))
          .where(where)
          .orderBy(desc(notices.publishTime), desc(notices.createdAt))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(notices).where(where),
      );
    },

    /** Unread messages of a category. */
    async unread(reader: Reader, category: MessageCategory): Promise<number> {
      const [row] =
        category === 'order'
          ? await (async () => {
              const events = orderEvents(reader);
              return db
                .select({ n: count() })
                .from(events)
                .leftJoin(r, readJoin(reader, category, sql`${events.id}`))
                .where(isNull(r.driverId));
            })()
          : await db
              .select({ n: count() })
              .from(notices)
              .leftJoin(r, readJoin(reader, category, noticeId))
              .where(noticeWhere(reader, category, isNull(r.driverId)));
      return row?.n ?? 0;
    },

    /**
     * Which of `ids` are messages of the category this reader may see; all of them when `ids` is undefined (marking
     * the whole category read).
     */
    async visible(reader: Reader, category: MessageCategory, ids: string[] | undefined): Promise<string[]> {
      if (category === 'order') {
        const events = orderEvents(reader);
        const rows = await db
          .select({ id: events.id })
          .from(events)
          .where(ids ? inArray(events.id, ids) : undefined);
        return rows.map((row) => row.id);
      }
      const uuids = ids?.filter((id) => UUID.test(id));
      if (uuids && uuids.length === 0) return [];
      const rows = await db
        .select({ id: noticeId })
        .from(notices)
        .where(noticeWhere(reader, category, uuids ? inArray(notices.id, uuids) : undefined));
      return rows.map((row) => row.id);
    },

    async markRead(reader: Reader & { category: MessageCategory }, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .insert(r)
        .values(
          ids.map((messageId) => ({
            driverId: reader.driverId,
            dealerId: reader.dealerId,
            category: reader.category,
            messageId,
            readAt: reader.now,
          })),
        )
        .onConflictDoNothing();
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
