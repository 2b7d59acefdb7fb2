import { fenToYuanText } from '../money';
import {
  assertPaymentRequest,
  type CreatePaymentRequest,
  type IncomingNotification,
  type NotificationAck,
  type PaymentLaunch,
  type PaymentNotification,
  type PaymentProvider,
  type VerifiedNotification,
} from '../provider';
import { providerOptions, type ProviderOptions } from '../provider-http';
import { formatShanghaiDateTime, parseShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { truncateUtf8 } from '../text';
import { createAlipayContext, TRADE_STATES, text, type AlipayConfig } from './alipay-context';
import { alipayQueries } from './alipay-queries';

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export type { AlipayConfig } from './alipay-context';

export type AlipayOptions = ProviderOptions;

// Alipay's subject takes 256 characters; bytes keep it safe whatever the script.
const SUBJECT_MAX_BYTES = 256;

/** Alipay (open platform, gateway.do, RSA2): trade.create for tradePay inside Alipay, wap.pay elsewhere. */
export function createAlipayProvider(config: AlipayConfig, options: AlipayOptions = {}): PaymentProvider {
  const { clock, timeoutMs } = providerOptions(options);
  const ctx = createAlipayContext(config, clock, timeoutMs);
  const { call, verifyNotification, pageUrl, signatureError, localError, yuan, checkOrderNo } = ctx;

  return {
    name: 'alipay',

    async createPayment(req: CreatePaymentRequest): Promise<PaymentLaunch> {
      assertPaymentRequest('alipay', req, clock.now());
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

    ...alipayQueries(ctx),
  };
}
