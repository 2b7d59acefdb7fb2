import { API_BASE, StorageKey, type Envelope, type RouteFlags } from '@parking/contracts';
import type { KeyValueStore } from '../lib/storage';
import { ApiError, ClientErrorCode, type HttpMethod } from './api-error';
import { ApiText } from './messages';
import { staleData } from '../lib/offline';
import { takeEarlyCall } from './early-calls';
import { requestHeaders, type RandomBytes } from './request-headers';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface SendInit {
  query?: Query;
  body?: unknown;
  /** Extra headers of this call (e.g. idempotency-key on money-moving calls). */
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** The operation's authModel and device-key flags (from its route in @parking/contracts). */
  flags?: RouteFlags;
}

export interface TransportOptions {
  fetch: typeof fetch;
  store: KeyValueStore;
  userAgent: () => string;
  now: () => number;
  randomBytes: RandomBytes;
  /** The anonymous device key for the plate history endpoints. */
  deviceKey?: () => string;
  /**
   * Absolute `/api`, not the spec's relative `./api/`: the app uses history routing, so a relative base would resolve
   * against nested paths (`/customerService/api/...`) and miss the server.
   */
  baseUrl?: string;
}

/** Sends one request and returns the response envelope, whatever its code; rejects only when there is no envelope. */
export type Send = (method: HttpMethod, path: string, init: SendInit, token: string | undefined) => Promise<Envelope>;

function urlOf(base: string, path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

function asEnvelope(json: unknown): Envelope {
  const candidate = json as Partial<Envelope> | null;
  if (typeof candidate !== 'object' || candidate === null || candidate.code === undefined) {
    throw new Error('The response is not an API envelope');
  }
  return { code: String(candidate.code), message: String(candidate.message ?? ''), data: candidate.data };
}

const TIMED_OUT = { kind: 'timeout', code: ClientErrorCode.TIMEOUT, message: ApiText.TIMEOUT } as const;
const ABORTED = { kind: 'aborted', code: ClientErrorCode.ABORTED, message: 'aborted' } as const;
const NETWORK_FAILED = { kind: 'network', code: ClientErrorCode.NETWORK, message: ApiText.NETWORK_ERROR } as const;

/**
 * Opens a stream (Server-Sent Events) with the headers a call of the route would send: a fetch, not an EventSource,
 * because the payload and token travel in headers. The caller reads the response's body and aborts it when done.
 */
export function createStreamOpener(options: TransportOptions) {
  const base = options.baseUrl ?? API_BASE;
  return (path: string, flags: RouteFlags | undefined, signal: AbortSignal): Promise<Response> =>
    options.fetch(urlOf(base, path, undefined), {
      headers: { ...requestHeaders(options.store.get(StorageKey.token), options, flags), accept: 'text/event-stream' },
      signal,
    });
}

/** `answer`, or a rejection once `signal` aborts (the early call cannot be aborted: the timeout still holds). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new Error('aborted'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createTransport(options: TransportOptions): Send {
  const base = options.baseUrl ?? API_BASE;
  return async (method, path, init, token) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, init.timeoutMs);
    // AbortSignal.any is missing from older web views, so the caller's signal is forwarded by hand.
    const forwardAbort = () => controller.abort();
    if (init.signal?.aborted) controller.abort();
    init.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const headers = { ...requestHeaders(token, options, init.flags), ...init.headers };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const url = urlOf(base, path, init.query);
      const sendNow = () =>
        options.fetch(url, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: controller.signal,
        });
      // The same call sent by index.html's script while this code was downloading (early-calls.ts): its answer, or
      // on its failure a call of our own. Only plain reads: a call with headers of its own (a payment's key) is sent.
      const early = init.headers ? undefined : takeEarlyCall(method, url, init.body, token);
      const response = await (early ? untilAborted(early.catch(sendNow), controller.signal) : sendNow());
      // Reading the body is inside the timeout too: a stalled body on a weak network counts as a timeout.
      const envelope = asEnvelope(await response.json());
      // An answer the service worker kept from an earlier visit (offline) makes the screen say its data may be old.
      staleData.answered(response.headers);
      return envelope;
    } catch (cause) {
      const failure = timedOut ? TIMED_OUT : init.signal?.aborted ? ABORTED : NETWORK_FAILED;
      throw new ApiError({ ...failure, method, path, cause });
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', forwardAbort);
    }
  };
}
