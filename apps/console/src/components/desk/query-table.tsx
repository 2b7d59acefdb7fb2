import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * A table of what one query read (a whole list, no filters in the URL): the server's message above it on an error,
 * loading until the first answer (`refetching`: on every fetch, and 加载中… until the first answer), `emptyText` when
 * there is nothing, and paging in the browser by `pageSize` (one page: no pager).
 */
export function QueryTable<T extends object>({
  query,
  rows,
  emptyText,
  pageSize,
  refetching,
  ...table
}: {
  query: UseQueryResult<unknown>;
  /** The rows, when the query's answer is not the list itself (default: its data). */
  rows?: readonly T[];
  emptyText: ReactNode;
  pageSize?: number;
  refetching?: boolean;
} & Omit<TableProps<T>, 'dataSource' | 'locale'>) {
  return (
    <>
      {query.isError && <Alert type="error" showIcon title={query.error.message} style={{ marginBottom: 16 }} />}
      <Table<T>
        loading={refetching ? query.isFetching : query.isPending}
        pagination={pageSize ? { pageSize, hideOnSinglePage: true } : false}
        {...table}
        dataSource={rows ?? (query.data as readonly T[] | undefined)}
        locale={{ emptyText: refetching && query.isPending ? '加载中…' : emptyText }}
      />
    </>
  );
}
