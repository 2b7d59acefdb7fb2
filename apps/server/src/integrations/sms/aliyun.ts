import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import { SmsSendError, type SmsProvider } from './sms-provider';

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms) over its RPC API with signature version 1.0 (HMAC-SHA1), the scheme its
 * documentation describes: sorted, RFC 3986-encoded parameters, signed with `AccessKeySecret&`.
 */
export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名) shown in 【】. */
  signName: string;
  /** The approved template with a `${code}` variable. */
  templateCode: string;
  endpoint: string;
  clock: Clock;
  fetch?: typeof fetch;
  nonce?: () => string;
  timeoutMs?: number;
}

/** RFC 3986 percent-encoding, as Aliyun's signature wants it (space %20, `*` %2A, `~` kept). */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The sorted, encoded query every RPC signature is computed over. */
export const canonicalQuery = (params: Record<string, string>): string =>
  Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] as string)}`)
    .join('&');

/** Signature = Base64(HMAC-SHA1(secret + "&", METHOD & %2F & encode(canonical query))). */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** ISO 8601 in UTC without milliseconds: 2026-06-01T02:00:00Z. */
export const aliyunTimestamp = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createAliyunSmsProvider(options: AliyunSmsOptions): SmsProvider {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const nonce = options.nonce ?? randomUUID;
  return {
    name: 'aliyun',
    async sendVerifyCode(message) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.phone,
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: nonce(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
        Timestamp: aliyunTimestamp(options.clock.now()),
        Version: '2017-05-25',
      };
      const body = `Signature=${percentEncode(rpcSignature('POST', params, options.accessKeySecret))}&${canonicalQuery(params)}`;
      let response: Response;
      try {
        response = await send(options.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (cause) {
        throw new SmsSendError('Aliyun SMS could not be reached', undefined, { cause });
      }
      const answer = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (answer.Code !== 'OK') {
        throw new SmsSendError(
          `Aliyun SMS refused: ${answer.Code ?? response.status} ${answer.Message ?? ''}`,
          answer.Code,
        );
      }
    },
  };
}
