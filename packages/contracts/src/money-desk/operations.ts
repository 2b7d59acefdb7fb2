import { operations } from '../operation-schemas';
import { InvoiceDeskRoutes, RefundDeskRoutes, WithdrawalReviewRoutes } from './routes';
import {
  MoneySettings,
  NewRefundRequest,
  OperatorInvoice,
  OperatorInvoiceParams,
  OperatorInvoiceQuery,
  OperatorInvoices,
  OperatorResendInvoice,
  RefundableOrder,
  RefundOrderQuery,
  RefundRequest,
  RefundRequestParams,
  RefundRequestQuery,
  RefundRequests,
  RefuseRefund,
  RefuseWithdrawal,
  ReviewedWithdrawal,
  ReviewedWithdrawals,
  ReviewWithdrawalParams,
  ReviewWithdrawalQuery,
  SaveMoneySettings,
} from './schemas';

export const RefundDeskOps = operations(RefundDeskRoutes, {
  refundOrder: { query: RefundOrderQuery, response: RefundableOrder },
  refundRequests: { query: RefundRequestQuery, response: RefundRequests },
  askRefund: { body: NewRefundRequest, response: RefundRequest },
  approveRefund: { params: RefundRequestParams, response: RefundRequest },
  refuseRefund: { params: RefundRequestParams, body: RefuseRefund, response: RefundRequest },
  moneySettings: { response: MoneySettings },
  saveMoneySettings: { body: SaveMoneySettings, response: MoneySettings },
});

export const WithdrawalReviewOps = operations(WithdrawalReviewRoutes, {
  reviewWithdrawals: { query: ReviewWithdrawalQuery, response: ReviewedWithdrawals },
  approveWithdrawal: { params: ReviewWithdrawalParams, response: ReviewedWithdrawal },
  refuseWithdrawal: { params: ReviewWithdrawalParams, body: RefuseWithdrawal, response: ReviewedWithdrawal },
});

export const InvoiceDeskOps = operations(InvoiceDeskRoutes, {
  operatorInvoices: { query: OperatorInvoiceQuery, response: OperatorInvoices },
  operatorResendInvoice: { params: OperatorInvoiceParams, body: OperatorResendInvoice, response: OperatorInvoice },
  operatorRetryInvoice: { params: OperatorInvoiceParams, response: OperatorInvoice },
});
