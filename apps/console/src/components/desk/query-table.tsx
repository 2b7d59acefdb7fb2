import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../error-alert';

/**
 * A table of what one query read (a whole list, no filters in the URL): the server's message above it on an error,
 * loading until the first answer (`refetching`: on every fetch, and 加载中… until the first answer), `emptyText` when
 * there is nothing, and paging in the browser by `pageSize` (one page: no pager). `refused`: the refusal of an action on
 * the rows (adding one), shown in the message's place and before the query's.
 */
export function QueryTable<T extends object>({
  query,
  rows,
  emptyText,
  pageSize,
  refetching,
  refused,
  ...table
}: {
  query: UseQueryResult<unknown>;
  /** The rows, when the query's answer is not the list itself (default: its data). */
  rows?: readonly T[];
  emptyText: ReactNode;
  pageSize?: number;
  refetching?: boolean;
  refused?: Error | null;
} & Omit<TableProps<T>, 'dataSource' | 'locale'>) {
  const error = refused ?? query.error;
  return (
    <>
      <ErrorAlert error={error} gap={16} />
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
