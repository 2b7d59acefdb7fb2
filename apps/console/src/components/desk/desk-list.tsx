/**
 * The list pattern of the console's desks (decision 087): filters in the URL, paging on the server, a table with its
 * loading, error and empty states, and an optional export of what the filters select.
 *
 * How a desk uses it (page-number paging, `Page<T>`):
 *   const list = useDeskList({
 *     schema: StayFilter,                                        // the contract's zod schema of the filters
 *     pageSize: 20,
 *     query: (filters, page) => queryOptions({ queryKey: ['stays', filters, page],
 *                                              queryFn: () => api.call(StayOps.stays, { query: { ...filters, ...page } }) }),
 *   });
 *   <FilterBar list={list} name="stays">  <Form.Item name="plateNo" label="车牌"><Input /></Form.Item>  </FilterBar>
 *   <DeskTable list={list} rowKey="id" columns={…} emptyText="没有符合条件的停车记录" />
 *   <ExportButton op={StayOps.stayExport} query={list.filters} fileName="stays.csv" />
 * Keyset paging (`CursorPage<T>`, a large history): `useCursorList` with the same arguments; its query gets
 * `{ cursor, pageSize }`; the table then pages with 上一页 / 下一页 instead of page numbers.
 */
import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { CursorPage, Operation, Page, ParamsOf } from '@parking/contracts';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Select,
  Space,
  Table,
  type FormInstance,
  type SelectProps,
  type TableProps,
} from 'antd';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useZodForm } from '../zod-form';
import { downloadFile } from './download';
import { useUrlFilters, type UrlFilters } from './url-filters';
import { ErrorAlert } from '../error-alert';

export interface PageParams {
  pageNo: number;
  pageSize: number;
}
export interface CursorParams {
  cursor?: string;
  pageSize: number;
}

/** What `DeskTable` and `FilterBar` need of a list, whichever its paging. */
export interface DeskList<S extends z.ZodType, T> {
  schema: S;
  url: UrlFilters<S>;
  filters: Partial<z.output<S>>;
  result: UseQueryResult<Page<T> | CursorPage<T>>;
  rows: T[] | undefined;
  pagination: TableProps<T>['pagination'];
  /** Keyset paging's 上一页 / 下一页 (none for page numbers). */
  pager: ReactNode;
}

/** What a list is made of: its filters' schema, the page size (20 when not said), the query of one page's rows. */
interface ListOptions<S extends z.ZodType, P, R, K extends QueryKey> {
  schema: S;
  pageSize?: number;
  query: (filters: Partial<z.output<S>>, paging: P) => UseQueryOptions<R, Error, R, K>;
}

/** The filters in the URL and the page they select (`paging` says which page, in the list's paging). */
function usePageOfList<S extends z.ZodType, P, R, K extends QueryKey>(
  options: ListOptions<S, P, R, K>,
  paging: (url: UrlFilters<S>, pageSize: number) => P,
) {
  const pageSize = options.pageSize ?? 20;
  const url = useUrlFilters(options.schema);
  const result = useQuery({
    placeholderData: keepPreviousData,
    ...options.query(url.filters, paging(url, pageSize)),
    enabled: !url.problem,
  });
  return { pageSize, url, result };
}

/** A list paged by page number (`pageNo`, `pageSize` → `results`, `totalRecord`). */
export function useDeskList<S extends z.ZodType, T, K extends QueryKey = QueryKey>(
  options: ListOptions<S, PageParams, Page<T>, K>,
): DeskList<S, T> {
  const { pageSize, url, result } = usePageOfList(options, ({ pageNo }, size) => ({ pageNo, pageSize: size }));
  return {
    schema: options.schema,
    url,
    filters: url.filters,
    result,
    rows: result.data?.results,
    pagination: {
      current: url.pageNo,
      pageSize,
      total: result.data?.totalRecord ?? 0,
      showSizeChanger: false,
      showTotal: (total) => `共 ${total} 条`,
      onChange: url.setPageNo,
    },
    pager: null,
  };
}

