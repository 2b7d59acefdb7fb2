import type { Page, PageQuery } from '@parking/contracts';

/** Where a page starts, for SQL `offset` (pageNo counts from 1); `limit` is the page's `pageSize`. */
export const offsetOf = ({ pageNo, pageSize }: PageQuery): number => (pageNo - 1) * pageSize;

/** A list's answer: one page of results and how many there are in all. */
export const pageOf = <T>(results: T[], totalRecord: number): Page<T> => ({ results, totalRecord });

/** A page from its rows query and its `count()` query, run at once. */
export async function fetchPage<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<Page<T>> {
  const [results, [counted]] = await Promise.all([rows, total]);
  return pageOf(results, counted?.n ?? 0);
}
