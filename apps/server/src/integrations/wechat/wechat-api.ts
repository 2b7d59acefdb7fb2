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

// Tickets and tokens live 7200 s; renewing 5 minutes early keeps a request from racing the expiry.
const EARLY_RENEWAL_MS = 5 * 60_000;
/** WeChat's codes for an access_token revoked or expired early (another server fetched a new one). */
const STALE_TOKEN = [40001, 42001];

/** WeChat's answer for an app id: the value and its `expires_in` (seconds). */
type FetchEntry = (appId: string) => Promise<{ value: string; expiresIn: unknown }>;

/**
 * A value per app id that WeChat hands out for `expires_in` seconds (an access_token, a jsapi_ticket): kept until
 * shortly before it runs out, and fetched by one request at a time per app id (concurrent callers share it; WeChat
 * limits these calls per day).
 */
function perAppCache(clock: Clock, fetchEntry: FetchEntry) {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const inflight = new Map<string, Promise<string>>();
  async function load(appId: string): Promise<string> {
    const { value, expiresIn } = await fetchEntry(appId);
    entries.set(appId, { value, expiresAt: clock.now().getTime() + Number(expiresIn ?? 7200) * 1000 });
    return value;
  }
  return {
    async get(appId: string): Promise<string> {
      const cached = entries.get(appId);
      if (cached && cached.expiresAt - EARLY_RENEWAL_MS > clock.now().getTime()) return cached.value;
      const running = inflight.get(appId);
      if (running) return running;
      const started = load(appId).finally(() => inflight.delete(appId));
      inflight.set(appId, started);
      return started;
    },
    forget: (appId: string) => entries.delete(appId),
  };
}

/**
 * api.weixin.qq.com for one process: calls (GET with a query, or POST of JSON) and the access_token of each
 * official account, cached until shortly before it expires and shared by every user of the API (the JS-SDK
 * ticket, template messages): a second cache would fetch its own token and so revoke the first one's.
 */
export function createWechatApi(deps: WechatApiDeps) {
  const doFetch = deps.fetch ?? fetch;

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

  const tokens = perAppCache(deps.clock, async (appId) => {
    const secret = deps.secrets[appId];
    if (!secret) throw new WechatApiError(`No WeChat app secret configured for ${appId}`);
    const body = await call('/cgi-bin/token', { grant_type: 'client_credential', appid: appId, secret });
    if (typeof body.access_token !== 'string') throw new WechatApiError('WeChat sent no access_token');
    return { value: body.access_token, expiresIn: body.expires_in };
  });

  return {
    call,
    /** Entries (tickets) cached like tokens: fresh until 5 minutes before `expires_in` runs out. */
    perAppCache: (fetchEntry: FetchEntry) => perAppCache(deps.clock, fetchEntry),
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
        return await call(path, { ...params, access_token: await tokens.get(appId) }, json);
      } catch (error) {
        if (!(error instanceof WechatApiError) || !STALE_TOKEN.includes(error.errcode ?? 0)) throw error;
        tokens.forget(appId);
        return call(path, { ...params, access_token: await tokens.get(appId) }, json);
      }
    },
  };
}
export type WechatApi = ReturnType<typeof createWechatApi>;
