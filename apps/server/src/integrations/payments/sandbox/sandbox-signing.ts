import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ProviderSignatureError, type NotificationAck } from '../provider';

/** Headers of a sandbox notification, like WeChat Pay's Wechatpay-Timestamp/Nonce/Signature but with an HMAC. */
export const SandboxHeader = {
  TIMESTAMP: 'sandbox-timestamp',
  NONCE: 'sandbox-nonce',
  SIGNATURE: 'sandbox-signature',
} as const;

/** A notification older or newer than this is refused (a replayed capture). */
export const SANDBOX_MAX_SKEW_SECONDS = 300;

const message = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** HMAC-SHA256 over timestamp, nonce and the exact body, hex. */
export function sandboxSignature(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret)
    .update(message(timestamp, nonce, body))
    .digest('hex');
}

/** The three signature headers for a body sent at `now`. */
export function signSandboxBody(secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    [SandboxHeader.TIMESTAMP]: timestamp,
    [SandboxHeader.NONCE]: nonce,
    [SandboxHeader.SIGNATURE]: sandboxSignature(secret, timestamp, nonce, body),
  };
}

/** Why a signed body is refused, or undefined when it is authentic and fresh. */
export function sandboxSignatureProblem(
  secret: string,
  headers: { timestamp?: string; nonce?: string; signature?: string },
  body: string,
  now: Date,
): string | undefined {
  const { timestamp, nonce, signature } = headers;
  if (!timestamp || !nonce || !signature) return 'missing signature headers';
  if (!/^\d{1,12}$/.test(timestamp)) return 'malformed timestamp';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SANDBOX_MAX_SKEW_SECONDS) return 'stale timestamp';
  const expected = Buffer.from(sandboxSignature(secret, timestamp, nonce, body), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature does not match';
  return undefined;
}

/** A hosted sandbox page: the checkout sheet of an order, or the signing page of an agreement. */
type HostedPage = 'checkout' | 'contract';

/** The token of a hosted page's link for this order or contract: only links the sandbox handed out open the page. */
export function pageToken(secret: string, page: HostedPage, subject: string): string {
  return createHmac('sha256', secret).update(`${page}:${subject}`).digest('base64url').slice(0, 24);
}

export function pageTokenMatches(secret: string, page: HostedPage, subject: string, token: string): boolean {
  const expected = Buffer.from(pageToken(secret, page, subject));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Why an incoming sandbox notification is refused, from its headers (any case) and exact body, or undefined when it
 * is authentic and fresh: the check every sandbox notification (payments, agreements) goes through.
 */
export function incomingSandboxProblem(
  secret: string,
  incoming: { headers: Record<string, string | string[] | undefined>; rawBody: string },
  now: Date,
): string | undefined {
  const header = (name: string) => {
    const entry = Object.entries(incoming.headers).find(([key]) => key.toLowerCase() === name);
    const value = entry?.[1];
    return Array.isArray(value) ? value[0] : value;
  };
  return sandboxSignatureProblem(
    secret,
    {
      timestamp: header(SandboxHeader.TIMESTAMP),
      nonce: header(SandboxHeader.NONCE),
      signature: header(SandboxHeader.SIGNATURE),
    },
    incoming.rawBody,
    now,
  );
}

/**
 * An incoming sandbox notification's event, once it is authentic and fresh and its body is JSON; `what` names the
 * notification in the refusal (`notification`, `contract notification`).
 */
export function verifiedSandboxEvent<T>(
  secret: string,
  incoming: { headers: Record<string, string | string[] | undefined>; rawBody: string },
  now: Date,
  what: string,
): Partial<T> {
  const problem = incomingSandboxProblem(secret, incoming, now);
  if (problem) throw new ProviderSignatureError('sandbox', `${what} refused: ${problem}`);
  try {
    return JSON.parse(incoming.rawBody) as Partial<T>;
  } catch (error) {
    throw new ProviderSignatureError('sandbox', `${what} body is not JSON`, { cause: error });
  }
}

const ACK_OK: NotificationAck = {
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: 'SUCCESS' }),
};
const ACK_FAIL: NotificationAck = {
  status: 500,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: 'FAIL', message: '处理失败' }),
};

/** How the sandbox's notification senders (payments and agreements) want to be answered. */
export const sandboxAck = (ok: boolean): NotificationAck => (ok ? ACK_OK : ACK_FAIL);
