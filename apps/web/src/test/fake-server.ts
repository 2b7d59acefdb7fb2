import { fillPath, type AnyRoute, type Envelope, type ParamsOf } from '@parking/contracts';

/** The fake server's key of an operation: `at(WalletOps.withdrawal, { withdrawalId: 'w1' })` → `GET /…/w1`. */
export const at = <R extends AnyRoute>(route: R, ...[params]: keyof ParamsOf<R> extends never ? [] : [ParamsOf<R>]) =>
  `${route.method} ${fillPath(route, (params ?? {}) as ParamsOf<R>)}`;

export interface SentRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = Envelope | Error | ((request: SentRequest) => Envelope | Error | Promise<Envelope | Error>);

/**
 * A fetch that answers from a table of `METHOD /path` (write the key with `at(op)`) → envelope (or a thrown Error, or a function of the request)
 * and records every request. Unknown routes answer code 404.
 */
export function fakeServer(routes: Record<string, Reply> = {}) {
  const requests: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://app.test').pathname.replace(/^\/api/, '');
    const headers = init.headers as Record<string, string>;
    const request = { method, url, path, headers, body: init.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    const reply =
      typeof route === 'function' ? await route(request) : (route ?? { code: '404', message: '内容不存在' });
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export const ok = <T>(data?: T): Envelope<T> => ({ code: '200', message: 'success', data });
export const fail = (code: string, message: string, data?: unknown): Envelope =>
  data === undefined ? { code, message } : { code, message, data };
