/** Keys whose values never go into the audit log: passwords, device keys, tokens. */
const SECRET_KEY = /password|secret|token/i;
const MASK = '******';
/** A request body larger than this is kept as its keys only (home entries carry inline icons). */
const REQUEST_MAX_CHARS = 4_000;

type Fields = Record<string, unknown> | null | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two versions of an object (null before: created; null after: removed), masked. */
export function changedFields(before: Fields, after: Fields): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const [was, is] = [before?.[key] ?? null, after?.[key] ?? null];
    if (same(was, is)) continue;
    changes[key] = SECRET_KEY.test(key) ? { before: was && MASK, after: is && MASK } : { before: was, after: is };
  }
  return changes;
}

/** A request body as the audit log keeps it: secrets masked at any depth, a large body reduced to its keys. */
export function maskedRequest(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  // An upload (a Buffer or a stream) is not kept: only that there was one.
  if (Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return { binary: true };
  const masked = mask(body);
  if (JSON.stringify(masked).length <= REQUEST_MAX_CHARS) return masked;
  const keys = Array.isArray(masked) ? [] : Object.keys(masked as object).slice(0, 50);
  return typeof masked === 'object' ? { truncated: true, keys } : { truncated: true };
}

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? MASK : mask(v)]));
  }
  return value;
}
