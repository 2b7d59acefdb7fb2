// Zod-free: the money desk's refunds, withdrawal reviews and invoices (issue 40, decision 092).
import type { Page } from '../envelope-core';
import { routes } from '../operation';
import type * as S from './schemas';

/** Refunds with four eyes: one operator asks, a finance operator (another one above the threshold) approves. */
export const RefundDeskRoutes = routes<RefundDeskIo>()({
  refundOrder: 'GET /operator/v1/refunds/order',
  refundRequests: 'GET /operator/v1/refunds',
  askRefund: 'POST /operator/v1/refunds',
  approveRefund: 'POST /operator/v1/refunds/:requestId/approve',
  refuseRefund: 'POST /operator/v1/refunds/:requestId/refuse',
  moneySettings: 'GET /operator/v1/moneySettings',
  saveMoneySettings: 'PUT /operator/v1/moneySettings',
});

/** Withdrawals waiting for finance's review (提现审核). */
export const WithdrawalReviewRoutes = routes<WithdrawalReviewIo>()({
  reviewWithdrawals: 'GET /operator/v1/withdrawals',
  approveWithdrawal: 'POST /operator/v1/withdrawals/:withdrawalId/approve',
  refuseWithdrawal: 'POST /operator/v1/withdrawals/:withdrawalId/refuse',
});

/** Issued invoices for finance: find, re-send, re-issue after a failure (red reversal follows refunds by itself). */
export const InvoiceDeskRoutes = routes<InvoiceDeskIo>()({
  operatorInvoices: 'GET /operator/v1/invoices',
  operatorResendInvoice: 'POST /operator/v1/invoices/:unid/resend',
  operatorRetryInvoice: 'POST /operator/v1/invoices/:unid/retry',
});

/** What each of RefundDeskRoutes' operations takes and answers. */
interface RefundDeskIo {
  /** A paid order by its number, with what can still be refunded (the refund form). */
  refundOrder: { query: S.RefundOrderQuery; response: S.RefundableOrder };
  /** The dealer's refund requests, newest first (park-scoped operators: their parks' parking orders). */
  refundRequests: { query: S.RefundRequestQuery; response: Page<S.RefundRequest> };
  /** Ask for a refund; a finance operator's request at or below the threshold is refunded at once. */
  askRefund: { body: S.NewRefundRequest; response: S.RefundRequest };
  /** Finance approves another operator's request: the refund goes to the original channel, once. */
  approveRefund: { response: S.RefundRequest };
  /** Finance refuses a request, with a reason. */
  refuseRefund: { body: S.RefuseRefund; response: S.RefundRequest };
  /** The dealer's thresholds (finance reads, admins set). */
  moneySettings: { response: S.MoneySettings };
  saveMoneySettings: { body: S.SaveMoneySettings; response: S.MoneySettings };
}

/** What each of WithdrawalReviewRoutes' operations takes and answers. */
interface WithdrawalReviewIo {
  reviewWithdrawals: { query: S.ReviewWithdrawalQuery; response: Page<S.ReviewedWithdrawal> };
  approveWithdrawal: { response: S.ReviewedWithdrawal };
  refuseWithdrawal: { body: S.RefuseWithdrawal; response: S.ReviewedWithdrawal };
}

/** What each of InvoiceDeskRoutes' operations takes and answers. */
interface InvoiceDeskIo {
  operatorInvoices: { query: S.OperatorInvoiceQuery; response: Page<S.OperatorInvoice> };
  operatorResendInvoice: { body: S.OperatorResendInvoice; response: S.OperatorInvoice };
  operatorRetryInvoice: { response: S.OperatorInvoice };
}
