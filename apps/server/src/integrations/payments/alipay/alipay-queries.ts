import { fenToYuanText } from '../money';
import {
  assertMerchantNo,
  assertPositiveFen,
  PaymentProviderError,
  ProviderRequestError,
  ProviderUnavailableError,
  type BillLine,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type RefundRequest,
  type RefundResult,
} from '../provider';
import { providerFetch } from '../provider-http';
import { isDay, parseShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { truncateUtf8 } from '../text';
import { parseAlipayBillArchive } from './alipay-bill';
import { TRADE_STATES, text, type AlipayContext } from './alipay-context';
import type { AlipayAnswer } from './alipay-gateway';

type AlipayQueries = Pick<PaymentProvider, 'queryPayment' | 'closePayment' | 'refund' | 'queryRefund' | 'downloadBill'>;

/** The trade's state, its closing, refunds and the day's bill: the calls that ask Alipay about a trade. */
export function alipayQueries(ctx: AlipayContext): AlipayQueries {
  const { call, signatureError, localError, yuan, checkOrderNo, timeoutMs } = ctx;

  async function queryRefund(orderNo: string, refundNo: string): Promise<RefundResult> {
    assertMerchantNo('alipay', 'orderNo', orderNo);
    assertMerchantNo('alipay', 'refundNo', refundNo);
    let answer: AlipayAnswer;
    try {
      answer = await call('alipay.trade.fastpay.refund.query', { out_trade_no: orderNo, out_request_no: refundNo });
    } catch (error) {
      if (error instanceof ProviderRequestError && error.reason === 'not-found') {
        return { orderNo, refundNo, status: 'not-found', amountFen: 0, raw: { code: error.providerCode } };
      }
      throw error;
    }
    checkOrderNo(answer, orderNo);
    // Alipay: data with an empty or REFUND_SUCCESS refund_status means refunded; no data means not (yet) refunded.
    if (answer.refund_amount === undefined)
      return { orderNo, refundNo, status: 'not-found', amountFen: 0, raw: answer };
    const status =
      answer.refund_status === undefined || answer.refund_status === 'REFUND_SUCCESS' ? 'succeeded' : 'processing';
    return {
      orderNo,
      refundNo,
      ...(text(answer.trade_no) ? { providerRefundNo: text(answer.trade_no) } : {}),
      status,
      amountFen: yuan(answer.refund_amount, 'refund_amount'),
      raw: answer,
    };
  }

  async function queryPayment(orderNo: string): Promise<PaymentStatus> {
    assertMerchantNo('alipay', 'orderNo', orderNo);
    let answer: AlipayAnswer;
    try {
      answer = await call('alipay.trade.query', { out_trade_no: orderNo });
    } catch (error) {
      if (error instanceof ProviderRequestError && error.reason === 'not-found') {
        return { orderNo, state: 'not-found', raw: { code: error.providerCode } };
      }
      throw error;
    }
    checkOrderNo(answer, orderNo);
    const known = TRADE_STATES[String(answer.trade_status)];
    if (!known) throw new PaymentProviderError('alipay', `unknown trade_status ${String(answer.trade_status)}`);
    const paidAt = text(answer.send_pay_date) ? parseShanghaiDateTime(answer.send_pay_date as string) : undefined;
    // A fully refunded trade is TRADE_CLOSED too; only a paid one carries send_pay_date.
    const state: PaymentState = known === 'closed' && paidAt ? 'refunded' : known;
    return {
      orderNo,
      state,
      ...(text(answer.trade_no) ? { providerTradeNo: answer.trade_no as string } : {}),
      ...(answer.total_amount !== undefined ? { amountFen: yuan(answer.total_amount, 'total_amount') } : {}),
      ...(paidAt ? { paidAt } : {}),
      raw: answer,
    };
  }

  return {
    queryPayment,

    async closePayment(orderNo: string): Promise<void> {
      assertMerchantNo('alipay', 'orderNo', orderNo);
      try {
        const answer = await call('alipay.trade.close', { out_trade_no: orderNo });
        checkOrderNo(answer, orderNo);
      } catch (error) {
        if (!(error instanceof ProviderRequestError)) throw error;
        // A wap.pay trade only exists once the payer opened the cashier: nothing to close yet.
        if (error.reason === 'not-found' || error.reason === 'already-closed') return;
        if (error.providerCode !== 'ACQ.TRADE_STATUS_ERROR') throw error;
        // "Wrong status" means closed already or paid: ask which.
        const status = await queryPayment(orderNo);
        if (status.state === 'closed' || status.state === 'not-found') return;
        throw new ProviderRequestError('alipay', {
          reason: status.state === 'pending' ? 'rejected' : 'already-paid',
          providerCode: error.providerCode,
          message: `trade is ${status.state}, cannot close`,
        });
      }
    },

    async refund(req: RefundRequest): Promise<RefundResult> {
      assertMerchantNo('alipay', 'orderNo', req.orderNo);
      assertMerchantNo('alipay', 'refundNo', req.refundNo);
      assertPositiveFen('alipay', 'amountFen', req.amountFen);
      assertPositiveFen('alipay', 'totalFen', req.totalFen);
      if (req.amountFen > req.totalFen)
        throw localError(`refund ${req.amountFen} exceeds the order total ${req.totalFen}`);
      const answer = await call('alipay.trade.refund', {
        out_trade_no: req.orderNo,
        refund_amount: fenToYuanText(req.amountFen),
        out_request_no: req.refundNo,
        ...(req.reason ? { refund_reason: truncateUtf8(req.reason, 256) } : {}),
      });
      checkOrderNo(answer, req.orderNo);
      if (answer.fund_change === 'Y') {
        return {
          orderNo: req.orderNo,
          refundNo: req.refundNo,
          ...(text(answer.trade_no) ? { providerRefundNo: answer.trade_no as string } : {}),
          status: 'succeeded',
          amountFen: req.amountFen,
          raw: answer,
        };
      }
      // fund_change N: a repeat of a refund already made, or not done. The refund query is authoritative.
      return queryRefund(req.orderNo, req.refundNo);
    },

    queryRefund,

    async downloadBill(date: string): Promise<BillLine[]> {
      if (!isDay(date)) throw new RangeError(`Bill date must be YYYY-MM-DD, got ${date}`);
      let answer: AlipayAnswer;
      try {
        answer = await call('alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: date });
      } catch (error) {
        if (error instanceof ProviderRequestError && error.providerCode === 'isp.bill_not_exist') return [];
        throw error;
      }
      const url = text(answer.bill_download_url);
      if (!url || !/^https?:\/\//.test(url)) throw signatureError('bill answer has no download URL');
      // The URL carries its own short-lived token; no credentials of ours go to it.
      const file = await providerFetch('alipay', url, { method: 'GET' }, timeoutMs);
      if (file.status !== 200)
        throw new ProviderUnavailableError('alipay', `bill download answered HTTP ${file.status}`);
      return parseAlipayBillArchive(file.body);
    },
  };
}
