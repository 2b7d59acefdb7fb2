import { z } from 'zod';
import { page, pageQuery } from '../envelope';

/**
 * The money desk's refunds, withdrawal reviews and invoices (issue 40, decision 092). Amounts are fen; times ISO 8601.
 */

const Fen = z.number().int();
const Note = (what: string) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(2, `${what}至少 2 个字`)
    .max(200, `${what}最多 200 个字`);
const OrderNo = z
  .string({ error: '请输入订单号' })
  .trim()
  .regex(/^[0-9A-Za-z_-]{6,32}$/, '订单号格式不正确');

// ---------- refunds (退款) ----------

export const REFUND_REQUEST_STATES = ['requested', 'refunded', 'refused'] as const;
export type RefundRequestState = (typeof REFUND_REQUEST_STATES)[number];
export const refundRequestStateText: Record<RefundRequestState, string> = {
  requested: '待审批',
  refunded: '已退款',
  refused: '已驳回',
};

/** Where the money of an approved refund stands (its payment_refunds row): none before approval. */
export const REFUND_MONEY_STATES = ['none', 'pending', 'succeeded', 'failed'] as const;
export type RefundMoneyState = (typeof REFUND_MONEY_STATES)[number];

export const RefundOrderQuery = z.object({ orderNo: OrderNo });
export type RefundOrderQuery = z.input<typeof RefundOrderQuery>;

/** A paid order as the refund form sees it: what was paid, what went back, what can still go back. */
export const RefundableOrder = z.object({
  orderNo: z.string(),
  /** bills (parking) or purchase (a monthly plan, a booking, a charging order, …). */
  kind: z.string(),
  kindText: z.string(),
  description: z.string(),
  channelText: z.string(),
  amountFen: Fen,
  /** Refunded or being refunded, every reason. */
  refundedFen: Fen,
  /** Asked for and waiting for approval. */
  requestedFen: Fen,
  refundableFen: Fen,
  paidAt: z.string().nullable(),
  parkName: z.string().nullable(),
  plateNo: z.string().nullable(),
});
export type RefundableOrder = z.infer<typeof RefundableOrder>;

export const NewRefundRequest = z.strictObject({
  orderNo: OrderNo,
  amountFen: z
    .number({ error: '请输入退款金额' })
    .int('退款金额最小单位为分')
    .positive('退款金额必须大于 0')
    .max(100_000_000, '退款金额过大'),
  reason: Note('退款原因'),
});
export type NewRefundRequest = z.input<typeof NewRefundRequest>;

export const RefundRequestParams = z.object({ requestId: z.uuid({ error: '退款申请不存在' }) });
export const RefuseRefund = z.strictObject({ note: Note('驳回原因') });
export type RefuseRefund = z.input<typeof RefuseRefund>;

