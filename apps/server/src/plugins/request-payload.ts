import {
  API_BASE,
  AppError,
  ErrorCode,
  PAYLOAD_MAX_SKEW_MS,
  RequestHeader,
  decodePayload,
  type RequestPayload,
} from '@parking/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Job } from '../jobs/queue';
import type { Clock } from '../clock';
import type { NonceStore } from './nonce-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The decoded `x-payload` header; undefined when the client sent none. */
    payload: RequestPayload | undefined;
  }
  interface FastifyInstance {
    /** Every API route with its authModel, as registered (for checks and tests). */
    apiRoutes: readonly ApiRoute[];
  }
  interface FastifyContextConfig {
    /** 1: the payload must be fresh and its nonce unused (replay protection, spec section 6). */
    authModel?: 0 | 1;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  authModel: 0 | 1;
  /** Its request schemas (zod), for tests that derive inputs from them. */
  schema: RouteOptions['schema'];
}

// Nodes' clocks differ a little; a nonce is kept this much longer than its timestamp could be accepted.
const PRUNE_MARGIN_MS = 60_000;
// Often, so each prune deletes a few seconds' nonces: a minute's worth at 500 req/s stalls PGlite's one thread.
const PRUNE_EVERY_MS = 5_000;

/**
 * Decodes the payload of every API request and guards authModel-1 routes against replays. A route's authModel is
 * its operation's (set by serve() from @parking/contracts), so client and server agree by construction.
 */
export function installRequestPayload(
  api: FastifyInstance,
  deps: { clock: Clock; nonces: NonceStore; routes: ApiRoute[] },
): void {
  const guard = createReplayGuard(deps);
  api.decorateRequest('payload', undefined);

  api.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      deps.routes.push({ method, url: route.url, authModel: route.config?.authModel ?? 0, schema: route.schema });
    }
  });

  api.addHook('onRequest', async (req) => {
    const header = req.headers[RequestHeader.PAYLOAD];
    const raw = typeof header === 'string' ? header : undefined;
    req.payload = decodePayload(raw);
    if (req.routeOptions.config.authModel === 1) await guard(req.payload);
    // A garbled payload would silently switch the request to the default dealer: refuse it instead.
    else if (raw !== undefined && !req.payload)
      throw new AppError(ErrorCode.INVALID_INPUT, '请求头 x-payload 格式错误');
  });
}

/** Path of an API route relative to API_BASE, as the contracts list it. */
export const apiPath = (url: string): string => (url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url);

/** The job `nonces.prune`: forgets nonces no timestamp could be accepted for any more. */
export const noncePruneJob = (nonces: NonceStore, clock: Clock, enabled: boolean): Job => ({
  name: 'nonces.prune',
  intervalMs: enabled ? PRUNE_EVERY_MS : 0,
  run: () => nonces.pruneExpired(new Date(clock.now().getTime() - PRUNE_MARGIN_MS)),
});

function createReplayGuard({ clock, nonces }: { clock: Clock; nonces: NonceStore }) {
  return async (payload: RequestPayload | undefined): Promise<void> => {
    if (!payload) throw new AppError(ErrorCode.REQUEST_REPLAYED, '请求缺少安全校验参数，请刷新页面后重试');
    const now = clock.now().getTime();
    if (Math.abs(now - payload.timestamp) > PAYLOAD_MAX_SKEW_MS) {
      throw new AppError(ErrorCode.REQUEST_REPLAYED, '请求已过期，请检查手机时间是否准确后重试');
    }
    const fresh = await nonces.claim(payload.nonce, new Date(payload.timestamp + PAYLOAD_MAX_SKEW_MS));
    if (!fresh) throw new AppError(ErrorCode.REQUEST_REPLAYED, '请求重复提交，请勿重复操作');
  };
}
