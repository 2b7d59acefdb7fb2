import type { AkInfo } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

export const MAP_KEY_PATH = '/basic/v2/api/getAk';

/**
 * The map JS API key of this dealer; prefetched (quietly) by the route guard for WeChat and Alipay clients, used by
 * the map, which falls back to its list when there is no key.
 */
export const mapKeyQuery = () =>
  queryOptions({
    queryKey: basicKeys.mapKey,
    queryFn: ({ signal }) => api.get<AkInfo>(MAP_KEY_PATH, undefined, undefined, { signal, quiet: true }),
    staleTime: Infinity,
  });
