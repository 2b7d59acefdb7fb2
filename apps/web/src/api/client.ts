/**
 * The request layer (spec sections 6 and 8): every call to the API server goes through `api`. It adds the token,
 * client type and encoded payload, enforces the 10 s / 30 s timeouts, refreshes an expired token once for all
 * concurrent callers, and reacts to every error code of the catalogue before rejecting with an ApiError.
 */
import {
  ErrorCode,
  fillPath,
  OK_CODE,
  StorageKey,
  Timing,
  type AnyRoute,
  type BodyOf,
  type Envelope,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteFlags,
} from '@parking/contracts';
import { browserDeviceKey } from '../lib/device-key';
import { browserStore, type KeyValueStore } from '../lib/storage';
import { ApiError, ClientErrorCode, type HttpMethod } from './api-error';
import { reactToFailure } from './error-catalogue';
import { createLoginFlow } from './login-flow';
import { ApiText, withoutFieldNames } from './messages';
import { cryptoRandomBytes, type RandomBytes } from './request-headers';
import { createTokenRefresher } from './token-refresh';
import { createStreamOpener, createTransport, type Query } from './transport';
import { installedEffects, type UiEffects } from './ui-effects';

export { ApiError, isApiError } from './api-error';
export type { Query } from './transport';

/**
 * Anything with zod's `parse`: the contracts' schemas, without the request layer depending on zod itself. Worth it
 * where a wrong shape would do harm (money, orders). The first-screen config reads go without one, so they never
 * pull zod into the initial load (the server already validates what it sends with the same contracts).
 */
export interface Schema<T> {
  parse(input: unknown): T;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  /** Extra headers, e.g. the idempotency key of a payment (kept when the call is retried after a token refresh). */
  headers?: Record<string, string>;
  /** Validates and types `data`; without one, `data` is returned as is. */
  schema?: Schema<T>;
  timeoutMs?: number;
  /** Cancels the request (react-query passes one); a cancelled request rejects without a toast. */
  signal?: AbortSignal;
  /** The route's authModel and device-key flags. */
  flags?: RouteFlags;
  /**
   * Codes the caller reacts to itself (a dialog of its own): for these the catalogue's default reaction (the error
   * toast) is skipped and the ApiError is simply thrown. Section-8 codes always keep their catalogue reaction.
   */
  handledCodes?: readonly string[];
  /**
   * For background loads the user did not ask for (the guard's config prefetch, the app name): no network or generic
   * error toast, the page that needs the data shows its own error state. Catalogue codes still act.
   */
  quiet?: boolean;
}

/** Present only when the route has that part (query, body); optional when every field of it is. */
type Needs<Part extends string, T> = [T] extends [undefined]
  ? { [K in Part]?: undefined }
  : object extends T
    ? { [K in Part]?: T }
    : { [K in Part]: T };

/** What one call sends: the route's parts (typed by it) and how to send them. */
export type CallInput<R extends AnyRoute> = ([keyof ParamsOf<R>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> }) &
  Needs<'query', QueryOf<R>> &
  Needs<'body', BodyOf<R>> &
  Pick<RequestOptions<unknown>, 'headers' | 'timeoutMs' | 'signal' | 'quiet' | 'handledCodes'>;

/** A call's input may be left out when the route needs none of its parts. */
type CallArgs<R extends AnyRoute> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** A route that came with its schemas (an Operation): its response is parsed, not only typed. */
const responseSchemaOf = (route: AnyRoute): Schema<unknown> | undefined =>
  (route as { schemas?: { response?: Schema<unknown> } }).schemas?.response;

export interface ApiClient {
  /**
   * Calls one operation of @parking/contracts: its method, path (parameters filled in), flags and, when given its
   * schemas (`XOps.name`), the parsing of its response; a landing page passes the zod-free route (`XRoutes.name`).
   */
  call<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<ResponseOf<R>>;
  /** The primitive `call` is built on (the request layer's own tests use it); screens call operations. */
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Opens a push stream (Server-Sent Events) of a route with a call's headers; the response is the caller's to read. */
  open<R extends AnyRoute>(route: R, params: ParamsOf<R>, signal: AbortSignal): Promise<Response>;
}

export interface ApiClientOptions {
  store: KeyValueStore;
  effects: UiEffects;
  userAgent: () => string;
  fetch?: typeof fetch;
  now?: () => number;
  randomBytes?: RandomBytes;
  /** The anonymous device key for the plate history endpoints (lib/device-key.ts). */
  deviceKey?: () => string;
  baseUrl?: string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { store, effects } = options;
  const transport = {
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    store,
    userAgent: options.userAgent,
    now: options.now ?? Date.now,
    randomBytes: options.randomBytes ?? cryptoRandomBytes,
    deviceKey: options.deviceKey,
    baseUrl: options.baseUrl,
  };
  const send = createTransport(transport);
  const openStream = createStreamOpener(transport);
  const login = createLoginFlow(effects, store);