/** A list paged by key (`cursor`, `pageSize` → `results`, `nextCursor`): fast on a large history, no total. */
export function useCursorList<S extends z.ZodType, T, K extends QueryKey = QueryKey>(
  options: ListOptions<S, CursorParams, CursorPage<T>, K>,
): DeskList<S, T> {
  const { url, result } = usePageOfList(options, ({ cursor }, size) => ({ cursor, pageSize: size }));
  // The cursors of the pages before this one (in this visit): 上一页 goes back one.
  const [before, setBefore] = useState<(string | undefined)[]>([]);
  const next = result.data?.nextCursor ?? null;
  const pager = (
    <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
      {url.cursor && before.length === 0 ? (
        <Button onClick={() => url.setCursor(undefined)}>回到第一页</Button>
      ) : (
        <Button
          disabled={before.length === 0}
          onClick={() => {
            url.setCursor(before.at(-1));
            setBefore(before.slice(0, -1));
          }}
        >
          上一页
        </Button>
      )}
      <Button
        disabled={!next || result.isFetching}
        onClick={() => {
          setBefore([...before, url.cursor]);
          url.setCursor(next ?? undefined);
        }}
      >
        下一页
      </Button>
    </Space>
  );
  return {
    schema: options.schema,
    url: {
      ...url,
      setFilters: (values) => {
        setBefore([]);
        url.setFilters(values);
      },
    },
    filters: url.filters,
    result,
    rows: result.data?.results,
    pagination: false,
    pager,
  };
}

/**
 * The filter form above a list: checked with the list's schema on 查询 (each problem beside its field), then written
 * to the URL; 重置 clears it. `children` are the `Form.Item`s (or a function of the form, to sync derived fields).
 */
export function FilterBar<S extends z.ZodType, T>({
  list,
  name,
  initialValues,
  children,
  extra,
}: {
  list: DeskList<S, T>;
  name: string;
  /** Defaults to the URL's values (with the schema's defaults); give it when a field shows them otherwise (a date range). */
  initialValues?: Record<string, unknown>;
  children: ReactNode | ((form: FormInstance) => ReactNode);
  extra?: ReactNode;
}) {
  const { form, validate } = useZodForm(list.schema);
  async function search() {
    const parsed = await validate();
    if (parsed) list.url.setFilters(parsed as Record<string, unknown>);
  }
  function reset() {
    form.setFieldsValue(
      Object.fromEntries(Object.keys(form.getFieldsValue(true) as object).map((k) => [k, undefined])),
    );
    list.url.setFilters({});
  }
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      initialValues={initialValues ?? { ...list.url.raw, ...(list.filters as object) }}
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={search}
    >
      {typeof children === 'function' ? children(form) : children}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reset}>
          重置
        </Button>
        {extra}
      </Space>
    </Form>
  );
}

/** A choice in a filter bar: cleared, it is 全部 (no filter on `name`). */
export function SelectFilter({
  name,
  label,
  width,
  loading,
  options,
}: {
  name: string;
  label: string;
  width: number;
  loading?: boolean;
  options: SelectProps['options'];
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder="全部" style={{ width }} loading={loading} options={options} />
    </Form.Item>
  );
}

/** The list's table: loading while it fetches, the server's message on an error, `emptyText` when nothing matches. */
export function DeskTable<S extends z.ZodType, T extends object>({
  list,
  emptyText = '没有符合条件的记录：放宽筛选条件再查询',
  ...table
}: { list: DeskList<S, T>; emptyText?: string } & Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'>) {
  const { result, url } = list;
  return (
    <>
      {url.problem && (
        <Alert
          type="warning"
          showIcon
          title={`链接中的筛选条件无效（${url.problem}），已显示全部`}
          style={{ marginBottom: 16 }}
        />
      )}
      <ErrorAlert error={result.error} gap={16} />
      <Table<T>
        {...table}
        loading={result.isFetching}
        dataSource={list.rows}
        locale={{ emptyText: result.isPending && !url.problem ? '加载中…' : emptyText, ...table.locale }}
        pagination={list.pagination}
      />
      {list.pager}
    </>
  );
}

/** Downloads what the filters select from an export operation (CSV or XLSX); a refusal shows the server's message. */
export function ExportButton<O extends Operation>({
  op,
  params,
  query,
  fileName,
  label = '导出 CSV',
}: {
  op: O;
  params?: ParamsOf<O>;
  query?: Record<string, unknown>;
  /** Used when the server names no file. */
  fileName: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  async function run() {
    setBusy(true);
    try {
      await downloadFile(op, { ...(params ? { params } : {}), ...(query ? { query } : {}) }, fileName);
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<DownloadOutlined />} onClick={run} loading={busy}>
      {label}
    </Button>
  );
}
