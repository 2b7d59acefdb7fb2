import { systemClock, type Clock } from '../../clock';
import { ProviderUnavailableError, type ProviderName } from './provider';

export interface ProviderHttpResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Time allowed for one provider call before its outcome counts as unknown. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

/** What a real provider's client takes besides its config: a clock (tests move it) and the HTTP timeout. */
export interface ProviderOptions {
  clock?: Clock;
  timeoutMs?: number;
}

/** The options with their defaults: the system clock and DEFAULT_PROVIDER_TIMEOUT_MS. */
export function providerOptions(options: ProviderOptions): { clock: Clock; timeoutMs: number } {
  return { clock: options.clock ?? systemClock, timeoutMs: options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS };
}

/**
 * One HTTP exchange with a provider. Any transport failure or timeout becomes ProviderUnavailableError: the request
 * may or may not have been acted on, which the caller resolves by retrying idempotently or querying.
 */
export async function providerFetch(
  provider: ProviderName,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderHttpResponse> {
  try {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    const what = error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : 'failed';
    throw new ProviderUnavailableError(provider, `${init.method} ${new URL(url).pathname} ${what}`, { cause: error });
  }
}
