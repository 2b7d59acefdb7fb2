/**
 * The first calls of a screen opened cold, sent by the server's inline script in index.html (apps/server/src/plugins/
 * route-preloads.ts, the list in app/first-calls.ts) while the app's code is still downloading: without them a
 * screen's data is asked only after its code has arrived and run (code → call → paint, a waterfall of 1–2 s on a slow
 * phone network). The request layer (transport.ts) adopts such an answer instead of sending the same call again.
 */

/** One call already on its way: its answer, and the session it was sent with. */
export interface EarlyCall {
  /** The token it was sent with, or null (a call of a public screen). */
  token: string | null;
  /** When it was sent (performance.now()). */
  at: number;
  response: Promise<Response>;
}

/** The global the inline script fills: `method url body` → call (see earlyCallKey). */
export const EARLY_CALLS_GLOBAL = '__earlyCalls';

/**
 * An answer older than this is not adopted: it was for the screen's first render, and a later visit asks afresh
 * (on a slow network the first render may take seconds, so not much less).
 */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

type Calls = Record<string, EarlyCall | undefined>;

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return Object.fromEntries(
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sortedKeys(v)]),
  );
};

/**
 * A call's identity whatever the order of its query parameters and body fields: `GET /api/x?a=1&b=2 ` (the body's JSON
 * with sorted keys last). The inline script writes the same (it sorts the names when the server writes it).
 */
export function earlyCallKey(method: string, url: string, body: unknown): string {
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  const json = body === undefined ? '' : JSON.stringify(sortedKeys(body));
  return `${method} ${path}${query ? `?${query}` : ''} ${json}`;
}

/**
 * The answer of the same call sent early with the same session, taken once (a second caller sends its own), or
 * undefined. `calls` is the inline script's global (absent in tests and without the server's script).
 */
export function takeEarlyCall(
  method: string,
  url: string,
  body: unknown,
  token: string | undefined,
  calls: Calls | undefined = (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] as Calls | undefined,
  now: number = typeof performance === 'undefined' ? 0 : performance.now(),
): Promise<Response> | undefined {
  if (!calls) return undefined;
  const key = earlyCallKey(method, url, body);
  const call = calls[key];
  if (!call) return undefined;
  delete calls[key];
  if (call.token !== (token ?? null) || now - call.at > EARLY_CALL_MAX_AGE_MS) return undefined;
  return call.response;
}
