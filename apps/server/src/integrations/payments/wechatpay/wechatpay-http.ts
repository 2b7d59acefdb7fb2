import type { KeyObject } from 'node:crypto';
import type { Clock } from '../../../clock';
import { loadPrivateKey, rsaSha256Sign } from '../crypto-keys';
import {
  ProviderRequestError,
  ProviderSignatureError,
  ProviderUnavailableError,
  type PaymentState,
  type ProviderRejection,
  type RefundStatus,
} from '../provider';
import { providerFetch, type ProviderHttpResponse } from '../provider-http';
import {
  buildAuthorization,
  createWechatpayVerifier,
  requestSignatureMessage,
  signatureHeaders,
  wechatpayNonce,
} from './wechatpay-signing';

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

const USER_AGENT = 'parking-platform/0.1 (node)';

export const TRADE_STATES: Record<string, PaymentState> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  ACCEPT: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

export const REFUND_STATES: Record<string, RefundStatus> = {
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

export interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

export interface Refund {
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

export interface Reply {
  status: number;
  json: Record<string, unknown> | undefined;
}

export const isFen = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** What the WeChat Pay provider's parts share: signed requests, verified answers, the merchant checks. */
export type WechatPayClient = ReturnType<typeof createWechatPayClient>;

export function createWechatPayClient(config: WechatPayConfig, clock: Clock, timeoutMs: number) {
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

  return { config, clock, privateKey, verifier, base, signatureError, send, call, checkMerchant };
}
