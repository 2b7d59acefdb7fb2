/**
 * The console's request layer: every call names an operation of @parking/contracts (`api.call(OperatorOps.me)`),
 * sends the operator's token, unwraps the envelope and parses `data` with the operation's response schema.
 */
import {
  API_BASE,
  ErrorCode,
  fillPath,
  OK_CODE,
  type BodyOf,
  type Envelope,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@parking/contracts';
import { session } from '../app/session';

/** A refusal of the server (its code and Chinese message) or of the network. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'network';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type CallInput<O extends Operation> = ([keyof ParamsOf<O>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<O> }) &
  Part<'query', QueryOf<O>> &
  Part<'body', BodyOf<O>> & { signal?: AbortSignal };

type Fetch = typeof fetch;

/** An api over a fetch; `onSignedOut` runs when the server no longer accepts the session. */
export function createApi(fetchImpl: Fetch = (...args) => fetch(...args), onSignedOut: () => void = () => {}) {
  async function call<O extends Operation>(
    op: O,
    ...[input]: object extends CallInput<O> ? [CallInput<O>?] : [CallInput<O>]
  ) {
    const { params, query, body, signal } = (input ?? {}) as {
      params?: object;
      query?: object;
      body?: unknown;
      signal?: AbortSignal;
    };
    const search = query
      ? `?${new URLSearchParams(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        )}`
      : '';
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = session.token();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetchImpl(`${API_BASE}${fillPath(op, (params ?? {}) as ParamsOf<O>)}${search}`, {
        method: op.method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new ApiError(NETWORK_ERROR, '网络异常，请检查网络后重试');
    }
    const envelope = (await res.json().catch(() => undefined)) as Envelope | undefined;
    if (!envelope) throw new ApiError(String(res.status), `服务器异常（${res.status}），请稍后再试`);
    if (envelope.code !== OK_CODE) {
      if (envelope.code === ErrorCode.OPERATOR_LOGIN_REQUIRED && token) onSignedOut();
      throw new ApiError(envelope.code, envelope.message);
    }
    const schema = op.schemas.response;
    return (schema ? schema.parse(envelope.data) : envelope.data) as ResponseOf<O>;
  }
  return { call };
}

export type Api = ReturnType<typeof createApi>;

/** The console's api: a refused session signs the operator out (the app then shows the sign-in page). */
export const api = createApi(undefined, () => session.clear());
