import { z } from 'zod';
import { PageQuery, page } from '../envelope';
import { MessageText } from '../validators/text';
import { FAQ_CATEGORIES, TICKET_KINDS, TICKET_REPLY_MAX, TICKET_STATES } from './constants';
import { Faq, Ticket, TicketSummary } from './tickets';

/** The agents' view of tickets: queues by SLA, internal notes, decisions and refunds (decision 030). */

/** A queue: open tickets of the agent's dealer, the nearest SLA deadline first (paused ones last). */
export const TicketQueueFilter = z.object({
  state: z.enum(TICKET_STATES, { error: '工单状态不正确' }).optional(),
  kind: z.enum(TICKET_KINDS, { error: '工单类型不正确' }).optional(),
  /** overdue: past its SLA deadline; nearlyDue: due within NEARLY_DUE_MINUTES (decision 088). */
  due: z.enum(['overdue', 'nearlyDue'], { error: '时限筛选不正确' }).optional(),
  /** Only tickets assigned to the asking agent. */
  mine: z.enum(['true', 'false']).optional(),
  /** Only tickets nobody has taken. */
  unassigned: z.enum(['true', 'false']).optional(),
});
export type TicketQueueFilter = z.input<typeof TicketQueueFilter>;
export const TicketQueueQuery = PageQuery.extend(TicketQueueFilter.shape);
export type TicketQueueQuery = z.input<typeof TicketQueueQuery>;

export const QueuedTicket = TicketSummary.extend({
  assigneeId: z.string().nullable(),
  /** The next SLA deadline (first reply, then the appeal decision); null while waiting on the driver or when met. */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  /** overdue | nearlyDue | onTime, null when nothing is due (decision 088). */
  dueState: z.enum(['overdue', 'nearlyDue', 'onTime']).nullable(),
  assigneeName: z.string().nullable(),
  firstRepliedAt: z.string().nullable(),
});
export type QueuedTicket = z.infer<typeof QueuedTicket>;
export const QueuedTicketPage = page(QueuedTicket);

export const InternalNote = z.object({ author: z.string(), content: z.string(), at: z.string() });

/** What an agent sees: the driver's view, internal notes, and for appeals the stay's own evidence. */
export const AgentTicket = Ticket.extend({
  state: z.enum(TICKET_STATES),
  assigneeId: z.string().nullable(),
  dueAt: z.string().nullable(),
  notes: z.array(InternalNote),
  /**
   * The driver's alert of the latest answer (提醒 in the app, decision 088 amended): when it was written and whether
   * the driver has read it; null before any answer alerted (a ticket of a deleted account, or the alert on its way).
   */
  driverAlert: z.object({ at: z.string(), read: z.boolean() }).nullable(),
  /** The stay's gate pictures and device events, beside the driver's pictures. */
  stayEvidence: z
    .object({
      enteredAt: z.string().nullable(),
      exitedAt: z.string().nullable(),
      pictures: z.array(z.string()),
      events: z.array(z.object({ kind: z.string(), at: z.string(), picUrl: z.string().nullable() })),
      paidFen: z.number().int(),
    })
    .nullable(),
  /** An appealed order's own record (meter values, status timeline, payments), beside the driver's pictures. */
  orderEvidence: z
    .object({
      title: z.string(),
      lines: z.array(z.object({ label: z.string(), value: z.string(), at: z.string().nullable() })),
    })
    .nullable(),
});
export type AgentTicket = z.infer<typeof AgentTicket>;

const AgentText = (what: string) =>
  MessageText.pipe(z.string().min(1, `请填写${what}`).max(TICKET_REPLY_MAX, `${what}最多 ${TICKET_REPLY_MAX} 个字`));

export const AgentReply = z
  .object({
    content: AgentText('回复内容'),
    /** Ask the driver for more (待您补充): the SLA clock pauses until they answer. */
    askDriver: z.boolean().default(false),
  })
  .strict();
export type AgentReply = z.input<typeof AgentReply>;

export const AgentNote = z.object({ content: AgentText('备注') }).strict();
export type AgentNote = z.input<typeof AgentNote>;

/** Resolve a consultation or feedback with a last public answer. */
export const ResolveTicket = z.object({ content: AgentText('处理结果') }).strict();
export type ResolveTicket = z.input<typeof ResolveTicket>;

/**
 * A coupon given as compensation (decision 054): one of the dealer's templates; for an amount template the agent may
 * choose a smaller amount (1 fen up to the template's), other kinds give what the template says.
 */
export const CompensationCoupon = z
  .object({
    templateId: z.uuid('优惠券模板不存在'),
    amountFen: z.number().int('补偿金额须为整数分').positive('补偿金额须大于 0').optional(),
  })
  .strict();
export type CompensationCoupon = z.input<typeof CompensationCoupon>;

/**
 * Service review of an appeal: reject it, approve a refund (full or partial) for finance to confirm, or compensate
 * with a coupon — instead of money (`coupon`) or beside a refund (`refund` with `coupon`).
 */
export const DecideAppeal = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('rejected'), content: AgentText('处理说明') }).strict(),
    z
      .object({
        decision: z.literal('refund'),
        refundFen: z.number().int('退款金额须为整数分').positive('退款金额须大于 0'),
        content: AgentText('处理说明'),
        coupon: CompensationCoupon.optional(),
      })
      .strict(),
    z.object({ decision: z.literal('coupon'), coupon: CompensationCoupon, content: AgentText('处理说明') }).strict(),
  ],
  { error: '处理结果只能是 refund、coupon 或 rejected' },
);
export type DecideAppeal = z.input<typeof DecideAppeal>;

/** Finance review: confirm the approved refund (it is then sent once through the payments module) or send it back. */
export const FinanceReview = z.object({ approve: z.boolean(), content: AgentText('审核说明') }).strict();
export type FinanceReview = z.input<typeof FinanceReview>;

export const FaqInput = z
  .object({
    category: z.enum(FAQ_CATEGORIES, { error: '请选择分类' }),
    question: MessageText.pipe(z.string().min(2, '请填写问题').max(100, '问题最多 100 个字')),
    answer: MessageText.pipe(z.string().min(2, '请填写解答').max(1000, '解答最多 1000 个字')),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .strict();
export type FaqInput = z.input<typeof FaqInput>;
export const FaqIdParams = z.object({ faqId: z.uuid('问题不存在') });
export const FaqId = z.object({ faqId: z.string() });
export type FaqId = z.infer<typeof FaqId>;
export const OperatorFaq = Faq.extend({ sort: z.number().int() });
export type OperatorFaq = z.infer<typeof OperatorFaq>;
