import { API_BASE, fillPath, type AnyRoute, type ParamsOf, type ResponseOf } from '@parking/contracts';
import type { InjectOptions } from 'fastify';
import type { TestApp } from './build-test-app';

/** An answer as a test reads it: the HTTP status and the envelope, typed by the operation's response. */
export interface Answer<T> {
  status: number;
  body: { code: string; message: string; data?: T };
}

/**
 * What a test sends to one operation. Unlike the app's client, query and body are not typed by the route: tests send
 * what a client must not (wrong types, unknown fields) to see it refused.
 */
export interface CallInput<R extends AnyRoute> {
  params?: ParamsOf<R>;
  query?: InjectOptions['query'];
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** The URL of an operation under API_BASE, its path parameters filled in. */
export const urlOf = <R extends AnyRoute>(
  route: R,
  ...[params]: keyof ParamsOf<R> extends never ? [] : [ParamsOf<R>]
) => `${API_BASE}${fillPath(route, (params ?? {}) as ParamsOf<R>)}`;

/** Calls one operation of @parking/contracts through `app.inject`, by its descriptor (no path spelled in a test). */
export async function call<R extends AnyRoute>(
  t: TestApp,
  route: R,
  { params, query, body, headers, remoteAddress }: CallInput<R> = {},
): Promise<Answer<ResponseOf<R>>> {
  const res = await t.app.inject({
    method: route.method,
    url: `${API_BASE}${fillPath(route, (params ?? {}) as ParamsOf<R>)}`,
    ...(query === undefined ? {} : { query }),
    ...(headers === undefined ? {} : { headers }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  return { status: res.statusCode, body: res.json() };
}
