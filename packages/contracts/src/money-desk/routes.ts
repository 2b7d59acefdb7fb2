// Zod-free: the money desk's refunds, withdrawal reviews and invoices (issue 40, decision 092).
import type { Page } from '../envelope-core';
import { route } from '../operation';
import type {
  MoneySettings,
  NewRefundRequest,
  OperatorInvoice,
  OperatorInvoiceQuery,
  OperatorResendInvoice,
  RefundableOrder,
  RefundOrderQuery,
  RefundRequest,
  RefundRequestQuery,
  RefuseRefund,
  RefuseWithdrawal,
  ReviewedWithdrawal,
  ReviewWithdrawalQuery,
  SaveMoneySettings,
} from './schemas';

/** Refunds with four eyes: one operator asks, a finance operator (another one above the threshold) approves. */
export const RefundDeskRoutes = {
  /** A paid order by its number, with what can still be refunded (the refund form). */
  refundOrder: route('GET', '/operator/v1/refunds/order').io<{ query: RefundOrderQuery; response: RefundableOrder }>(),
  /** The dealer's refund requests, newest first (park-scoped operators: their parks' parking orders). */
  refundRequests: route('GET', '/operator/v1/refunds').io<{
    query: RefundRequestQuery;
    response: Page<RefundRequest>;
  }>(),
  /** Ask for a refund; a finance operator's request at or below the threshold is refunded at once. */
  askRefund: route('POST', '/operator/v1/refunds').io<{ body: NewRefundRequest; response: RefundRequest }>(),
  /** Finance approves another operator's request: the refund goes to the original channel, once. */
  approveRefund: route('POST', '/operator/v1/refunds/:requestId/approve').io<{ response: RefundRequest }>(),
  /** Finance refuses a request, with a reason. */
  refuseRefund: route('POST', '/operator/v1/refunds/:requestId/refuse').io<{
    body: RefuseRefund;
    response: RefundRequest;
  }>(),
  /** The dealer's thresholds (finance reads, admins set). */
  moneySettings: route('GET', '/operator/v1/moneySettings').io<{ response: MoneySettings }>(),
  saveMoneySettings: route('PUT', '/operator/v1/moneySettings').io<{
    body: SaveMoneySettings;
    response: MoneySettings;
  }>(),
};

/** Withdrawals waiting for finance's review (提现审核). */
export const WithdrawalReviewRoutes = {
  reviewWithdrawals: route('GET', '/operator/v1/withdrawals').io<{
    query: ReviewWithdrawalQuery;
    response: Page<ReviewedWithdrawal>;
  }>(),
  approveWithdrawal: route('POST', '/operator/v1/withdrawals/:withdrawalId/approve').io<{
    response: ReviewedWithdrawal;
  }>(),
  refuseWithdrawal: route('POST', '/operator/v1/withdrawals/:withdrawalId/refuse').io<{
    body: RefuseWithdrawal;
    response: ReviewedWithdrawal;
  }>(),
};

/** Issued invoices for finance: find, re-send, re-issue after a failure (red reversal follows refunds by itself). */
export const InvoiceDeskRoutes = {
  operatorInvoices: route('GET', '/operator/v1/invoices').io<{
    query: OperatorInvoiceQuery;
    response: Page<OperatorInvoice>;
  }>(),
  operatorResendInvoice: route('POST', '/operator/v1/invoices/:unid/resend').io<{
    body: OperatorResendInvoice;
    response: OperatorInvoice;
  }>(),
  operatorRetryInvoice: route('POST', '/operator/v1/invoices/:unid/retry').io<{ response: OperatorInvoice }>(),
};
