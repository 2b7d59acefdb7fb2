import { BasicRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

/**
 * The dealer's feature flags (spec section 1); loaded by the route guard, read by the pages they gate. The guard's
 * load is quiet (the page on screen may not need the flags); a page that shows them reports its own failures.
 */
export const menuConfigQuery = ({ quiet = false } = {}) =>
  queryOptions({
    queryKey: basicKeys.menuConfig,
    queryFn: ({ signal }) => api.call(BasicRoutes.menuConfigs, { signal, quiet }),
    staleTime: 5 * 60_000,
  });

export const useMenuConfig = () => useQuery(menuConfigQuery());
