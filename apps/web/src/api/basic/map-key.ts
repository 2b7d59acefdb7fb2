import { BasicRoutes } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

/**
 * The map JS API key of this dealer; prefetched (quietly) by the route guard for WeChat and Alipay clients, used by
 * the map, which falls back to its list when there is no key.
 */
export const mapKeyQuery = () =>
  queryOptions({
    queryKey: basicKeys.mapKey,
    queryFn: ({ signal }) => api.call(BasicRoutes.getAk, { signal, quiet: true }),
    staleTime: Infinity,
  });
