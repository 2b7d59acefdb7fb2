import type { ReactNode } from 'react';
import { PageState } from './page-state';

/** The query states a page cannot show its data in: the `isError` and `refetch` of any react-query result. */
interface UnsettledQuery {
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a page shows until its query succeeds: `loading` while it runs, then a failure line with 重试. A page writes
 * `if (!detail.isSuccess) return <QueryState query={detail} failed="订单加载失败" />;` and goes on with
 * `detail.data`; an empty answer is the page's own `PageState`.
 */
export function QueryState({
  query,
  failed,
  loading = <PageState title="加载中…" />,
}: {
  query: UnsettledQuery;
  failed: string;
  loading?: ReactNode;
}) {
  if (!query.isError) return loading;
  return <PageState title={failed} action={{ text: '重试', onClick: () => void query.refetch() }} />;
}
