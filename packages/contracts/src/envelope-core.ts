// Zod-free on purpose: the web app's first screen imports these without pulling zod into the initial load.

/** The code every successful response carries. */
export const OK_CODE = '200';

/** Every API response: `{code, message, data?}`; `code: "200"` is success (DESIGN.md, spec section 8). */
export interface Envelope<T = unknown> {
  code: string;
  message: string;
  data?: T;
}

export const ok = <T>(data?: T): Envelope<T> =>
  data === undefined ? { code: OK_CODE, message: 'success' } : { code: OK_CODE, message: 'success', data };

/** Lists: `pageNo`, `pageSize` in; `results`, `totalRecord` out. */
export interface Page<T> {
  results: T[];
  totalRecord: number;
}

/**
 * Keyset lists (decision 087): `cursor` (opaque, the previous page's `nextCursor`) and `pageSize` in; `results` and
 * `nextCursor` (null on the last page) out. No total: counting a large history is what keyset paging avoids.
 */
export interface CursorPage<T> {
  results: T[];
  nextCursor: string | null;
}
