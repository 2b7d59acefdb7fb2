import { createHash } from 'node:crypto';
import {
  assertMerchantNo,
  assertPositiveFen,
  localValidationError,
  PaymentProviderError,
  ProviderRequestError,
  type BillLine,
  type PaymentProvider,
  type PaymentStatus,
  type RefundRequest,
  type RefundResult,
} from '../provider';
import { isDay, parseRfc3339 } from '@parking/contracts/shanghai-time';
import { truncateUtf8 } from '../text';
import { parseWechatpayTradeBill } from './wechatpay-bill';
import {
  isFen,
  REFUND_STATES,
  TRADE_STATES,
  type Refund,
  type Reply,
  type Transaction,
  type WechatPayClient,
} from './wechatpay-http';

type WechatPayQueries = Pick<
  PaymentProvider,
  'queryPayment' | 'closePayment' | 'refund' | 'queryRefund' | 'downloadBill'
>;

/** The trade's state, its closing, refunds and the day's bill: the calls that ask WeChat Pay about a trade. */
export function wechatpayQueries({
  config,
  base,
  signatureError,
  send,
  call,
  checkMerchant,
}: WechatPayClient): WechatPayQueries {
  function toStatus(orderNo: string, trade: Transaction): PaymentStatus {
    checkMerchant(trade, 'transaction', true);
    if (trade.out_trade_no !== orderNo) throw signatureError(`asked for ${orderNo}, got ${trade.out_trade_no}`);
    const state = TRADE_STATES[trade.trade_state ?? ''];
    if (!state) throw new PaymentProviderError('wechatpay', `unknown trade_state ${trade.trade_state}`);
    const paidAt = trade.success_time ? parseRfc3339(trade.success_time) : undefined;
    const total = trade.amount?.total;
    return {
      orderNo,
      state,
      ...(trade.transaction_id ? { providerTradeNo: trade.transaction_id } : {}),
      ...(isFen(total) ? { amountFen: total } : {}),
      ...(paidAt ? { paidAt } : {}),
      raw: trade,
    };
  }

  function toRefundResult(orderNo: string, refundNo: string, refund: Refund): RefundResult {
    if (refund.out_trade_no !== undefined && refund.out_trade_no !== orderNo) {
      throw signatureError(`refund ${refundNo} belongs to order ${refund.out_trade_no}, not ${orderNo}`);
    }
    if (refund.out_refund_no !== refundNo)
      throw signatureError(`asked for refund ${refundNo}, got ${refund.out_refund_no}`);
    const status = REFUND_STATES[refund.status ?? ''];
    if (!status) throw new PaymentProviderError('wechatpay', `unknown refund status ${refund.status}`);
    const amountFen = refund.amount?.refund;
    if (!isFen(amountFen)) throw signatureError('refund amount is not an integer of fen');
    return {
      orderNo,
      refundNo,
      ...(refund.refund_id ? { providerRefundNo: refund.refund_id } : {}),
      status,
      amountFen,
      raw: refund,
    };
  }

  const tradePath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

  return {
    async queryPayment(orderNo: string): Promise<PaymentStatus> {
      assertMerchantNo('wechatpay', 'orderNo', orderNo);
      try {
        const { json } = await call('GET', `${tradePath(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`);
        return toStatus(orderNo, (json ?? {}) as Transaction);
      } catch (error) {
        if (error instanceof ProviderRequestError && error.reason === 'not-found') {
          return { orderNo, state: 'not-found', raw: { code: error.providerCode } };
        }
        throw error;
      }
    },

    async closePayment(orderNo: string): Promise<void> {
      assertMerchantNo('wechatpay', 'orderNo', orderNo);
      try {
        await call('POST', `${tradePath(orderNo)}/close`, { mchid: config.mchId });
      } catch (error) {
        // Nothing to close: the prepay order was never created, or is closed already.
        if (error instanceof ProviderRequestError && ['not-found', 'already-closed'].includes(error.reason)) return;
        throw error;
      }
    },

    async refund(req: RefundRequest): Promise<RefundResult> {
      assertMerchantNo('wechatpay', 'orderNo', req.orderNo);
      assertMerchantNo('wechatpay', 'refundNo', req.refundNo);
      assertPositiveFen('wechatpay', 'amountFen', req.amountFen);
      assertPositiveFen('wechatpay', 'totalFen', req.totalFen);
      if (req.amountFen > req.totalFen) {
        throw localValidationError('wechatpay', `refund ${req.amountFen} exceeds the order total ${req.totalFen}`);
      }
      const { json } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: req.orderNo,
        out_refund_no: req.refundNo,
        ...(req.reason ? { reason: truncateUtf8(req.reason, 80) } : {}),
        ...(req.notifyUrl ? { notify_url: req.notifyUrl } : {}),
        amount: { refund: req.amountFen, total: req.totalFen, currency: 'CNY' },
      });
      return toRefundResult(req.orderNo, req.refundNo, (json ?? {}) as Refund);
    },

    async queryRefund(orderNo: string, refundNo: string): Promise<RefundResult> {
      assertMerchantNo('wechatpay', 'orderNo', orderNo);
      assertMerchantNo('wechatpay', 'refundNo', refundNo);
      try {
        const { json } = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
        return toRefundResult(orderNo, refundNo, (json ?? {}) as Refund);
      } catch (error) {
        if (error instanceof ProviderRequestError && error.reason === 'not-found') {
          return { orderNo, refundNo, status: 'not-found', amountFen: 0, raw: { code: error.providerCode } };
        }
        throw error;
      }
    },

    async downloadBill(date: string): Promise<BillLine[]> {
      if (!isDay(date)) throw new RangeError(`Bill date must be YYYY-MM-DD, got ${date}`);
      let descriptor: Reply;
      try {
        descriptor = await call('GET', `/v3/bill/tradebill?bill_date=${date}&bill_type=ALL`);
      } catch (error) {
        // No bill means no transaction that day; a bill still being generated is an error to retry later.
        if (error instanceof ProviderRequestError && error.providerCode === 'NO_STATEMENT_EXIST') return [];
        throw error;
      }
      const { download_url: downloadUrl, hash_type: hashType, hash_value: hashValue } = descriptor.json ?? {};
      if (typeof downloadUrl !== 'string' || typeof hashValue !== 'string' || hashType !== 'SHA1') {
        throw signatureError('bill descriptor lacks download_url or a SHA1 hash');
      }
      const url = new URL(downloadUrl);
      // Our signed request goes only to WeChat Pay itself.
      if (url.origin !== base.origin) throw signatureError(`bill download_url points to ${url.origin}`);
      // The file itself is not signed; the hash from the signed descriptor vouches for it.
      const file = await send('GET', url.pathname + url.search);
      if (file.status !== 200) {
        throw new ProviderRequestError('wechatpay', {
          reason: file.status >= 500 ? 'provider-error' : 'rejected',
          providerCode: `HTTP_${file.status}`,
          message: 'bill download refused',
          httpStatus: file.status,
        });
      }
      if (createHash('sha1').update(file.body).digest('hex') !== hashValue.toLowerCase()) {
        throw signatureError('downloaded bill does not match its SHA1 hash');
      }
      return parseWechatpayTradeBill(file.body.toString('utf8'));
    },
  };
}
