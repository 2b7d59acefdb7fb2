import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';

/**
 * The jsapi_ticket of a WeChat official account, which signs its pages' JS-SDK config. The real source asks
 * WeChat's API (access_token, then getticket) and caches both until shortly before they expire; the sandbox makes
 * up a ticket per app id, so signatures are computed the same way without WeChat.
 */
export interface JsapiTicketSource {
  readonly name: 'wechat' | 'sandbox';
  ticket(appId: string): Promise<string>;
}

/** WeChat refused or could not be reached; `errcode` is WeChat's own code when it sent one. */
export class WechatApiError extends Error {
  override readonly name = 'WechatApiError';
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
  }
}

/**
 * WeChat's JS-SDK signature: SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in this order, values
 * raw, the url without its #fragment).
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(text).digest('hex');
}

export function createSandboxTicketSource(): JsapiTicketSource {
  return { name: 'sandbox', ticket: async (appId) => `sandbox-jsapi-ticket-${appId}` };
}

interface Cached {
  value: string;
  expiresAt: number;
}

// Tickets and tokens live 7200 s; renewing 5 minutes early keeps a request from racing the expiry.
const EARLY_RENEWAL_MS = 5 * 60_000;

export function createWechatTicketSource(deps: {
  /** App secret per official-account app id. */
  secrets: Readonly<Record<string, string>>;
  /** https://api.weixin.qq.com, or a local fake in tests. */
  apiBase: string;
  clock: Clock;
  fetch?: typeof fetch;
}): JsapiTicketSource {
  const doFetch = deps.fetch ?? fetch;
  const tokens = new Map<string, Cached>();
  const tickets = new Map<string, Cached>();
  // One request at a time per app id: concurrent pages must not each fetch (WeChat limits token calls per day).
  const inflight = new Map<string, Promise<string>>();

  async function call(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(path, deps.apiBase);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch (cause) {
      throw Object.assign(new WechatApiError(`WeChat API unreachable: ${path}`), { cause });
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const errcode = typeof body.errcode === 'number' ? body.errcode : 0;
    if (!res.ok || errcode !== 0) {
      throw new WechatApiError(`WeChat API ${path} failed: ${String(body.errmsg ?? res.status)}`, errcode || undefined);
    }
    return body;
  }

  const fresh = (cached: Cached | undefined) =>
    cached && cached.expiresAt - EARLY_RENEWAL_MS > deps.clock.now().getTime() ? cached.value : undefined;
  const until = (seconds: unknown) => deps.clock.now().getTime() + Number(seconds ?? 7200) * 1000;

  async function accessToken(appId: string): Promise<string> {
    const cached = fresh(tokens.get(appId));
    if (cached) return cached;
    const secret = deps.secrets[appId];
    if (!secret) throw new WechatApiError(`No WeChat app secret configured for ${appId}`);
    const body = await call('/cgi-bin/token', { grant_type: 'client_credential', appid: appId, secret });
    if (typeof body.access_token !== 'string') throw new WechatApiError('WeChat sent no access_token');
    tokens.set(appId, { value: body.access_token, expiresAt: until(body.expires_in) });
    return body.access_token;
  }

  async function fetchTicket(appId: string): Promise<string> {
    const token = await accessToken(appId);
    let body: Record<string, unknown>;
    try {
      body = await call('/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' });
    } catch (error) {
      // 40001/42001: the token was revoked or expired early (another server fetched a new one): once more afresh.
      if (!(error instanceof WechatApiError) || ![40001, 42001].includes(error.errcode ?? 0)) throw error;
      tokens.delete(appId);
      body = await call('/cgi-bin/ticket/getticket', { access_token: await accessToken(appId), type: 'jsapi' });
    }
    if (typeof body.ticket !== 'string') throw new WechatApiError('WeChat sent no ticket');
    tickets.set(appId, { value: body.ticket, expiresAt: until(body.expires_in) });
    return body.ticket;
  }

  return {
    name: 'wechat',
    async ticket(appId) {
      const cached = fresh(tickets.get(appId));
      if (cached) return cached;
      const running = inflight.get(appId);
      if (running) return running;
      const started = fetchTicket(appId).finally(() => inflight.delete(appId));
      inflight.set(appId, started);
      return started;
    },
  };
}
