import { BasicRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

/**
 * The dealer's global parameters (spec section 3): the province the plate keyboard prefills. Quiet: without it the
 * keyboard simply starts empty.
 */
export const paramConfigQuery = () =>
  queryOptions({
    queryKey: basicKeys.paramConfig,
    queryFn: ({ signal }) => api.call(BasicRoutes.paramConfigs, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

/** The default plate prefix ('浙' or '浙A'); undefined while loading or when the dealer has none. */
export function useDefaultProvince(): string | undefined {
  const { data } = useQuery(paramConfigQuery());
  return data?.province || undefined;
}
