import { createHash, type KeyObject } from 'node:crypto';
import { systemClock, type Clock } from '../../../clock';
import { loadPrivateKey, rsaSha256Sign } from '../crypto-keys';
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
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type ProviderRejection,
  type RefundRequest,
  type RefundResult,
  type RefundStatus,
  type VerifiedNotification,
} from '../provider';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerFetch, type ProviderHttpResponse } from '../provider-http';
import { formatShanghaiRfc3339, isDay, parseRfc3339 } from '@parking/contracts/shanghai-time';
import { truncateUtf8 } from '../text';
import { parseWechatpayTradeBill } from './wechatpay-bill';
import {
  buildAuthorization,
  createWechatpayVerifier,
  decryptResource,
  jsapiPaySignMessage,
  requestSignatureMessage,
  signatureHeaders,
  wechatpayNonce,
  type EncryptedResource,
} from './wechatpay-signing';

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

/** A direct-merchant (普通商户) WeChat Pay APIv3 account. */
export interface WechatPayConfig {
  mchId: string;
  /** The official account (公众号) appid the payers' openids belong to. */
  appId: string;
  /** The 32-character APIv3 key that encrypts notifications. */
  apiV3Key: string;
  /** apiclient_key.pem: signs our requests and the JSAPI paySign. */
  merchantPrivateKey: string;
  /** Serial number of the merchant API certificate the private key belongs to. */
  merchantCertSerial: string;
  /** WeChat Pay platform certificates (PEM); responses name theirs by Wechatpay-Serial. */
  platformCertificates?: string[];
  /** The WeChat Pay public key (PEM) and its id PUB_KEY_ID_…, the newer alternative to platform certificates. */
  wechatpayPublicKey?: { id: string; pem: string };
  baseUrl: string;
}

export interface WechatPayOptions {
  clock?: Clock;
  timeoutMs?: number;
}

const USER_AGENT = 'parking-platform/0.1 (node)';
// WeChat's description limit is 127 (UTF-8 bytes, to be safe); a parking description is far shorter anyway.
const DESCRIPTION_MAX_BYTES = 127;

const TRADE_STATES: Record<string, PaymentState> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  ACCEPT: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

const REFUND_STATES: Record<string, RefundStatus> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  CLOSED: 'closed',
  ABNORMAL: 'abnormal',
};

const REJECTIONS: Record<string, ProviderRejection> = {
  ORDER_NOT_EXIST: 'not-found',
  ORDERNOTEXIST: 'not-found',
  RESOURCE_NOT_EXISTS: 'not-found',
  ORDERPAID: 'already-paid',
  ORDER_PAID: 'already-paid',
  ORDER_CLOSED: 'already-closed',
  ORDERCLOSED: 'already-closed',
  OUT_TRADE_NO_USED: 'duplicate-order',
  NOT_ENOUGH: 'insufficient-funds',
  NOTENOUGH: 'insufficient-funds',
  FREQUENCY_LIMITED: 'rate-limited',
  RULELIMIT: 'rate-limited',
  RULE_LIMIT: 'rate-limited',
  SYSTEM_ERROR: 'provider-error',
  SYSTEMERROR: 'provider-error',
  BANKERROR: 'provider-error',
  BANK_ERROR: 'provider-error',
  PARAM_ERROR: 'invalid-request',
  INVALID_REQUEST: 'invalid-request',
  APPID_MCHID_NOT_MATCH: 'invalid-request',
  SIGN_ERROR: 'rejected',
};

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

interface Refund {
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  out_refund_no?: string;
  refund_id?: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { refund?: number; total?: number; currency?: string };
}

interface Reply {
  status: number;
  json: Record<string, unknown> | undefined;
}

