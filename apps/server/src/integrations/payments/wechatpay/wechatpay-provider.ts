import { rsaSha256Sign } from '../crypto-keys';
import {
  assertPaymentRequest,
  localValidationError,
  type CreatePaymentRequest,
  type NotificationAck,
  type PaymentLaunch,
  type PaymentProvider,
} from '../provider';
import { providerOptions, type ProviderOptions } from '../provider-http';
import { formatShanghaiRfc3339 } from '@parking/contracts/shanghai-time';
import { truncateUtf8 } from '../text';
import { createWechatPayClient, type WechatPayConfig } from './wechatpay-http';
import { wechatpayNotificationParser } from './wechatpay-notification';
import { wechatpayQueries } from './wechatpay-queries';
import { jsapiPaySignMessage, wechatpayNonce } from './wechatpay-signing';

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

export type { WechatPayConfig } from './wechatpay-http';

export type WechatPayOptions = ProviderOptions;

// WeChat's description limit is 127 (UTF-8 bytes, to be safe); a parking description is far shorter anyway.
const DESCRIPTION_MAX_BYTES = 127;

/** WeChat Pay APIv3 (direct merchant): JSAPI inside WeChat, H5 in other browsers, with node:crypto and fetch only. */
export function createWechatPayProvider(config: WechatPayConfig, options: WechatPayOptions = {}): PaymentProvider {
  const { clock, timeoutMs } = providerOptions(options);
  const client = createWechatPayClient(config, clock, timeoutMs);
  const { privateKey, signatureError, call } = client;

  return {
    name: 'wechatpay',

    async createPayment(req: CreatePaymentRequest): Promise<PaymentLaunch> {
      assertPaymentRequest('wechatpay', req, clock.now());
      const common = {
        appid: config.appId,
        mchid: config.mchId,
        description: truncateUtf8(req.description, DESCRIPTION_MAX_BYTES),
        out_trade_no: req.orderNo,
        time_expire: formatShanghaiRfc3339(req.expiresAt),
        notify_url: req.notifyUrl,
        amount: { total: req.amountFen, currency: 'CNY' },
      };
      if (req.scene === 'jsapi') {
        if (!req.openid) throw localValidationError('wechatpay', 'JSAPI payment needs the payer openid');
        const { json } = await call('POST', '/v3/pay/transactions/jsapi', { ...common, payer: { openid: req.openid } });
        const prepayId = json?.prepay_id;
        if (typeof prepayId !== 'string' || !prepayId) throw signatureError('JSAPI answer has no prepay_id');
        const timeStamp = String(Math.floor(clock.now().getTime() / 1000));
        const nonceStr = wechatpayNonce();
        const pkg = `prepay_id=${prepayId}`;
        const paySign = rsaSha256Sign(jsapiPaySignMessage(config.appId, timeStamp, nonceStr, pkg), privateKey);
        return {
          kind: 'wechat-jsapi',
          params: { appId: config.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign },
        };
      }
      if (req.scene === 'h5') {
        const { json } = await call('POST', '/v3/pay/transactions/h5', {
          ...common,
          scene_info: { payer_client_ip: req.clientIp, h5_info: { type: 'Wap' } },
        });
        const h5Url = json?.h5_url;
        if (typeof h5Url !== 'string' || !h5Url) throw signatureError('H5 answer has no h5_url');
        // WeChat returns the browser to redirect_url after the cashier; the result page still polls the order.
        const url = req.returnUrl ? `${h5Url}&redirect_url=${encodeURIComponent(req.returnUrl)}` : h5Url;
        return { kind: 'redirect', url };
      }
      throw localValidationError('wechatpay', `scene ${req.scene} is not a WeChat Pay scene`);
    },

    parseNotification: wechatpayNotificationParser(client),

    notificationAck(ok: boolean): NotificationAck {
      // Success: 200 or 204 with no body. Failure: 4xx/5xx with {code:"FAIL"}, which makes WeChat Pay redeliver.
      if (ok) return { status: 204, headers: {}, body: '' };
      return {
        status: 500,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ code: 'FAIL', message: '失败' }),
      };
    },

    ...wechatpayQueries(client),
  };
}
