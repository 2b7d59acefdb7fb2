import { operations } from '../operation-schemas';
import { InvoiceDeskRoutes, RefundDeskRoutes, WithdrawalReviewRoutes } from './routes';
import * as S from './schemas';

export const RefundDeskOps = operations(RefundDeskRoutes, {
  refundOrder: { query: S.RefundOrderQuery, response: S.RefundableOrder },
  refundRequests: { query: S.RefundRequestQuery, response: S.RefundRequests },
  askRefund: { body: S.NewRefundRequest, response: S.RefundRequest },
  approveRefund: { params: S.RefundRequestParams, response: S.RefundRequest },
  refuseRefund: { params: S.RefundRequestParams, body: S.RefuseRefund, response: S.RefundRequest },
  moneySettings: { response: S.MoneySettings },
  saveMoneySettings: { body: S.SaveMoneySettings, response: S.MoneySettings },
});

export const WithdrawalReviewOps = operations(WithdrawalReviewRoutes, {
  reviewWithdrawals: { query: S.ReviewWithdrawalQuery, response: S.ReviewedWithdrawals },
  approveWithdrawal: { params: S.ReviewWithdrawalParams, response: S.ReviewedWithdrawal },
  refuseWithdrawal: { params: S.ReviewWithdrawalParams, body: S.RefuseWithdrawal, response: S.ReviewedWithdrawal },
});

export const InvoiceDeskOps = operations(InvoiceDeskRoutes, {
  operatorInvoices: { query: S.OperatorInvoiceQuery, response: S.OperatorInvoices },
  operatorResendInvoice: {
    params: S.OperatorInvoiceParams,
    body: S.OperatorResendInvoice,
    response: S.OperatorInvoice,
  },
  operatorRetryInvoice: { params: S.OperatorInvoiceParams, response: S.OperatorInvoice },
});
