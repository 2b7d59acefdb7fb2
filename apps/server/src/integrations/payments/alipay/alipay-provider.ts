import { systemClock, type Clock } from '../../../clock';
import { fenToYuanText, providerYuanToFen } from '../money';
import {
  assertMerchantNo,
  assertPositiveFen,
  PaymentProviderError,
  ProviderRequestError,
  ProviderSignatureError,
  ProviderUnavailableError,
  type BillLine,
  type CreatePaymentRequest,
  type IncomingNotification,
  type NotificationAck,
  type PaymentLaunch,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type RefundRequest,
  type RefundResult,
  type VerifiedNotification,
} from '../provider';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerFetch } from '../provider-http';
import { formatShanghaiDateTime, isDay, parseShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { truncateUtf8 } from '../text';
import { parseAlipayBillArchive } from './alipay-bill';
import { createAlipayGateway, type AlipayAnswer } from './alipay-gateway';

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** An Alipay open-platform application in public key mode (RSA2). */
export interface AlipayConfig {
  appId: string;
  /** The application private key (PEM or the bare base64 Alipay's key tool prints). */
  privateKey: string;
  /** The Alipay public key shown in the open platform console (PEM or bare base64). */
  alipayPublicKey: string;
  /** Our merchant PID (2088…); when set, notifications for another seller are refused. */
  sellerId?: string;
  gateway: string;
}

export interface AlipayOptions {
  clock?: Clock;
  timeoutMs?: number;
}

// Alipay's subject takes 256 characters; bytes keep it safe whatever the script.
const SUBJECT_MAX_BYTES = 256;

const TRADE_STATES: Record<string, PaymentState> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Alipay (open platform, gateway.do, RSA2): trade.create for tradePay inside Alipay, wap.pay elsewhere. */
export function createAlipayProvider(config: AlipayConfig, options: AlipayOptions = {}): PaymentProvider {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;

  const signatureError = (message: string, cause?: unknown): ProviderSignatureError =>
    new ProviderSignatureError('alipay', message, cause === undefined ? undefined : { cause });
  const localError = (message: string) =>
    new ProviderRequestError('alipay', { reason: 'invalid-request', providerCode: 'LOCAL_VALIDATION', message });

  const { call, verifyNotification, pageUrl } = createAlipayGateway(config, { clock, timeoutMs });

  function yuan(value: unknown, what: string): number {
    try {
      return providerYuanToFen(String(value ?? ''));
    } catch (error) {
      throw signatureError(`${what} "${String(value)}" is not an exact yuan amount`, error);
    }
  }

  function checkOrderNo(answer: AlipayAnswer, orderNo: string): void {
    if (answer.out_trade_no !== undefined && answer.out_trade_no !== orderNo) {
      throw signatureError(`asked about ${orderNo}, Alipay answered about ${String(answer.out_trade_no)}`);
    }
  }

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
    name: 'alipay',

    async createPayment(req: CreatePaymentRequest): Promise<PaymentLaunch> {
      assertMerchantNo('alipay', 'orderNo', req.orderNo);
      assertPositiveFen('alipay', 'amountFen', req.amountFen);
      if (req.expiresAt.getTime() <= clock.now().getTime()) throw localError('expiresAt is in the past');
      const common = {
        out_trade_no: req.orderNo,
        total_amount: fenToYuanText(req.amountFen),
        subject: truncateUtf8(req.description, SUBJECT_MAX_BYTES),
        time_expire: formatShanghaiDateTime(req.expiresAt),
      };
      if (req.scene === 'alipay-app') {
        if (!req.buyerId) throw localError('tradePay inside Alipay needs the buyer id');
        // 2088… is the classic 16-digit user id; anything else is an OpenID-model buyer_open_id.
        const buyer = /^2088\d{12}$/.test(req.buyerId) ? { buyer_id: req.buyerId } : { buyer_open_id: req.buyerId };
        const answer = await call(
          'alipay.trade.create',
          { ...common, product_code: 'JSAPI_PAY', ...buyer },
          { notify_url: req.notifyUrl },
        );
        checkOrderNo(answer, req.orderNo);
        const tradeNo = text(answer.trade_no);
        if (!tradeNo) throw signatureError('trade.create answer has no trade_no');
        return { kind: 'alipay-trade-pay', tradeNo };
      }
      if (req.scene === 'alipay-wap') {
        // wap.pay is a page the browser opens: no server call, just a signed GET to the gateway.
        const url = pageUrl(
          'alipay.trade.wap.pay',
          { ...common, product_code: 'QUICK_WAP_WAY', ...(req.returnUrl ? { quit_url: req.returnUrl } : {}) },
          { notify_url: req.notifyUrl, return_url: req.returnUrl },
        );
        return { kind: 'redirect', url };
      }
      throw localError(`scene ${req.scene} is not an Alipay scene`);
    },

    async parseNotification(req: IncomingNotification): Promise<VerifiedNotification> {
      const params = verifyNotification(req.rawBody);
      if (config.sellerId && params.seller_id !== config.sellerId) {
        throw signatureError(`notification is for seller ${params.seller_id}, not ours`);
      }
      const { notify_id: eventId, out_trade_no: orderNo, trade_no: tradeNo, trade_status: tradeStatus } = params;
      if (!eventId || !orderNo || !tradeNo || !tradeStatus) throw signatureError('notification lacks its trade fields');
      const state = TRADE_STATES[tradeStatus];
      if (!state) throw signatureError(`unknown trade_status ${tradeStatus}`);
      const amountFen = yuan(params.total_amount, 'total_amount');
      if (amountFen <= 0) throw signatureError('total_amount is not positive');
      const refundedFen = params.refund_fee ? yuan(params.refund_fee, 'refund_fee') : 0;
      // Alipay reports a fully refunded trade as TRADE_CLOSED with a refund_fee; an unpaid one closes without.
      const status: PaymentNotification['status'] =
        state === 'closed' && refundedFen > 0 ? 'refunded' : (state as 'paid' | 'closed' | 'pending');
      const paidAt = params.gmt_payment ? parseShanghaiDateTime(params.gmt_payment) : undefined;
      if (status === 'paid' && !paidAt) throw signatureError('paid notification without a valid gmt_payment');
      return {
        kind: 'payment',
        provider: 'alipay',
        eventId,
        orderNo,
        providerTradeNo: tradeNo,
        amountFen,
        status,
        ...(paidAt ? { paidAt } : {}),
        ...(refundedFen > 0 ? { refundedFen } : {}),
        raw: params,
      };
    },

    notificationAck(ok: boolean): NotificationAck {
      // Anything but the bare text "success" makes Alipay redeliver (up to 8 times over about 25 hours).
      return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: ok ? 'success' : 'fail' };
    },

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
