import {
  AppealSubject,
  AppError,
  ErrorCode,
  TICKET_MAX_PICTURES,
  TicketKind,
  type CreateOrderAppeal,
  type OrderAppealQuery,
  type PageQuery,
  type ParkOrderRef,
  type Ticket,
  type TicketContext,
} from '@parking/contracts';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import type { TicketAction } from './ticket-rules';
import type { SupportRepository, TicketRow } from './support.repository';
import { notFound, summaryOf, type DriverRef, type TicketsAccess } from './tickets-access';

/** What a driver writes on a ticket after opening it. */
type DriverMessage = { content: string; pictures: string[] };

/** The driver's side: opening tickets and appeals, reading them, replying, rating and reopening. */
export function createTicketDriver({ deps, clock, repo, checkPictures, driverView, act, insertTicket }: TicketsAccess) {
  const { stays } = deps;

  const ownedBy = (driver: DriverRef) => (row: TicketRow) =>
    row.driverId === driver.id && row.dealerId === driver.dealerId;

  /** A driver's message on their ticket: replying and reopening differ only in how they move the ticket. */
  async function driverMessage(who: DriverRef, ticketId: string, action: TicketAction, input: DriverMessage) {
    await checkPictures(input.pictures);
    const row = await act(ticketId, ownedBy(who), action, async ({ r, row, now }) => {
      await checkPictureRoom(r, row, input.pictures.length);
      await r.insertEvent({
        ticketId: row.id,
        author: 'driver',
        content: input.content,
        pictures: input.pictures,
        createdAt: now,
      });
    });
    return driverView(row);
  }

  /** The pictures a ticket holds so far (the first message and the driver's replies): at most 9 in all. */
  async function checkPictureRoom(r: SupportRepository, row: TicketRow, adding: number) {
    const held = row.pictures.length + (await r.events(row.id)).reduce((n, e) => n + e.pictures.length, 0);
    if (held + adding > TICKET_MAX_PICTURES) {
      throw new AppError(ErrorCode.INVALID_INPUT, `每个工单最多上传 ${TICKET_MAX_PICTURES} 张图片`);
    }
  }

  async function insertNew(values: Parameters<SupportRepository['insertTicket']>[0]): Promise<TicketRow> {
    const now = clock.now();
    try {
      return await insertTicket({ ...values, createdAt: now, updatedAt: now });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, '该订单已有处理中的申诉，请等待处理结果');
      throw error;
    }
  }

  return {
    async create(
      who: DriverRef,
      input: {
        kind: 'consultation' | 'feedback';
        consultationType?: number | undefined;
        content: string;
        pictures: string[];
        context: TicketContext;
      },
    ): Promise<Ticket> {
      await checkPictures(input.pictures);
      const row = await insertNew({
        dealerId: who.dealerId,
        driverId: who.id,
        kind: input.kind,
        consultationType: input.kind === TicketKind.CONSULTATION ? (input.consultationType ?? null) : null,
        content: input.content,
        pictures: input.pictures,
        context: input.context,
      });
      return driverView(row);
    },

    /** An appeal of one of the driver's own stays (another driver's stay is a 404). */
    async createAppeal(
      who: DriverRef,
      input: ParkOrderRef & { content: string; pictures: string[]; reason?: string },
    ): Promise<TicketRow> {
      const stay = await stays.ownStay(who, input);
      await checkPictures(input.pictures);
      return insertNew({
        dealerId: stay.dealerId,
        driverId: who.id,
        kind: TicketKind.APPEAL,
        appealSubject: AppealSubject.PARKING,
        appealReason: input.reason ?? null,
        content: input.content,
        pictures: input.pictures,
        sessionId: stay.stayId,
      });
    },

    /** An appeal of one of the driver's paid charging bills, occupation fees or plan payments (decision 050). */
    async createOrderAppeal(who: DriverRef, input: CreateOrderAppeal & { pictures: string[] }): Promise<Ticket> {
      const order = await deps.orders[input.subject](input.orderNo);
      if (!order || order.driverId !== who.id || order.dealerId !== who.dealerId) {
        throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
      }
      if (!order.payOrderNo || order.paidFen <= 0) throw new AppError(ErrorCode.APPEAL_ORDER_UNPAID);
      await checkPictures(input.pictures);
      const now = clock.now();
      try {
        const row = await insertTicket({
          dealerId: order.dealerId,
          driverId: who.id,
          kind: TicketKind.APPEAL,
          appealSubject: input.subject,
          appealOrderNo: order.orderNo,
          content: input.content,
          pictures: input.pictures,
          context: { orderNo: order.orderNo },
          createdAt: now,
          updatedAt: now,
        });
        return driverView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.APPEAL_ALREADY_OPEN);
        throw error;
      }
    },

    /** The newest appeal of one of the driver's orders (null when there is none). */
    async orderAppeal(who: DriverRef, query: OrderAppealQuery): Promise<Ticket | null> {
      const row = await repo.newestOrderAppeal(who.id, query.subject, query.orderNo);
      return row && ownedBy(who)(row) ? driverView(row) : null;
    },

    view: (row: TicketRow) => driverView(row),

    async list(who: DriverRef, page: PageQuery) {
      const { results, totalRecord } = await repo.driverTickets(who.id, page);
      return pageOf(results.filter(ownedBy(who)).map(summaryOf), totalRecord);
    },

    async get(who: DriverRef, ticketId: string): Promise<Ticket> {
      const row = await repo.ticket(ticketId);
      if (!row || !ownedBy(who)(row)) throw notFound();
      return driverView(row);
    },

    reply: (who: DriverRef, ticketId: string, input: DriverMessage) =>
      driverMessage(who, ticketId, { type: 'driverReply' }, input),

    async rate(who: DriverRef, ticketId: string, input: { score: number; comment: string }) {
      const row = await act(ticketId, ownedBy(who), { type: 'rate' }, async () => ({
        ratingScore: input.score,
        ratingComment: input.comment,
      }));
      return driverView(row);
    },

    reopen: (who: DriverRef, ticketId: string, input: DriverMessage) =>
      driverMessage(who, ticketId, { type: 'reopen' }, input),
  };
}
