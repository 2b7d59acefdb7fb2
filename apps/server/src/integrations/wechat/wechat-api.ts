import type { Clock } from '../../clock';

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

export interface WechatApiDeps {
  /** App secret per official-account app id. */
  secrets: Readonly<Record<string, string>>;
  /** https://api.weixin.qq.com, or a local fake in tests. */
  apiBase: string;
  clock: Clock;
  fetch?: typeof fetch;
}

interface Cached {
  value: string;
  expiresAt: number;
}

// Tickets and tokens live 7200 s; renewing 5 minutes early keeps a request from racing the expiry.
const EARLY_RENEWAL_MS = 5 * 60_000;
/** WeChat's codes for an access_token revoked or expired early (another server fetched a new one). */
const STALE_TOKEN = [40001, 42001];

/**
 * api.weixin.qq.com for one process: calls (GET with a query, or POST of JSON) and the access_token of each
 * official account, cached until shortly before it expires and shared by every user of the API (the JS-SDK
 * ticket, template messages): a second cache would fetch its own token and so revoke the first one's.
 */
export function createWechatApi(deps: WechatApiDeps) {
  const doFetch = deps.fetch ?? fetch;
  const tokens = new Map<string, Cached>();
  // One token request at a time per app id (WeChat limits token calls per day).
  const inflight = new Map<string, Promise<string>>();

  async function call(path: string, params: Record<string, string>, json?: unknown): Promise<Record<string, unknown>> {
    const url = new URL(path, deps.apiBase);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await doFetch(url, {
        signal: AbortSignal.timeout(10_000),
        ...(json === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
      });
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

  async function fetchToken(appId: string): Promise<string> {
    const secret = deps.secrets[appId];
    if (!secret) throw new WechatApiError(`No WeChat app secret configured for ${appId}`);
    const body = await call('/cgi-bin/token', { grant_type: 'client_credential', appid: appId, secret });
    if (typeof body.access_token !== 'string') throw new WechatApiError('WeChat sent no access_token');
    tokens.set(appId, { value: body.access_token, expiresAt: until(body.expires_in) });
    return body.access_token;
  }

  async function accessToken(appId: string): Promise<string> {
    const cached = fresh(tokens.get(appId));
    if (cached) return cached;
    const running = inflight.get(appId);
    if (running) return running;
    const started = fetchToken(appId).finally(() => inflight.delete(appId));
    inflight.set(appId, started);
    return started;
  }

  return {
    call,
    /** Entries (tickets) cached like tokens: fresh until 5 minutes before `expires_in` runs out. */
    fresh,
    until,
    /**
     * A call with the app's access_token; when WeChat says the token is no longer valid (40001/42001), once more
     * with a new one.
     */
    async withToken(
      appId: string,
      path: string,
      params: Record<string, string>,
      json?: unknown,
    ): Promise<Record<string, unknown>> {
      try {
        return await call(path, { ...params, access_token: await accessToken(appId) }, json);
      } catch (error) {
        if (!(error instanceof WechatApiError) || !STALE_TOKEN.includes(error.errcode ?? 0)) throw error;
        tokens.delete(appId);
        return call(path, { ...params, access_token: await accessToken(appId) }, json);
      }
    },
  };
}
export type WechatApi = ReturnType<typeof createWechatApi>;