const isFen = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** WeChat Pay APIv3 (direct merchant): JSAPI inside WeChat, H5 in other browsers, with node:crypto and fetch only. */
export function createWechatPayProvider(config: WechatPayConfig, options: WechatPayOptions = {}): PaymentProvider {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const privateKey: KeyObject = loadPrivateKey(config.merchantPrivateKey);
  const verifier = createWechatpayVerifier(config);
  if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32) throw new RangeError('WeChat Pay APIv3 key must be 32 bytes');
  const base = new URL(config.baseUrl);

  const signatureError = (message: string, cause?: unknown): ProviderSignatureError =>
    new ProviderSignatureError('wechatpay', message, cause === undefined ? undefined : { cause });

  /** Signs and sends one request; returns the verified status and JSON. */
  async function send(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<ProviderHttpResponse> {
    const url = new URL(pathAndQuery, base);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const nonce = wechatpayNonce();
    const signature = rsaSha256Sign(
      requestSignatureMessage(method, url.pathname + url.search, timestamp, nonce, body),
      privateKey,
    );
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': USER_AGENT,
      Authorization: buildAuthorization({
        mchid: config.mchId,
        nonce_str: nonce,
        signature,
        timestamp,
        serial_no: config.merchantCertSerial,
      }),
    };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    return providerFetch('wechatpay', url.toString(), { method, headers, ...(body ? { body } : {}) }, timeoutMs);
  }

  async function call(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<Reply> {
    const response = await send(method, pathAndQuery, payload);
    const text = response.body.toString('utf8');
    const signed = response.headers.get('wechatpay-signature') !== null;
    const ok = response.status >= 200 && response.status < 300;
    if (signed) {
      verifier.verify(
        signatureHeaders((name) => response.headers.get(name) ?? undefined),
        text,
        clock.now(),
      );
    } else if (ok) {
      // WeChat Pay signs every answer to a correctly signed request: an unsigned success is forged or tampered.
      throw signatureError(`unsigned ${response.status} response to ${method} ${pathAndQuery}`);
    } else if (response.status >= 500) {
      throw new ProviderUnavailableError('wechatpay', `unsigned HTTP ${response.status} for ${method} ${pathAndQuery}`);
    }
    let json: Record<string, unknown> | undefined;
    if (text) {
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        if (ok) throw signatureError('response is not JSON', error);
      }
    }
    if (ok) return { status: response.status, json };
    const code = typeof json?.code === 'string' ? json.code : `HTTP_${response.status}`;
    const message = typeof json?.message === 'string' ? json.message : 'request refused';
    const reason = REJECTIONS[code] ?? (response.status >= 500 ? 'provider-error' : 'rejected');
    throw new ProviderRequestError('wechatpay', { reason, providerCode: code, message, httpStatus: response.status });
  }

  function checkMerchant(data: { mchid?: string; appid?: string }, what: string, checkAppId: boolean): void {
    if (data.mchid !== config.mchId) throw signatureError(`${what} is for merchant ${data.mchid}, not ours`);
    if (checkAppId && data.appid !== config.appId) throw signatureError(`${what} is for appid ${data.appid}, not ours`);
  }

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
    name: 'wechatpay',

    async createPayment(req: CreatePaymentRequest): Promise<PaymentLaunch> {
      assertMerchantNo('wechatpay', 'orderNo', req.orderNo);
      assertPositiveFen('wechatpay', 'amountFen', req.amountFen);
      if (req.expiresAt.getTime() <= clock.now().getTime()) {
        throw new ProviderRequestError('wechatpay', {
          reason: 'invalid-request',
          providerCode: 'LOCAL_VALIDATION',
          message: 'expiresAt is in the past',
        });
      }
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
        if (!req.openid) {
          throw new ProviderRequestError('wechatpay', {
            reason: 'invalid-request',
            providerCode: 'LOCAL_VALIDATION',
            message: 'JSAPI payment needs the payer openid',
          });
        }
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
      throw new ProviderRequestError('wechatpay', {
        reason: 'invalid-request',
        providerCode: 'LOCAL_VALIDATION',
        message: `scene ${req.scene} is not a WeChat Pay scene`,
      });
    },

    async parseNotification(req: IncomingNotification): Promise<VerifiedNotification> {
      const lower = new Map(
        Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]),
      );
      verifier.verify(
        signatureHeaders((name) => lower.get(name)),
        req.rawBody,
        clock.now(),
      );
      let envelope: { id?: string; event_type?: string; resource_type?: string; resource?: EncryptedResource };
      try {
        envelope = JSON.parse(req.rawBody) as typeof envelope;
      } catch (error) {
        throw signatureError('notification body is not JSON', error);
      }
      const { id, event_type: eventType, resource } = envelope;
      if (typeof id !== 'string' || typeof eventType !== 'string' || !resource || typeof resource !== 'object') {
        throw signatureError('notification lacks id, event_type or resource');
      }
      if (envelope.resource_type !== 'encrypt-resource') {
        throw signatureError(`unexpected resource_type ${envelope.resource_type}`);
      }
      let data: Transaction & Refund;
      try {
        data = JSON.parse(decryptResource(resource, config.apiV3Key)) as Transaction & Refund;
      } catch (error) {
        if (error instanceof ProviderSignatureError) throw error;
        throw signatureError('decrypted resource is not JSON', error);
      }

      if (eventType.startsWith('TRANSACTION.')) {
        checkMerchant(data, 'notification', true);
        const total = data.amount?.total;
        if (!isFen(total) || total === 0) throw signatureError('notification amount.total is not a positive integer');
        if (data.amount?.currency && data.amount.currency !== 'CNY') {
          throw signatureError(`notification currency ${data.amount.currency} is not CNY`);
        }
        const status = TRADE_STATES[data.trade_state ?? ''];
        if (!data.out_trade_no || !data.transaction_id || !status || status === 'not-found' || status === 'failed') {
          throw signatureError(`unusable transaction notification (trade_state ${data.trade_state})`);
        }
        const paidAt = data.success_time ? parseRfc3339(data.success_time) : undefined;
        if (status === 'paid' && !paidAt) throw signatureError('paid notification without a valid success_time');
        return {
          kind: 'payment',
          provider: 'wechatpay',
          eventId: id,
          orderNo: data.out_trade_no,
          providerTradeNo: data.transaction_id,
          amountFen: total,
          status,
          ...(paidAt ? { paidAt } : {}),
          raw: data,
        };
      }

      if (eventType.startsWith('REFUND.')) {
        checkMerchant(data, 'refund notification', false);
        const { out_trade_no: orderNo, out_refund_no: refundNo, refund_id: refundId, transaction_id: tradeNo } = data;
        const refund = data.amount?.refund;
        const total = data.amount?.total;
        const status = REFUND_STATES[data.refund_status ?? ''];
        if (!orderNo || !refundNo || !refundId || !tradeNo || !status) {
          throw signatureError(`unusable refund notification (refund_status ${data.refund_status})`);
        }
        if (!isFen(refund) || !isFen(total) || refund === 0 || refund > total) {
          throw signatureError('refund notification amounts are not consistent integers of fen');
        }
        const succeededAt = data.success_time ? parseRfc3339(data.success_time) : undefined;
        return {
          kind: 'refund',
          provider: 'wechatpay',
          eventId: id,
          orderNo,
          refundNo,
          providerRefundNo: refundId,
          providerTradeNo: tradeNo,
          amountFen: refund,
          totalFen: total,
          status,
          ...(succeededAt ? { succeededAt } : {}),
          raw: data,
        };
      }
      throw signatureError(`unsupported event_type ${eventType}`);
    },

    notificationAck(ok: boolean): NotificationAck {
      // Success: 200 or 204 with no body. Failure: 4xx/5xx with {code:"FAIL"}, which makes WeChat Pay redeliver.
      if (ok) return { status: 204, headers: {}, body: '' };
      return {
        status: 500,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ code: 'FAIL', message: '失败' }),
      };
    },

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
        throw new ProviderRequestError('wechatpay', {
          reason: 'invalid-request',
          providerCode: 'LOCAL_VALIDATION',
          message: `refund ${req.amountFen} exceeds the order total ${req.totalFen}`,
        });
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
