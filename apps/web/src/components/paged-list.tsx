import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageState, type PageStateProps } from './page-state';
import { QueryState } from './query-state';

/**
 * A list asked page by page: its QueryState until the first page comes (`failed`, and `loading` if the list has a
 * frame of its own), the list's empty state (`empty`) when there is nothing, else `children` drawn with every item
 * loaded so far.
 */
export function PagedList<T>({
  query,
  failed,
  loading,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ results: T[] }>>;
  failed: string;
  loading?: ReactNode;
  empty: PageStateProps;
  children: (items: T[]) => ReactNode;
}) {
  if (!query.isSuccess) return <QueryState query={query} failed={failed} loading={loading} />;
  const items = query.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <PageState {...empty} />;
  return children(items);
}
