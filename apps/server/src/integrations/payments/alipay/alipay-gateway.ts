import type { KeyObject } from 'node:crypto';
import { formatShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { systemClock, type Clock } from '../../../clock';
import { loadPrivateKey, loadPublicKey, rsaSha256Sign, rsaSha256Verify } from '../crypto-keys';
import {
  ProviderRequestError,
  ProviderSignatureError,
  ProviderUnavailableError,
  type ProviderRejection,
} from '../provider';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerFetch } from '../provider-http';
import {
  notificationSignContent,
  requestSignContent,
  responseKeyOf,
  topLevelMembers,
  type AlipayParams,
} from './alipay-signing';

/** What one gateway call needs: the application (public key mode, RSA2) and where the gateway is. */
export interface AlipayGatewayConfig {
  appId: string;
  /** The application private key (PEM or the bare base64 Alipay's key tool prints). */
  privateKey: string;
  /** The Alipay public key shown in the open platform console (PEM or bare base64). */
  alipayPublicKey: string;
  gateway: string;
}

export type AlipayAnswer = Record<string, unknown> & {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
};

const SUCCESS = '10000';
/** Methods whose success carries no code (their failures come as error_response). */
const CODELESS = new Set(['alipay.system.oauth.token']);

const REJECTIONS: Record<string, ProviderRejection> = {
  'ACQ.TRADE_NOT_EXIST': 'not-found',
  'ACQ.TRADE_HAS_SUCCESS': 'already-paid',
  'ACQ.TRADE_HAS_FINISHED': 'already-paid',
  'ACQ.TRADE_HAS_CLOSE': 'already-closed',
  'ACQ.CONTEXT_INCONSISTENT': 'duplicate-order',
  'ACQ.SELLER_BALANCE_NOT_ENOUGH': 'insufficient-funds',
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': 'invalid-request',
  'ACQ.REFUND_FEE_ERROR': 'invalid-request',
  'ACQ.INVALID_PARAMETER': 'invalid-request',
  'ACQ.SYSTEM_ERROR': 'provider-error',
  'aop.ACQ.SYSTEM_ERROR': 'provider-error',
  'isv.invalid-signature': 'rejected',
  'isv.invalid-app-id': 'rejected',
};

/**
 * openapi.alipay.com/gateway.do for one application: requests signed with RSA2, answers verified over the exact bytes
 * of `<method>_response`. Shared by payments and sign-in (alipay.system.oauth.token), so both sign the same way.
 */
export function createAlipayGateway(config: AlipayGatewayConfig, options: { clock?: Clock; timeoutMs?: number } = {}) {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  // Parsed once at start: a pasted-wrong key is a start-up error, not a failed call.
  const privateKey: KeyObject = loadPrivateKey(config.privateKey);
  const alipayKey: KeyObject = loadPublicKey(config.alipayPublicKey);
  const gateway = new URL(config.gateway);

  const signatureError = (message: string, cause?: unknown): ProviderSignatureError =>
    new ProviderSignatureError('alipay', message, cause === undefined ? undefined : { cause });

  /** The common parameters, biz_content (when given) and sign of one call. */
  function signedParams(method: string, biz: object | undefined, extra: AlipayParams = {}): Record<string, string> {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatShanghaiDateTime(clock.now()),
      version: '1.0',
      ...(biz ? { biz_content: JSON.stringify(biz) } : {}),
    };
    for (const [key, value] of Object.entries(extra)) if (value) params[key] = value;
    params.sign = rsaSha256Sign(requestSignContent(params), privateKey);
    return params;
  }

  /**
   * Calls one gateway method; returns the verified `<method>_response` object when its code is 10000 (or, for
   * alipay.system.oauth.token, which answers success without a code, when it is signed and not an error_response).
   */
  async function call(method: string, biz: object | undefined, extra: AlipayParams = {}): Promise<AlipayAnswer> {
    const params = signedParams(method, biz, extra);
    const response = await providerFetch(
      'alipay',
      gateway.toString(),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
        body: new URLSearchParams(params).toString(),
      },
      timeoutMs,
    );
    if (response.status !== 200) {
      throw new ProviderUnavailableError('alipay', `HTTP ${response.status} from the gateway for ${method}`);
    }
    const raw = response.body.toString('utf8');
    const members = topLevelMembers(raw);
    if (!members) throw signatureError(`${method}: response is not one JSON object with unique keys`);
    const key = members.has(responseKeyOf(method)) ? responseKeyOf(method) : 'error_response';
    const content = members.get(key);
    if (!content) throw signatureError(`${method}: response has no ${responseKeyOf(method)}`);
    let answer: AlipayAnswer;
    let sign: unknown;
    try {
      answer = JSON.parse(content) as AlipayAnswer;
      sign = members.has('sign') ? JSON.parse(members.get('sign') as string) : undefined;
    } catch (error) {
      throw signatureError(`${method}: malformed response JSON`, error);
    }
    const succeeded =
      answer.code === SUCCESS || (key !== 'error_response' && answer.code === undefined && CODELESS.has(method));
    if (typeof sign === 'string') {
      // Alipay signs the exact substring of <method>_response, so verify those bytes, never a re-serialisation.
      if (!rsaSha256Verify(content, sign, alipayKey))
        throw signatureError(`${method}: response signature does not match`);
    } else if (succeeded) {
      throw signatureError(`${method}: unsigned success response`);
    }
    if (succeeded) return answer;
    // Without a valid signature an answer can only ever turn into an error, never into a success.
    const providerCode = answer.sub_code ?? answer.code ?? 'UNKNOWN';
    const reason =
      REJECTIONS[providerCode] ??
      (answer.code === '20000' ? 'provider-error' : answer.code === '40002' ? 'invalid-request' : 'rejected');
    throw new ProviderRequestError('alipay', {
      reason,
      providerCode,
      message: answer.sub_msg ?? answer.msg ?? 'request refused',
    });
  }

  /**
   * The parameters of an asynchronous notification (a form body), once its RSA2 signature is Alipay's and it is for
   * this application. Any doubt is a ProviderSignatureError.
   */
  function verifyNotification(rawBody: string): Record<string, string> {
    const params: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(rawBody)) {
      if (key in params) throw signatureError(`notification repeats parameter ${key}`);
      params[key] = value;
    }
    const { sign } = params;
    if (!sign) throw signatureError('notification has no sign');
    if (params.sign_type && params.sign_type !== 'RSA2') throw signatureError(`sign_type ${params.sign_type} refused`);
    if (params.charset && params.charset.toLowerCase() !== 'utf-8') {
      throw signatureError(`charset ${params.charset} refused`);
    }
    if (!rsaSha256Verify(notificationSignContent(params), sign, alipayKey)) {
      throw signatureError('notification signature does not match');
    }
    if (params.app_id !== config.appId) throw signatureError(`notification is for app ${params.app_id}, not ours`);
    return params;
  }

  /** A page the browser opens (wap.pay, agreement.page.sign): no server call, just a signed GET to the gateway. */
  function pageUrl(method: string, biz: object, extra: AlipayParams = {}): string {
    const params = signedParams(method, biz, extra);
    // Percent-encoded like Alipay's own SDK (%20, not +), so any decoder on their side reads the signed values back.
    const query = Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
    return `${gateway.toString()}${gateway.search ? '&' : '?'}${query}`;
  }

  return { call, signedParams, verifyNotification, pageUrl, alipayKey, gateway };
}
export type AlipayGateway = ReturnType<typeof createAlipayGateway>;
