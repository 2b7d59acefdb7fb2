import { z } from 'zod';
import {
  CONSULTATION_TYPE_TEXT,
  FAQ_CATEGORIES,
  TICKET_CONTENT_MAX,
  TICKET_KINDS,
  TICKET_MAX_PICTURES,
  TICKET_REPLY_MAX,
  TICKET_STATES,
  TicketKind,
  ORDER_APPEAL_SUBJECTS,
  APPEAL_SUBJECTS,
} from './constants';
import { PageQuery, page } from '../envelope';
import { MessageText, SafeText } from '../validators/text';
import { hasSpecialChars } from '../validators/special-chars';
import { UPLOADED_PICTURE_URL } from '../basic/routes';

/**
 * Customer service: one ticket model for consultations (by type), feedback and bill appeals (spec section 2
 * Support; decision 030). The driver sees five states; the agents' internal states sit behind them.
 */

const UPLOADED_PICTURE = new RegExp(`^${UPLOADED_PICTURE_URL}$`);
const Pictures = z
  .array(z.string().regex(UPLOADED_PICTURE, '图片须先上传'))
  .max(TICKET_MAX_PICTURES, `最多上传 ${TICKET_MAX_PICTURES} 张图片`)
  .default([]);

/** A short label a driver types (a name): the spec's forbidden characters (SafeText's message first), then emoji and
 * the rest of the shared special-character pattern (spec section 5). Messages take MessageText (decision 086). */
export const SUPPORT_TEXT_MESSAGE = '不能包含表情或特殊字符';
export const SupportText = SafeText.refine((s) => !hasSpecialChars(s), SUPPORT_TEXT_MESSAGE);

/** What a driver writes to customer service: any character a person types (decision 086), trimmed, within bounds. */
const Text = (min: number, max: number, what: string) =>
  MessageText.pipe(z.string().min(min, `请至少用 ${min} 个字描述${what}`).max(max, `${what}最多 ${max} 个字`));

/** Where the driver came from: the order and the error that brought them here (prefilled, shown to the agent). */
export const TicketContext = z
  .object({
    orderNo: z
      .string()
      .trim()
      .max(64)
      .regex(/^[0-9A-Za-z_-]*$/, '订单号格式不正确')
      .optional(),
    errorCode: z
      .string()
      .trim()
      .max(32)
      .regex(/^[0-9A-Za-z_-]*$/, '错误码格式不正确')
      .optional(),
    errorMessage: MessageText.pipe(z.string().max(200, '错误信息最多 200 个字')).optional(),
  })
  .strict();
export type TicketContext = z.infer<typeof TicketContext>;

/** POST: a consultation or a piece of feedback. */
export const CreateTicket = z
  .object({
    kind: z.enum([TicketKind.CONSULTATION, TicketKind.FEEDBACK], { error: '请选择问题类型' }),
    consultationType: z.coerce
      .number()
      .int()
      .refine((n) => n in CONSULTATION_TYPE_TEXT, '请选择咨询类型')
      .optional(),
    content: Text(5, TICKET_CONTENT_MAX, '问题'),
    pictures: Pictures,
    context: TicketContext.default({}),
  })
  .strict()
  .refine((t) => t.kind !== TicketKind.CONSULTATION || t.consultationType !== undefined, {
    message: '请选择咨询类型',
    path: ['consultationType'],
  });
export type CreateTicket = z.input<typeof CreateTicket>;

/** POST: an appeal of one of the driver's parking bills. */
export const CreateAppealTicket = z
  .object({
    uniqueId: z.uuid({ error: '订单编号格式不正确' }),
    parkId: z.uuid({ error: '车场编号格式不正确' }),
    content: Text(5, TICKET_CONTENT_MAX, '问题'),
    pictures: Pictures,
  })
  .strict();
export type CreateAppealTicket = z.input<typeof CreateAppealTicket>;

