/**
 * A desk's filters and its page, kept in the URL's search params (decision 087): a filtered list can be bookmarked,
 * shared and reloaded, and the browser's back button undoes a search.
 *
 * How a desk uses it:
 *   const url = useUrlFilters(StayFilter);            // the contract's zod schema of the list's filters
 *   url.filters                                      // parsed by the schema ({} when the URL's are not valid)
 *   url.raw                                          // the URL's text values, for a form's initial values
 *   url.setFilters(values)                           // a new search: back to the first page
 *   url.pageNo / url.setPageNo(n)                    // page-number paging (`Page<T>`)
 *   url.cursor / url.setCursor(c)                    // keyset paging (`CursorPage<T>`)
 * Usually through `useDeskList` / `useCursorList` (desk-list.tsx), which also run the query.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** Search params that page a list rather than filter it; `tab` and `review` belong to the screen around the list. */
export const PAGING_KEYS = ['pageNo', 'pageSize', 'cursor'] as const;
const NOT_FILTERS = new Set<string>([...PAGING_KEYS, 'tab', 'review']);

/** The URL's filter values as text (a key given twice keeps its first value). */
export function rawFiltersOf(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!NOT_FILTERS.has(key) && value !== '' && !(key in raw)) raw[key] = value;
  }
  return raw;
}

/** Search params for filter values: empty ones dropped, dates as ISO text, the rest as text; `keep` carries over. */
export function searchOfFilters(values: Record<string, unknown>, keep?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['tab']) {
    const kept = keep?.get(key);
    if (kept) next.set(key, kept);
  }
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || NOT_FILTERS.has(key)) continue;
    next.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return next;
}

/** Filters parsed by the schema, or `{}` and the first problem when the URL's values do not pass it. */
export function parseFilters<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string>,
): { filters: Partial<z.output<S>>; problem?: string } {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data as Partial<z.output<S>> };
  return { filters: {}, problem: parsed.error.issues[0]?.message ?? '筛选条件有误' };
}

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

export interface UrlFilters<S extends z.ZodType> {
  filters: Partial<z.output<S>>;
  raw: Record<string, string>;
  /** Why the URL's filters were ignored (a hand-edited link), shown above the list. */
  problem: string | undefined;
  pageNo: number;
  cursor: string | undefined;
  setFilters: (values: Record<string, unknown>) => void;
  setPageNo: (pageNo: number) => void;
  setCursor: (cursor: string | undefined) => void;
  /** Sets (or, with undefined, removes) one search param that is not a filter (a drawer's `review=<id>`). */
  setParam: (key: string, value: string | undefined) => void;
  param: (key: string) => string | undefined;
}

export function useUrlFilters<S extends z.ZodType>(schema: S): UrlFilters<S> {
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => rawFiltersOf(params), [params]);
  const { filters, problem } = useMemo(() => parseFilters(schema, raw), [schema, raw]);
  const edit = useCallback(
    (change: (p: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );
  return {
    filters,
    raw,
    problem,
    pageNo: positive(params.get('pageNo'), 1),
    cursor: params.get('cursor') || undefined,
    setFilters: (values) => setParams((current) => searchOfFilters(values, current)),
    setPageNo: (pageNo) => edit((p) => (pageNo > 1 ? p.set('pageNo', String(pageNo)) : p.delete('pageNo'))),
    setCursor: (cursor) => edit((p) => (cursor ? p.set('cursor', cursor) : p.delete('cursor'))),
    setParam: (key, value) => edit((p) => (value ? p.set(key, value) : p.delete(key))),
    param: (key) => params.get(key) ?? undefined,
  };
}

/** The row a screen's drawer shows (`review=<id>` in the URL, beside the list's filters): its id, open a row, close. */
export function useReviewParam() {
  const [params, setParams] = useSearchParams();
  const set = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('review', id);
    else next.delete('review');
    setParams(next);
  };
  return { reviewId: params.get('review'), open: (id: string) => set(id), close: () => set(undefined) };
}
