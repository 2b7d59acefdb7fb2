import { NoticeType, type MessageCategory, type PageQuery } from '@parking/contracts';
import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import { messageReads, notices, paymentOrders } from '../../db/schema';

/** A message as the 消息中心 lists it, before it is worded. */
export interface MessageRow {
  id: string;
  title: string;
  /** The notice's rich text, or the order's description. */
  body: string;
  amountFen: number | null;
  /** Published or paid (a paid order always has paidAt). */
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
 * The 消息中心's messages and what each driver has read of them (issue 44). Notices are the dealer's published
 * system notices and bulletins; order events are the driver's paid payment orders. Every query is scoped by the
 * reader: a driver sees and marks only their own read state.
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
  const orderWhere = (reader: Reader, ...more: (SQL | undefined)[]) =>
    and(
      eq(paymentOrders.driverId, reader.driverId),
      eq(paymentOrders.dealerId, reader.dealerId),
      eq(paymentOrders.state, 'paid'),
      gte(paymentOrders.paidAt, reader.ordersSince),
      ...more,
    );

  return {
    async page(reader: Reader, category: MessageCategory, paging: PageQuery) {
      if (category === 'order') {
        const where = orderWhere(reader);
        return fetchPage<MessageRow>(
          db
            .select({
              id: paymentOrders.orderNo,
              title: sql<string>`'支付成功'`,
              body: paymentOrders.description,
              amountFen: paymentOrders.amountFen,
              at: paymentOrders.paidAt,
              read: sql<boolean>`${r.driverId} is not null`,
            })
            .from(paymentOrders)
            .leftJoin(r, readJoin(reader, category, sql`${paymentOrders.orderNo}`))
            .where(where)
            .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.orderNo))
            .limit(paging.pageSize)
            .offset(offsetOf(paging)),
          db.select({ n: count() }).from(paymentOrders).where(where),
        );
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
          ? await db
              .select({ n: count() })
              .from(paymentOrders)
              .leftJoin(r, readJoin(reader, category, sql`${paymentOrders.orderNo}`))
              .where(orderWhere(reader, isNull(r.driverId)))
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
        const rows = await db
          .select({ id: paymentOrders.orderNo })
          .from(paymentOrders)
          .where(orderWhere(reader, ids ? inArray(paymentOrders.orderNo, ids) : undefined));
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
