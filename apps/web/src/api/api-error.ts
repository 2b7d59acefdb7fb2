import type { HttpMethod } from '@parking/contracts';

export type { HttpMethod };

/**
 * business: the server answered with a non-success code; network: no usable answer; timeout: 10 s (30 s upload) passed;
 * aborted: the caller cancelled (react-query unmounts); invalid-response: `data` failed the caller's schema.
 */
export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

/** Codes for failures that never got a server code. */
export const ClientErrorCode = {
  NETWORK: 'NETWORK',
  TIMEOUT: 'TIMEOUT',
  ABORTED: 'ABORTED',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;

/**
 * Every rejection of the request layer. By the time a caller sees one, the user has already been told (toast,
 * dialog or navigation) unless `kind` is `aborted`, so callers only stop their loading state.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The server's code (e.g. `0xd12501001`), or one of ClientErrorCode. */
  readonly code: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** The failure envelope's `data`: what the caller may act on besides the message (e.g. a LoginRefusal). */
  readonly data: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    code: string;
    message: string;
    method: HttpMethod;
    path: string;
    cause?: unknown;
    data?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.method = init.method;
    this.path = init.path;
    this.data = init.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