  /** Tells the user the network failed (not when the caller cancelled) and hands the error back for rethrowing. */
  function reportTransportFailure(error: ApiError, quiet = false): ApiError {
    if (!quiet && (error.kind === 'timeout' || error.kind === 'network')) effects.toast(error.message, { fail: true });
    return error;
  }

  const refresher = createTokenRefresher({
    send,
    store,
    login,
    onTransportFailure: (error) => reportTransportFailure(error),
  });

  /**
   * Code 401: refresh and retry once. The token we sent is compared with the stored one, so a request that failed
   * while another request already refreshed simply retries with the new token instead of refreshing again.
   */
  async function recoverFromExpiredToken(sentToken: string | undefined, retried: boolean, failure: ApiError) {
    if (!sentToken) {
      login.requireLogin({ clearSession: false });
      throw failure;
    }
    if (retried) {
      // The fresh token was refused too: the session cannot be saved.
      login.requireLogin({ clearSession: true });
      throw failure;
    }
    if (store.get(StorageKey.token) === sentToken) await refresher.refresh();
  }

  function businessFailure(envelope: Envelope, method: HttpMethod, path: string): ApiError {
    const text = envelope.code === ErrorCode.INVALID_INPUT ? withoutFieldNames(envelope.message) : envelope.message;
    const message = text || ApiText.FALLBACK_ERROR;
    return new ApiError({ kind: 'business', code: envelope.code, message, method, path, data: envelope.data });
  }

  function parseData<T>(data: unknown, schema: Schema<T> | undefined, method: HttpMethod, path: string): T {
    if (!schema) return data as T;
    try {
      return schema.parse(data);
    } catch (cause) {
      // A contract mismatch is our bug, not the user's: a neutral toast, the details in the console for us.
      console.error(`Unexpected response data from ${method} ${path}`, cause);
      effects.toast(ApiText.FALLBACK_ERROR, { fail: true });
      const code = ClientErrorCode.INVALID_RESPONSE;
      throw new ApiError({ kind: 'invalid-response', code, message: ApiText.FALLBACK_ERROR, method, path, cause });
    }
  }

  async function request<T>(path: string, requestOptions: RequestOptions<T> = {}, retried = false): Promise<T> {
    const {
      method = 'GET',
      query,
      body,
      schema,
      signal,
      quiet,
      handledCodes,
      headers,
      flags,
      timeoutMs = Timing.REQUEST_TIMEOUT_MS,
    } = requestOptions;
    const sentToken = store.get(StorageKey.token);
    const envelope = await send(method, path, { query, body, headers, timeoutMs, signal, flags }, sentToken).catch(
      (error: ApiError) => Promise.reject(reportTransportFailure(error, quiet)),
    );
    if (envelope.code === OK_CODE) return parseData(envelope.data, schema, method, path);

    const failure = businessFailure(envelope, method, path);
    if (envelope.code === ErrorCode.TOKEN_EXPIRED) {
      await recoverFromExpiredToken(sentToken, retried, failure);
      return request(path, requestOptions, true);
    }
    reactToFailure(envelope.code, { message: failure.message, effects, store, login, quiet, handledCodes });
    throw failure;
  }

  return {
    call: <R extends AnyRoute>(route: R, ...[input]: CallArgs<R>) => {
      const { params, query, body, ...init } = (input ?? {}) as CallInput<AnyRoute> & { params?: object };
      const path = fillPath(route, (params ?? {}) as ParamsOf<R>);
      const { method, authModel, deviceKey } = route;
      const schema = responseSchemaOf(route) as Schema<ResponseOf<R>> | undefined;
      return request(path, { ...init, method, query: query as Query, body, schema, flags: { authModel, deviceKey } });
    },
    request: (path, requestOptions) => request(path, requestOptions),
    open: (route, params, signal) =>
      openStream(fillPath(route, params), { authModel: route.authModel, deviceKey: route.deviceKey }, signal),
  };
}

/** The app's client: browser storage, the installed UI effects, the browser's user agent. */
export const api: ApiClient = createApiClient({
  store: browserStore,
  effects: installedEffects,
  userAgent: () => navigator.userAgent,
  deviceKey: browserDeviceKey,
});
