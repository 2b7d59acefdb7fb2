import {
  APPEAL_SUBJECT_TEXT,
  AppealSubject,
  AppError,
  CONSULTATION_TYPE_TEXT,
  ErrorCode,
  formatFen,
  formatPlateNo,
  TICKET_KIND_TEXT,
  TICKET_STATUS_TEXT,
  TicketKind,
  TicketState,
  type AgentTicket,
  type OrderAppealSubject,
  type Ticket,
  type TicketMessage,
  type TicketStep,
  type TicketSummary,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { publish, Topic } from '../../events/outbox';
import type { PicturesService } from '../basic';
import type { AlertsService } from '../follows';
import type { StayRef, StayRefs } from '../parking';
import type { Payments } from '../payments';
import {
  driverCanRate,
  driverCanReopen,
  driverCanReply,
  defaultSla,
  dueAt,
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

/** The follows module's alerts as the service desk uses them (the driver's 提醒 list, decision 059). */
export type DriverAlerts = Pick<AlertsService, 'notifyAnswer' | 'ticketAlert'>;

export interface DriverRef {
  id: string;
  dealerId: string;
}
export interface AgentRef {
  id: string;
  dealerId: string;
}

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

/** The coupons module's side of a compensation: one coupon of one of the dealer's templates, in `tx`. */
export interface CompensationCoupons {
  compensate(
    tx: Db,
    input: { dealerId: string; templateId: string; driverId: string; amountFen?: number | undefined },
  ): Promise<{ couponId: string; title: string }>;
}

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
  /** The driver's 提醒 list (the follows module's alerts): an agent's answer alerts the driver (decision 088). */
  alerts: DriverAlerts;
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, '工单不存在');
export const ticketNoOf = (row: Pick<TicketRow, 'seq'>) => `CS${String(row.seq).padStart(8, '0')}`;
export const iso = (d: Date | null) => d?.toISOString() ?? null;
export const OPEN_STATES: TicketState[] = ['submitted', 'inProgress', 'waitingDriver', 'awaitingFinance'];

export const factsOf = (row: TicketRow): TicketFacts => ({
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
export const changesOf = (f: TicketFacts, sla: Sla): TicketChanges => ({
  state: f.state,
  firstRepliedAt: f.firstRepliedAt,
  waitingSince: f.waitingSince,
  pausedMs: f.pausedMs,
  reopenCount: f.reopenCount,
  dueAt: dueAt(f, sla),
});

/** The outbox topic of a ticket that changed (subject: its id): the service desk's queue stream (decision 088). */
export const TICKET_TOPIC = Topic.SUPPORT_TICKET;

/**
 * An agent's answer the driver reads (subject: the ticket event's id): the driver's 提醒 list gets an alert for it
 * (decision 088, amended), once whatever the replays.
 */
export const REPLY_TOPIC = Topic.SUPPORT_REPLY;

/** The dealer's SLA for a kind, or the defaults (decision 088). */
export async function slaFor(r: SupportRepository, dealerId: string, kind: TicketKind): Promise<Sla> {
  const row = await r.slaOf(dealerId, kind);
  if (!row) return defaultSla(kind);
  return {
    firstAnswerMs: row.firstAnswerMinutes * 60_000,
    resolveMs: row.resolveMinutes === null ? null : row.resolveMinutes * 60_000,
  };
}

export const titleOf = (row: TicketRow) => {
  if (row.kind === TicketKind.CONSULTATION && row.consultationType !== null) {
    return `${TICKET_KIND_TEXT[row.kind]} · ${CONSULTATION_TYPE_TEXT[row.consultationType] ?? ''}`;
  }
  // Charging, occupation and plan appeals say which (decision 050); parking appeals keep 账单申诉.
  if (row.appealOrderNo && row.appealSubject) return APPEAL_SUBJECT_TEXT[row.appealSubject];
  return TICKET_KIND_TEXT[row.kind];
};

export const summaryOf = (row: TicketRow): TicketSummary => ({
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
export function stepsOf(row: TicketRow): TicketStep[] {
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

export const messagesOf = (events: EventRow[]): TicketMessage[] =>
  events
    .filter((e) => e.author !== 'note')
    .map((e) => ({
      author: e.author as TicketMessage['author'],
      content: e.content,
      pictures: e.pictures,
      at: e.createdAt.toISOString(),
    }));

/**
 * What the parts of the tickets service share: the repository, the appealed order, the pictures check, the driver's and
 * the agent's views, one locked action on a ticket, a new ticket, and an agent's message.
 */
export function createTicketsAccess(deps: SupportDeps) {
  const { db, clock, stays, pictures } = deps;
  const repo = createSupportRepository(db);

  async function appealedOrder(row: Pick<TicketRow, 'appealSubject' | 'appealOrderNo'>) {
    if (!row.appealOrderNo || !row.appealSubject || row.appealSubject === AppealSubject.PARKING) return undefined;
    return deps.orders[row.appealSubject](row.appealOrderNo);
  }

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
    const [base, events, evidence, appealed, driverAlert] = await Promise.all([
      driverView(row),
      repo.events(row.id),
      row.sessionId ? stays.evidence(row.sessionId) : null,
      appealedOrder(row),
      deps.alerts.ticketAlert(row.id),
    ]);
    return {
      ...base,
      state: row.state,
      assigneeId: row.assigneeId,
      dueAt: iso(row.dueAt),
      driverAlert,
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
      const plain = createSupportRepository(tx);
      // Each message the driver will read (an agent's answer) is announced for the driver's reply alert.
      const answers: number[] = [];
      const r: SupportRepository = {
        ...plain,
        async insertEvent(values) {
          const id = await plain.insertEvent(values);
          if (values.author === 'agent') answers.push(id);
          return id;
        },
      };
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
      for (const id of answers) await publish(tx, { topic: REPLY_TOPIC, dealerId: row.dealerId, subject: String(id) });
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

  const ofDealer = (agent: AgentRef) => (row: TicketRow) => row.dealerId === agent.dealerId;

  return {
    deps,
    db,
    clock,
    repo,
    appealedOrder,
    checkPictures,
    driverView,
    agentView,
    act,
    insertTicket,
    agentEvent,
    ofDealer,
  };
}
export type TicketsAccess = ReturnType<typeof createTicketsAccess>;
