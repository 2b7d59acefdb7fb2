import { operations } from '../operation-schemas';
import { WithdrawalParams } from '../wallet/wallet';
import { InvoiceDeskRoutes, RefundDeskRoutes, WithdrawalReviewRoutes } from './routes';
import * as S from './schemas';

const byRequest = { params: S.RefundRequestParams };
const byWithdrawal = { params: WithdrawalParams };
const byInvoice = { params: S.OperatorInvoiceParams };

export const RefundDeskOps = operations(RefundDeskRoutes, {
  refundOrder: { query: S.RefundOrderQuery, response: S.RefundableOrder },
  refundRequests: { query: S.RefundRequestQuery, response: S.RefundRequests },
  askRefund: { body: S.NewRefundRequest, response: S.RefundRequest },
  approveRefund: { ...byRequest, response: S.RefundRequest },
  refuseRefund: { ...byRequest, body: S.RefuseRefund, response: S.RefundRequest },
  moneySettings: { response: S.MoneySettings },
  saveMoneySettings: { body: S.SaveMoneySettings, response: S.MoneySettings },
});

export const WithdrawalReviewOps = operations(WithdrawalReviewRoutes, {
  reviewWithdrawals: { query: S.ReviewWithdrawalQuery, response: S.ReviewedWithdrawals },
  approveWithdrawal: { ...byWithdrawal, response: S.ReviewedWithdrawal },
  refuseWithdrawal: { ...byWithdrawal, body: S.RefuseWithdrawal, response: S.ReviewedWithdrawal },
});

export const InvoiceDeskOps = operations(InvoiceDeskRoutes, {
  operatorInvoices: { query: S.OperatorInvoiceQuery, response: S.OperatorInvoices },
  operatorResendInvoice: { ...byInvoice, body: S.OperatorResendInvoice, response: S.OperatorInvoice },
  operatorRetryInvoice: { ...byInvoice, response: S.OperatorInvoice },
});