/** Which of the driver's orders an appeal is about: the subject and the order's number in its module. */
const OrderAppealRef = z.object({
  subject: z.enum(ORDER_APPEAL_SUBJECTS, { error: '申诉类型不正确' }),
  orderNo: z
    .string()
    .trim()
    .min(1, '订单号不能为空')
    .max(64)
    .regex(/^[0-9A-Za-z_-]+$/, '订单号格式不正确'),
});

/** POST: an appeal of a charging bill, an occupation fee or a monthly-plan payment of the driver (decision 050). */
export const CreateOrderAppeal = OrderAppealRef.extend({
  content: Text(5, TICKET_CONTENT_MAX, '问题'),
  pictures: Pictures,
}).strict();
export type CreateOrderAppeal = z.input<typeof CreateOrderAppeal>;

/** GET: the newest appeal of one of the driver's orders (/chargingAppealDetail?orderNo, /occupyAppealDetail). */
export const OrderAppealQuery = OrderAppealRef.strict();
export type OrderAppealQuery = z.input<typeof OrderAppealQuery>;

export const TicketIdParams = z.object({ ticketId: z.uuid('工单不存在') });

export const DriverReply = z.object({ content: Text(1, TICKET_REPLY_MAX, '回复'), pictures: Pictures }).strict();
export type DriverReply = z.input<typeof DriverReply>;

export const RateTicket = z
  .object({
    score: z.coerce.number().int().min(1, '请选择评分').max(5, '请选择评分'),
    comment: MessageText.pipe(z.string().max(200, '评价最多 200 个字')).default(''),
  })
  .strict();
export type RateTicket = z.input<typeof RateTicket>;

export const TicketMessage = z.object({
  /** driver | agent | system (state changes the driver should see, e.g. 退款已发起). */
  author: z.enum(['driver', 'agent', 'system']),
  content: z.string(),
  pictures: z.array(z.string()),
  at: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/** One step of an appeal the driver sees (提交 → 客服审核 → 财务审核 → 退款). */
export const TicketStep = z.object({ title: z.string(), done: z.boolean(), at: z.string().nullable() });
export type TicketStep = z.infer<typeof TicketStep>;

export const TicketSummary = z.object({
  ticketId: z.string(),
  ticketNo: z.string(),
  kind: z.enum(TICKET_KINDS),
  kindText: z.string(),
  title: z.string(),
  status: z.enum(TICKET_STATES),
  statusText: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;
export const TicketSummaryPage = page(TicketSummary);

export const Ticket = TicketSummary.extend({
  content: z.string(),
  pictures: z.array(z.string()),
  context: TicketContext,
  /** The appealed stay, for appeals of parking bills. */
  order: z.object({ uniqueId: z.string(), parkId: z.string(), parkName: z.string(), plateNo: z.string() }).nullable(),
  /** What an appeal is about (parking, charging, occupation, monthlyPlan); null for other tickets. */
  appealSubject: z.enum(APPEAL_SUBJECTS).nullable(),
  /** The appealed order of a charging bill, occupation fee or plan payment (decision 050). */
  appealOrder: z
    .object({ orderNo: z.string(), title: z.string(), paidFen: z.number().int(), paidAt: z.string().nullable() })
    .nullable(),
  messages: z.array(TicketMessage),
  steps: z.array(TicketStep),
  refundFen: z.number().int().nullable(),
  /** The coupon given as compensation (decision 054), in the driver's /discount. */
  coupon: z.object({ couponId: z.string(), title: z.string() }).nullable(),
  rating: z.object({ score: z.number().int(), comment: z.string() }).nullable(),
  canReply: z.boolean(),
  canRate: z.boolean(),
  canReopen: z.boolean(),
});
export type Ticket = z.infer<typeof Ticket>;

export const MyTicketsQuery = PageQuery;
export type MyTicketsQuery = z.input<typeof MyTicketsQuery>;

export const Faq = z.object({
  faqId: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof Faq>;
export const Faqs = z.array(Faq);
export const FaqQuery = z.object({
  category: z.enum(FAQ_CATEGORIES).optional(),
  q: MessageText.pipe(z.string().max(30, '搜索内容最多 30 个字')).optional(),
});
export type FaqQuery = z.input<typeof FaqQuery>;
