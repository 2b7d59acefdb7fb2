import { z } from 'zod';
import { MessageText } from '../validators/text';
import { TICKET_KINDS, TICKET_REPLY_MAX } from './constants';

/**
 * The service desk (decision 088): the dealer's SLA per ticket kind, the queue's figures, reassignment, canned
 * replies and the queue's push stream.
 */

/** A ticket due within this many minutes is nearly due (临近超时). */
export const NEARLY_DUE_MINUTES = 120;
/** The median time to a first answer is taken over tickets submitted in this many days. */
export const SLA_MEDIAN_DAYS = 30;

const Minutes = (what: string) =>
  z
    .number({ error: `请填写${what}` })
    .int(`${what}须为整数分钟`)
    .min(5, `${what}至少 5 分钟`)
    .max(43_200, `${what}最多 30 天`);

export const SlaPolicy = z.object({
  kind: z.enum(TICKET_KINDS, { error: '工单类型不正确' }),
  /** The first answer is due this long after submission. */
  firstAnswerMinutes: Minutes('首次响应时限'),
  /** The ticket is to be resolved (an appeal decided) this long after submission; null: no resolution deadline. */
  resolveMinutes: Minutes('解决时限').nullable(),
});
export type SlaPolicy = z.infer<typeof SlaPolicy>;

export const SlaPolicies = z.array(SlaPolicy);

export const SlaUpdate = z
  .object({
    policies: z
      .array(
        SlaPolicy.strict().refine((p) => p.resolveMinutes === null || p.resolveMinutes >= p.firstAnswerMinutes, {
          message: '解决时限不能短于首次响应时限',
          path: ['resolveMinutes'],
        }),
      )
      .min(1, '请至少设置一种工单类型')
      .max(TICKET_KINDS.length)
      .refine((ps) => new Set(ps.map((p) => p.kind)).size === ps.length, '同一工单类型只能设置一次'),
  })
  .strict();
export type SlaUpdate = z.input<typeof SlaUpdate>;

/** The queue's figures, computed by the server. */
export const SupportStats = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  nearlyDue: z.number().int(),
  unassigned: z.number().int(),
  /** Median minutes from submission to the first answer over the last SLA_MEDIAN_DAYS; null with no answer yet. */
  medianFirstAnswerMinutes: z.number().nullable(),
  /** How many answered tickets the median is over. */
  answered: z.number().int(),
  byKind: z.array(
    z.object({
      kind: z.enum(TICKET_KINDS),
      open: z.number().int(),
      overdue: z.number().int(),
      nearlyDue: z.number().int(),
    }),
  ),
});
export type SupportStats = z.infer<typeof SupportStats>;

export const ReassignTicket = z.object({ operatorId: z.uuid('请选择客服') }).strict();
export type ReassignTicket = z.input<typeof ReassignTicket>;

/** An operator of the dealer who may take tickets (service or admin). */
export const TicketAgent = z.object({ operatorId: z.string(), displayName: z.string() });
export type TicketAgent = z.infer<typeof TicketAgent>;

export const CannedReply = z.object({
  cannedId: z.string(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof CannedReply>;

export const CannedReplyInput = z
  .object({
    title: MessageText.pipe(z.string().min(1, '请填写标题').max(30, '标题最多 30 个字')),
    content: MessageText.pipe(
      z.string().min(1, '请填写回复内容').max(TICKET_REPLY_MAX, `回复内容最多 ${TICKET_REPLY_MAX} 个字`),
    ),
  })
  .strict();
export type CannedReplyInput = z.input<typeof CannedReplyInput>;
export const CannedIdParams = z.object({ cannedId: z.uuid('快捷回复不存在') });
export const CannedId = z.object({ cannedId: z.string() });

/** What a `changed` event of the ticket stream carries: the ticket that changed. */
export const TicketChange = z.object({ ticketId: z.string() });
export type TicketChange = z.infer<typeof TicketChange>;
