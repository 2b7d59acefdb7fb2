// Zod-free: the money desk's refunds, withdrawal reviews and invoices (issue 40, decision 092).
import type { Page } from '../envelope-core';
import { route } from '../operation';
import type * as S from './schemas';

/** Refunds with four eyes: one operator asks, a finance operator (another one above the threshold) approves. */
export const RefundDeskRoutes = {
  /** A paid order by its number, with what can still be refunded (the refund form). */
  refundOrder: route('GET', '/operator/v1/refunds/order').io<{
    query: S.RefundOrderQuery;
    response: S.RefundableOrder;
  }>(),
  /** The dealer's refund requests, newest first (park-scoped operators: their parks' parking orders). */
  refundRequests: route('GET', '/operator/v1/refunds').io<{
    query: S.RefundRequestQuery;
    response: Page<S.RefundRequest>;
  }>(),
  /** Ask for a refund; a finance operator's request at or below the threshold is refunded at once. */
  askRefund: route('POST', '/operator/v1/refunds').io<{ body: S.NewRefundRequest; response: S.RefundRequest }>(),
  /** Finance approves another operator's request: the refund goes to the original channel, once. */
  approveRefund: route('POST', '/operator/v1/refunds/:requestId/approve').io<{ response: S.RefundRequest }>(),
  /** Finance refuses a request, with a reason. */
  refuseRefund: route('POST', '/operator/v1/refunds/:requestId/refuse').io<{
    body: S.RefuseRefund;
    response: S.RefundRequest;
  }>(),
  /** The dealer's thresholds (finance reads, admins set). */
  moneySettings: route('GET', '/operator/v1/moneySettings').io<{ response: S.MoneySettings }>(),
  saveMoneySettings: route('PUT', '/operator/v1/moneySettings').io<{
    body: S.SaveMoneySettings;
    response: S.MoneySettings;
  }>(),
};

/** Withdrawals waiting for finance's review (提现审核). */
export const WithdrawalReviewRoutes = {
  reviewWithdrawals: route('GET', '/operator/v1/withdrawals').io<{
    query: S.ReviewWithdrawalQuery;
    response: Page<S.ReviewedWithdrawal>;
  }>(),
  approveWithdrawal: route('POST', '/operator/v1/withdrawals/:withdrawalId/approve').io<{
    response: S.ReviewedWithdrawal;
  }>(),
  refuseWithdrawal: route('POST', '/operator/v1/withdrawals/:withdrawalId/refuse').io<{
    body: S.RefuseWithdrawal;
    response: S.ReviewedWithdrawal;
  }>(),
};

/** Issued invoices for finance: find, re-send, re-issue after a failure (red reversal follows refunds by itself). */
export const InvoiceDeskRoutes = {
  operatorInvoices: route('GET', '/operator/v1/invoices').io<{
    query: S.OperatorInvoiceQuery;
    response: Page<S.OperatorInvoice>;
  }>(),
  operatorResendInvoice: route('POST', '/operator/v1/invoices/:unid/resend').io<{
    body: S.OperatorResendInvoice;
    response: S.OperatorInvoice;
  }>(),
  operatorRetryInvoice: route('POST', '/operator/v1/invoices/:unid/retry').io<{ response: S.OperatorInvoice }>(),
};
