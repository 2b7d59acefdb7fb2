import { ErrorCode } from '@parking/contracts';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { PageState } from './page-state';

/** The query states a page cannot show its data in: the `isError` and `refetch` of any react-query result. */
interface UnsettledQuery {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The server said the thing is gone (0x1310501001: withdrawn, unbound, an old link); retrying will not bring it back. */
export const isGone = (error: unknown): boolean => isApiError(error) && error.code === ErrorCode.GONE;

/**
 * What a page shows until its query succeeds: `loading` while it runs, then a failure line with 重试. A page writes
 * `if (!detail.isSuccess) return <QueryState query={detail} failed="订单加载失败" />;` and goes on with
 * `detail.data`; an empty answer is the page's own `PageState`. With `gone`, a thing the server says is gone reads so,
without a 重试 that cannot help.
 */
export function QueryState({
  query,
  failed,
  gone,
  loading = <PageState title="加载中…" />,
}: {
  query: UnsettledQuery;
  failed: string;
  /** What to say when the thing is gone (behind the confirm-and-go-back dialog of spec section 8). */
  gone?: string;
  loading?: ReactNode;
}) {
  if (!query.isError) return loading;
  if (gone && isGone(query.error)) return <PageState illustration="lost" title={gone} />;
  return <PageState title={failed} action={{ text: '重试', onClick: () => void query.refetch() }} />;
}
