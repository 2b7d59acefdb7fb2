import {
  APPEAL_SUBJECT_TEXT,
  AppealSubject,
  AppError,
  CONSULTATION_TYPE_TEXT,
  ErrorCode,
  formatFen,
  formatPlateNo,
  TICKET_KIND_TEXT,
  TICKET_MAX_PICTURES,
  TICKET_STATUS_TEXT,
  TicketKind,
  TicketState,
  type AgentTicket,
  type CompensationCoupon,
  type CreateOrderAppeal,
  type OrderAppealQuery,
  type OrderAppealSubject,
  type PageQuery,
  type ParkOrderRef,
  type QueuedTicket,
  type Ticket,
  type TicketContext,
  type TicketMessage,
  type TicketStep,
  type TicketSummary,
  NEARLY_DUE_MINUTES,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { publish } from '../../events/outbox';
import { pageOf } from '../../db/paging';
import type { PicturesService } from '../basic';
import type { StayRef, StayRefs } from '../parking';
import type { Payments } from '../payments';
import {
  driverCanRate,
  driverCanReopen,
  driverCanReply,
  defaultSla,
  dueAt,
  dueStateOf,
  step,
  type Sla,
  TicketRefusal,
  type TicketAction,
  type TicketFacts,
} from './ticket-rules';
import {
  createSupportRepository,
  type EventRow,
  type SupportRepository,
  type TicketChanges,
  type TicketRow,
} from './support.repository';

type QueueQuery = {
  state?: TicketState | undefined;
  kind?: TicketKind | undefined;
  due?: 'overdue' | 'nearlyDue' | undefined;
  mine?: 'true' | 'false' | undefined;
  unassigned?: 'true' | 'false' | undefined;
} & PageQuery;

export interface DriverRef {
  id: string;
  dealerId: string;
}
export interface AgentRef {
  id: string;
  dealerId: string;
}

/** The dealer's queue by kind, state, due time and assignee, each ticket marked overdue or nearly due. */
async function queueOf(
  repo: SupportRepository,
  clock: Clock,
  who: AgentRef,
  query: {
    state?: TicketState | undefined;
    kind?: TicketKind | undefined;
    due?: 'overdue' | 'nearlyDue' | undefined;
    mine?: 'true' | 'false' | undefined;
    unassigned?: 'true' | 'false' | undefined;
  } & PageQuery,
) {
  const now = clock.now();
  const nearlyBefore = new Date(now.getTime() + NEARLY_DUE_MS);
  const { results, totalRecord } = await repo.queue(
    who.dealerId,
    {
      states: query.state ? [query.state] : OPEN_STATES,
      kind: query.kind,
      ...(query.mine === 'true' ? { assigneeId: who.id } : {}),
      unassigned: query.unassigned === 'true',
      due: query.due ? { kind: query.due, now, nearlyBefore } : undefined,
    },
    query,
  );
  return pageOf(
    results.map((row): QueuedTicket => ({
      ...summaryOf(row),
      assigneeId: row.assigneeId,
      assigneeName: row.assigneeName,
      firstRepliedAt: iso(row.firstRepliedAt),
      dueAt: iso(row.dueAt),
      overdue: row.dueAt !== null && row.dueAt.getTime() < now.getTime(),
      dueState: dueStateOf(row.dueAt, now, NEARLY_DUE_MS),
    })),
    totalRecord,
  );
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '工单不存在');
export const ticketNoOf = (row: Pick<TicketRow, 'seq'>) => `CS${String(row.seq).padStart(8, '0')}`;
/** The payment refund of an appeal: one number per ticket, so it can be sent once only. */
const refundNoOf = (row: Pick<TicketRow, 'seq'>) => `RF${ticketNoOf(row)}`;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const OPEN_STATES: TicketState[] = ['submitted', 'inProgress', 'waitingDriver', 'awaitingFinance'];

const factsOf = (row: TicketRow): TicketFacts => ({
  kind: row.kind,
  state: row.state,
  createdAt: row.createdAt,
  firstRepliedAt: row.firstRepliedAt,
  waitingSince: row.waitingSince,
  pausedMs: row.pausedMs,
  reopenCount: row.reopenCount,
  refunded: row.refundNo !== null,
  rated: row.ratingScore !== null,
});
const changesOf = (f: TicketFacts, sla: Sla): TicketChanges => ({
  state: f.state,
  firstRepliedAt: f.firstRepliedAt,
  waitingSince: f.waitingSince,
  pausedMs: f.pausedMs,
  reopenCount: f.reopenCount,
  dueAt: dueAt(f, sla),
});

/** The outbox topic of a ticket that changed (subject: its id): the service desk's queue stream (decision 088). */
export const TICKET_TOPIC = 'support.ticket';
const NEARLY_DUE_MS = NEARLY_DUE_MINUTES * 60_000;

/** The dealer's SLA for a kind, or the defaults (decision 088). */
export async function slaFor(r: SupportRepository, dealerId: string, kind: TicketKind): Promise<Sla> {
  const row = await r.slaOf(dealerId, kind);
  if (!row) return defaultSla(kind);
  return {
    firstAnswerMs: row.firstAnswerMinutes * 60_000,
    resolveMs: row.resolveMinutes === null ? null : row.resolveMinutes * 60_000,
  };
}

const titleOf = (row: TicketRow) => {
  if (row.kind === TicketKind.CONSULTATION && row.consultationType !== null) {
    return `${TICKET_KIND_TEXT[row.kind]} · ${CONSULTATION_TYPE_TEXT[row.consultationType] ?? ''}`;
  }
  // Charging, occupation and plan appeals say which (decision 050); parking appeals keep 账单申诉.
  if (row.appealOrderNo && row.appealSubject) return APPEAL_SUBJECT_TEXT[row.appealSubject];
  return TICKET_KIND_TEXT[row.kind];
};

const summaryOf = (row: TicketRow): TicketSummary => ({
  ticketId: row.id,
  ticketNo: ticketNoOf(row),
  kind: row.kind,
  kindText: TICKET_KIND_TEXT[row.kind],
  title: titleOf(row),
  status: row.state,
  statusText: TICKET_STATUS_TEXT[row.state],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the driver sees happen, step by step (appeals: submission, service review, finance review, refund). */
function stepsOf(row: TicketRow): TicketStep[] {
  const done = (title: string, at: Date | null, isDone = at !== null): TicketStep => ({
    title,
    done: isDone,
    at: iso(at),
  });
  if (row.kind !== TicketKind.APPEAL) {
    const resolved = row.state === TicketState.RESOLVED || row.state === TicketState.CLOSED;
    return [
      done('已提交', row.createdAt),
      done('客服处理', row.firstRepliedAt),
      done('已解决', resolved ? row.decidedAt : null),
    ];
  }
  // A compensation coupon is its own step, after the review that gave it (decision 054).
  const coupon = row.compensationTitle ? [done(`补偿优惠券：${row.compensationTitle}`, row.decidedAt)] : [];
  if (row.decision === 'rejected') return [done('提交申诉', row.createdAt), done('客服审核：申诉驳回', row.decidedAt)];
  if (row.decision === 'coupon') {
    return [done('提交申诉', row.createdAt), done('客服审核：申诉成立', row.decidedAt), ...coupon];
  }
  if (row.decision === 'accepted') return [done('提交申诉', row.createdAt), done('客服审核：申诉成立', row.decidedAt)];
  const amount = row.refundFen !== null ? `（${formatFen(row.refundFen)}）` : '';
  return [
    done('提交申诉', row.createdAt),
    done(
      `客服审核${row.decision === 'refund' ? '：同意退款' + amount : ''}`,
      row.decision === 'refund' ? row.decidedAt : null,
    ),
    ...coupon,
    done('财务审核', row.refundedAt),
    done('原路退款', row.refundedAt),
  ];
}

const messagesOf = (events: EventRow[]): TicketMessage[] =>
  events
    .filter((e) => e.author !== 'note')
    .map((e) => ({
      author: e.author as TicketMessage['author'],
      content: e.content,
      pictures: e.pictures,
      at: e.createdAt.toISOString(),
    }));

/** An order of another module that a driver may appeal (decision 050): its modules' `appealRefs` answer this. */
export interface AppealableOrder {
  orderNo: string;
  dealerId: string;
  driverId: string;
  title: string;
  /** The payments module's purchase order that paid it; null while unpaid. */
  payOrderNo: string | null;
  paidFen: number;
  paidAt: Date | null;
  /** The order's own record (meter values, status timeline, period), for agents. */
  evidence: { label: string; value: string; at: Date | null }[];
}
export type AppealOrders = Record<OrderAppealSubject, (orderNo: string) => Promise<AppealableOrder | undefined>>;

/** The purchase refund of an order appeal: one key per ticket, so it can be sent once only. */
const appealRefundKeyOf = (row: Pick<TicketRow, 'seq'>) => `appeal:${ticketNoOf(row)}`;

/** The coupons module's side of a compensation: one coupon of one of the dealer's templates, in `tx`. */
export interface CompensationCoupons {
  compensate(
    tx: Db,
    input: { dealerId: string; templateId: string; driverId: string; amountFen?: number | undefined },
  ): Promise<{ couponId: string; title: string }>;
}

/** What a driver writes on a ticket after opening it. */
type DriverMessage = { content: string; pictures: string[] };

/** What the support module needs from the rest of the server (the tickets service needs all of it). */
export interface SupportDeps {
  db: Db;
  clock: Clock;
  stays: StayRefs;
  /** Charging bills, occupation fees and plan payments (decision 050). */
  orders: AppealOrders;
  pictures: PicturesService;
  payments: Pick<Payments, 'appealRefunds' | 'purchases'>;
  /** Gives an appeal's compensation coupon in the ticket's transaction (the coupons module's grants, decision 054). */
  coupons: CompensationCoupons;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Customer-service tickets (decision 030): drivers open and follow their own (another driver's is a 404); agents of
 * the ticket's dealer answer, decide and, with finance, refund appeals through the payments module exactly once.
 * Every action locks the ticket row and moves it by `ticket-rules.step`, so two actions at once run one after the other
 * and the second sees the first's outcome.
 */
export function createTicketsService(deps: SupportDeps) {
  const { db, clock, stays, pictures } = deps;
  const { appealRefunds, purchases } = deps.payments;

  async function appealedOrder(row: Pick<TicketRow, 'appealSubject' | 'appealOrderNo'>) {
    if (!row.appealOrderNo || !row.appealSubject || row.appealSubject === AppealSubject.PARKING) return undefined;
    return deps.orders[row.appealSubject](row.appealOrderNo);
  }

  /**
   * The appealed order of a ticket, read before the ticket's transaction opens: its module reads on its own
   * connection, which on PGlite (one connection) would wait for that transaction forever.
   */
  async function orderOfTicket(ticketId: string) {
    const row = await repo.ticket(ticketId);
    return row ? appealedOrder(row) : undefined;
  }

  /** What an order appeal may still refund: what the order took less the refunds of its earlier appeals. */
  async function orderRefundableFen(r: SupportRepository, row: TicketRow, order: AppealableOrder) {
    return Math.max(0, order.paidFen - (await r.refundedForOrder(row.appealSubject!, order.orderNo, row.id)));
  }
  const repo = createSupportRepository(db);

  async function checkPictures(urls: readonly string[]) {
    for (const url of urls) {
      if (!(await pictures.exists(url))) throw new AppError(ErrorCode.INVALID_INPUT, '图片不存在，请重新上传');
    }
  }

  async function stayOf(row: TicketRow): Promise<StayRef | undefined> {
    return row.sessionId ? stays.stay(row.sessionId) : undefined;
  }

  async function driverView(row: TicketRow, r: SupportRepository = repo): Promise<Ticket> {
    const [events, stay, appealed] = await Promise.all([r.events(row.id), stayOf(row), appealedOrder(row)]);
    const facts = factsOf(row);
    return {
      ...summaryOf(row),
      content: row.content,
      pictures: row.pictures,
      context: row.context,
      order: stay
        ? { uniqueId: stay.stayId, parkId: stay.parkId, parkName: stay.parkName, plateNo: formatPlateNo(stay.plateNo) }
        : null,
      appealSubject: row.appealSubject,
      appealOrder: appealed
        ? { orderNo: appealed.orderNo, title: appealed.title, paidFen: appealed.paidFen, paidAt: iso(appealed.paidAt) }
        : null,
      messages: messagesOf(events),
      steps: stepsOf(row),
      refundFen: row.refundFen,
      coupon:
        row.compensationCouponId && row.compensationTitle
          ? { couponId: row.compensationCouponId, title: row.compensationTitle }
          : null,
      rating: row.ratingScore !== null ? { score: row.ratingScore, comment: row.ratingComment ?? '' } : null,
      canReply: driverCanReply(facts),
      canRate: driverCanRate(facts),
      canReopen: driverCanReopen(facts),
    };
  }

  async function agentView(row: TicketRow): Promise<AgentTicket> {
    const [base, events, evidence, appealed] = await Promise.all([
      driverView(row),
      repo.events(row.id),
      row.sessionId ? stays.evidence(row.sessionId) : null,
      appealedOrder(row),
    ]);
    return {
      ...base,
      state: row.state,
      assigneeId: row.assigneeId,
      dueAt: iso(row.dueAt),
      notes: events
        .filter((e) => e.author === 'note')
        .map((e) => ({ author: e.operatorId ?? '', content: e.content, at: e.createdAt.toISOString() })),
      stayEvidence: evidence,
      orderEvidence: appealed
        ? {
            title: appealed.title,
            lines: appealed.evidence.map((l) => ({ label: l.label, value: l.value, at: iso(l.at) })),
          }
        : null,
    };
  }

  /**
   * One action on one ticket, in a transaction with the row locked: `visible` says whether the caller may see it
   * (else 404), `action` moves it by the rules (a refusal is a 409 with its text), `then` writes what goes with it.
   */
  async function act(
    ticketId: string,
    visible: (row: TicketRow) => boolean,
    action: TicketAction | null,
    then: (ctx: { tx: Db; r: SupportRepository; row: TicketRow; now: Date }) => Promise<TicketChanges | void>,
  ): Promise<TicketRow> {
    return db.transaction(async (tx) => {
      const r = createSupportRepository(tx);
      const row = await r.lockTicket(ticketId);
      if (!row || !visible(row)) throw notFound();
      const now = clock.now();
      let changes: TicketChanges = {};
      if (action) {
        const sla = await slaFor(r, row.dealerId, row.kind);
        try {
          changes = changesOf(step(factsOf(row), action, now), sla);
        } catch (error) {
          if (error instanceof TicketRefusal) throw new AppError(ErrorCode.CONFLICT, error.message);
          throw error;
        }
      }
      const extra = await then({ tx, r, row, now });
      await publish(tx, { topic: TICKET_TOPIC, dealerId: row.dealerId, subject: row.id });
      return r.updateTicket(row.id, { ...changes, ...extra }, now);
    });
  }

  /** A new ticket with its first deadline by the dealer's SLA, announced to the desk in the same transaction. */
  async function insertTicket(values: Parameters<SupportRepository['insertTicket']>[0]): Promise<TicketRow> {
    return db.transaction(async (tx) => {
      const r = createSupportRepository(tx);
      const sla = await slaFor(r, values.dealerId, values.kind);
      const at = values.createdAt ?? clock.now();
      const row = await r.insertTicket({ ...values, dueAt: new Date(at.getTime() + sla.firstAnswerMs) });
      await publish(tx, { topic: TICKET_TOPIC, dealerId: row.dealerId, subject: row.id });
      return row;
    });
  }

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
  const ofDealer = (agent: AgentRef) => (row: TicketRow) => row.dealerId === agent.dealerId;

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

  const driver = {
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

  const agentEvent = (
    r: SupportRepository,
    row: TicketRow,
    agent: AgentRef,
    author: 'agent' | 'note' | 'system',
    content: string,
    now: Date,
  ) =>
    r.insertEvent({
      ticketId: row.id,
      author,
      operatorId: author === 'system' ? null : agent.id,
      content,
      createdAt: now,
    });

  /** Gives the ticket's compensation coupon once, in the ticket's transaction (its row is locked). */
  async function compensate(
    tx: Db,
    r: SupportRepository,
    row: TicketRow,
    who: AgentRef,
    coupon: CompensationCoupon | undefined,
    now: Date,
  ): Promise<TicketChanges> {
    if (!coupon || row.compensationCouponId) return {};
    const given = await deps.coupons.compensate(tx, {
      dealerId: row.dealerId,
      templateId: coupon.templateId,
      driverId: row.driverId,
      amountFen: coupon.amountFen,
    });
    await agentEvent(r, row, who, 'system', `补偿优惠券「${given.title}」已发放到您的账户，可在我的优惠券中查看`, now);
    return { compensationCouponId: given.couponId, compensationTitle: given.title };
  }

  const agent = {
    queue: (who: AgentRef, query: QueueQuery) => queueOf(repo, clock, who, query),

    async get(who: AgentRef, ticketId: string): Promise<AgentTicket> {
      const row = await repo.ticket(ticketId);
      if (!row || !ofDealer(who)(row)) throw notFound();
      return agentView(row);
    },

    async assign(who: AgentRef, ticketId: string) {
      const row = await act(ticketId, ofDealer(who), null, async ({ row }) => {
        if (!OPEN_STATES.includes(row.state)) throw new AppError(ErrorCode.CONFLICT, '工单已结束，无需分配');
        return { assigneeId: who.id };
      });
      return agentView(row);
    },

    /** Gives a ticket to another agent of the dealer (service or admin, enabled). */
    async reassign(who: AgentRef, ticketId: string, operatorId: string) {
      const [to] = await repo.agents(who.dealerId, operatorId);
      if (!to) throw new AppError(ErrorCode.INVALID_INPUT, '只能分配给本运营商启用中的客服');
      const row = await act(ticketId, ofDealer(who), null, async ({ r, row, now }) => {
        if (!OPEN_STATES.includes(row.state)) throw new AppError(ErrorCode.CONFLICT, '工单已结束，无需分配');
        if (row.assigneeId === operatorId) throw new AppError(ErrorCode.CONFLICT, `工单已由${to.displayName}处理`);
        await agentEvent(r, row, who, 'note', `工单转交给${to.displayName}`, now);
        return { assigneeId: operatorId };
      });
      return agentView(row);
    },

    async reply(who: AgentRef, ticketId: string, input: { content: string; askDriver: boolean }) {
      const row = await act(
        ticketId,
        ofDealer(who),
        { type: 'agentReply', askDriver: input.askDriver },
        async ({ r, row, now }) => {
          await agentEvent(r, row, who, 'agent', input.content, now);
          return row.assigneeId ? {} : { assigneeId: who.id };
        },
      );
      return agentView(row);
    },

    async note(who: AgentRef, ticketId: string, content: string) {
      const row = await act(ticketId, ofDealer(who), null, async ({ r, row, now }) => {
        await agentEvent(r, row, who, 'note', content, now);
      });
      return agentView(row);
    },

    async resolve(who: AgentRef, ticketId: string, content: string) {
      const row = await act(ticketId, ofDealer(who), { type: 'resolve' }, async ({ r, row, now }) => {
        await agentEvent(r, row, who, 'agent', content, now);
        return { decidedAt: now };
      });
      return agentView(row);
    },

    /**
     * Service review: close the appeal without money (rejected or upheld), with a coupon instead of money, or approve
     * a refund for finance (optionally with a coupon beside it). A ticket gives one coupon at most: a decision taken
     * again (after finance sent a refund back) keeps the first coupon and grants nothing new.
     */
    async decide(
      who: AgentRef,
      ticketId: string,
      input:
        | { decision: 'rejected' | 'accepted'; content: string }
        | { decision: 'coupon'; coupon: CompensationCoupon; content: string }
        | { decision: 'refund'; refundFen: number; content: string; coupon?: CompensationCoupon | undefined },
    ): Promise<TicketRow> {
      const action: TicketAction = input.decision === 'refund' ? { type: 'approveRefund' } : { type: 'closeAppeal' };
      const order = await orderOfTicket(ticketId);
      return act(ticketId, ofDealer(who), action, async ({ tx, r, row, now }) => {
        await agentEvent(r, row, who, 'agent', input.content, now);
        const coupon = 'coupon' in input && input.coupon ? input.coupon : undefined;
        if (input.decision !== 'refund') {
          return { decision: input.decision, decidedAt: now, ...(await compensate(tx, r, row, who, coupon, now)) };
        }
        const refundable = order
          ? await orderRefundableFen(r, row, order)
          : await appealRefunds.refundableFen(row.sessionId!, tx);
        if (refundable === 0) throw new AppError(ErrorCode.CONFLICT, '该订单没有可原路退回的支付');
        if (input.refundFen > refundable) {
          throw new AppError(ErrorCode.INVALID_INPUT, `退款金额不能超过 ${formatFen(refundable)}`);
        }
        await agentEvent(r, row, who, 'system', `客服审核通过，退款 ${formatFen(input.refundFen)} 待财务审核`, now);
        return {
          decision: 'refund',
          refundFen: input.refundFen,
          decidedAt: now,
          assigneeId: row.assigneeId ?? who.id,
          ...(await compensate(tx, r, row, who, coupon, now)),
        };
      });
    },

    /** Finance review: the approved refund goes out through the payments module, once; or back to service. */
    async financeReview(who: AgentRef, ticketId: string, input: { approve: boolean; content: string }) {
      const action: TicketAction = { type: input.approve ? 'financeApprove' : 'financeReturn' };
      const order = await orderOfTicket(ticketId);
      const row = await act(ticketId, ofDealer(who), action, async ({ tx, r, row, now }) => {
        await agentEvent(r, row, who, 'note', input.content, now);
        if (!input.approve) return { decision: null, refundFen: null, decidedAt: null };
        if (order) {
          // A purchase (charging hold, occupation fee, plan payment): balance-paid goes back to the wallet at once,
          // provider-paid becomes a refund the sweeper sends; the key is the ticket's, so once per ticket.
          if (!order.payOrderNo) throw new AppError(ErrorCode.APPEAL_ORDER_UNPAID);
          const key = appealRefundKeyOf(row);
          await purchases.refundPurchase(tx, { orderNo: order.payOrderNo, key, amountFen: row.refundFen! });
          await agentEvent(
            r,
            row,
            who,
            'system',
            `退款 ${formatFen(row.refundFen!)} 已原路退回（余额支付的退回账户余额）`,
            now,
          );
          return { refundNo: key, refundedAt: now };
        }
        const refundNo = refundNoOf(row);
        const toWallet = await appealRefunds.refundStay(tx, {
          sessionId: row.sessionId!,
          dealerId: row.dealerId,
          refundNo,
          amountFen: row.refundFen!,
        });
        await agentEvent(
          r,
          row,
          who,
          'system',
          toWallet
            ? `退款 ${formatFen(row.refundFen!)} 已退回账户余额`
            : `退款 ${formatFen(row.refundFen!)} 已原路退回，预计 1-3 个工作日到账`,
          now,
        );
        return { refundNo, refundedAt: now };
      });
      if (input.approve) {
        void appealRefunds
          .kick()
          .catch((err: unknown) => deps.log.warn({ err }, 'immediate appeal refund round failed'));
      }
      return agentView(row);
    },

    view: (row: TicketRow) => agentView(row),
  };

  return { driver, agent, repo, stays };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