export const RefundRequest = z.object({
  requestId: z.string(),
  orderNo: z.string(),
  kindText: z.string(),
  description: z.string(),
  channelText: z.string(),
  orderAmountFen: Fen,
  amountFen: Fen,
  reason: z.string(),
  state: z.enum(REFUND_REQUEST_STATES),
  stateText: z.string(),
  /** Above the dealer's threshold when asked: a second operator with the finance role approves. */
  aboveThreshold: z.boolean(),
  requestedBy: z.string(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  refundNo: z.string().nullable(),
  moneyState: z.enum(REFUND_MONEY_STATES),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

/** The filters of the refund requests list (in the console's URL). */
export const RefundRequestFilter = z.object({
  state: z.enum(REFUND_REQUEST_STATES, { error: '状态不正确' }).optional(),
  orderNo: z.string().trim().max(32, '订单号格式不正确').optional(),
});
export type RefundRequestFilter = z.input<typeof RefundRequestFilter>;
export const RefundRequestQuery = z.intersection(pageQuery({ maxSize: 100, defaultSize: 20 }), RefundRequestFilter);
export type RefundRequestQuery = z.input<typeof RefundRequestQuery>;
export const RefundRequests = page(RefundRequest);
export type RefundRequests = z.infer<typeof RefundRequests>;

// ---------- settings ----------

/** The dealer's thresholds: refunds above `refundApprovalFen` need a second (finance) operator. */
export const MoneySettings = z.object({
  refundApprovalFen: Fen,
  /** Withdrawals above this wait for finance's review; null: none does. */
  withdrawalReviewFen: Fen.nullable(),
});
export type MoneySettings = z.infer<typeof MoneySettings>;
export const SaveMoneySettings = z.strictObject({
  refundApprovalFen: z
    .number({ error: '请输入审批门槛' })
    .int('金额最小单位为分')
    .min(0, '审批门槛不能小于 0')
    .max(100_000_000, '审批门槛过大'),
  withdrawalReviewFen: z
    .number({ error: '提现审核门槛格式不正确' })
    .int('金额最小单位为分')
    .min(0, '提现审核门槛不能小于 0')
    .max(100_000_000, '提现审核门槛过大')
    .nullable(),
});
export type SaveMoneySettings = z.input<typeof SaveMoneySettings>;

// ---------- withdrawals (提现审核) ----------

export const WITHDRAWAL_REVIEW_STATES = ['none', 'waiting', 'approved', 'refused'] as const;
export type WithdrawalReviewState = (typeof WITHDRAWAL_REVIEW_STATES)[number];
export const withdrawalReviewText: Record<WithdrawalReviewState, string> = {
  none: '无需审核',
  waiting: '待审核',
  approved: '已通过',
  refused: '已驳回',
};

export const ReviewWithdrawalFilter = z.object({
  reviewState: z.enum(WITHDRAWAL_REVIEW_STATES, { error: '状态不正确' }).optional(),
});
export type ReviewWithdrawalFilter = z.input<typeof ReviewWithdrawalFilter>;
export const ReviewWithdrawalQuery = z.intersection(
  pageQuery({ maxSize: 100, defaultSize: 20 }),
  ReviewWithdrawalFilter,
);
export type ReviewWithdrawalQuery = z.input<typeof ReviewWithdrawalQuery>;

export const ReviewedWithdrawal = z.object({
  withdrawalId: z.string(),
  driverPhone: z.string(),
  amountFen: Fen,
  balanceFen: Fen,
  createdAt: z.string(),
  reviewState: z.enum(WITHDRAWAL_REVIEW_STATES),
  reviewStateText: z.string(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  /** processing / failed / done, as the driver sees it (refused: done). */
  payoutText: z.string(),
  parts: z.number().int(),
});
export type ReviewedWithdrawal = z.infer<typeof ReviewedWithdrawal>;
export const ReviewedWithdrawals = page(ReviewedWithdrawal);
export type ReviewedWithdrawals = z.infer<typeof ReviewedWithdrawals>;
export const RefuseWithdrawal = z.strictObject({ note: Note('驳回原因') });
export type RefuseWithdrawal = z.input<typeof RefuseWithdrawal>;

// ---------- invoices (发票) ----------

export const OperatorInvoiceFilter = z.object({
  /** The driver's phone (whole or its last digits). */
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,11}$/, '手机号只能是数字')
    .optional(),
  orderNo: z.string().trim().max(32, '订单号格式不正确').optional(),
  state: z.string().trim().max(16, '状态不正确').optional(),
});
export type OperatorInvoiceFilter = z.input<typeof OperatorInvoiceFilter>;
export const OperatorInvoiceQuery = z.intersection(pageQuery({ maxSize: 100, defaultSize: 20 }), OperatorInvoiceFilter);
export type OperatorInvoiceQuery = z.input<typeof OperatorInvoiceQuery>;

export const OperatorInvoice = z.object({
  unid: z.string(),
  driverPhone: z.string(),
  title: z.string(),
  amountFen: Fen,
  state: z.string(),
  stateText: z.string(),
  email: z.string().nullable(),
  orderNos: z.array(z.string()),
  failReason: z.string().nullable(),
  /** A red (reversing) invoice's state once a refund reversed this one. */
  redState: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type OperatorInvoice = z.infer<typeof OperatorInvoice>;
export const OperatorInvoices = page(OperatorInvoice);
export type OperatorInvoices = z.infer<typeof OperatorInvoices>;
export const OperatorInvoiceParams = z.object({ unid: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, '发票不存在') });
export const OperatorResendInvoice = z.strictObject({
  email: z.email({ error: '邮箱格式不正确' }).max(100, '邮箱格式不正确').optional(),
});
export type OperatorResendInvoice = z.input<typeof OperatorResendInvoice>;
