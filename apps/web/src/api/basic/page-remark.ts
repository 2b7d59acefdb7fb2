import { BasicRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

/** The dealer's remark for one page (e.g. the plate entry screen's notes); quiet, a page without one shows none. */
export const pageRemarkQuery = (pageCode: string) =>
  queryOptions({
    queryKey: basicKeys.pageRemark(pageCode),
    queryFn: ({ signal }) => api.call(BasicRoutes.pageRemark, { query: { pageCode }, signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

/** The remark text, or undefined while loading, when missing or when it failed. */
export function usePageRemark(pageCode: string): string | undefined {
  const { data } = useQuery(pageRemarkQuery(pageCode));
  return data?.remark || undefined;
}
