import type { Page } from '@parking/contracts';

/** react-query's getNextPageParam for `pageNo` lists: the next page until `totalRecord` items are loaded. */
export function nextPageNo<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.results.length, 0);
  return last.results.length > 0 && loaded < last.totalRecord ? pages.length + 1 : undefined;
}
