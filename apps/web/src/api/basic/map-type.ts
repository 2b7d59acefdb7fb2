import { BasicRoutes } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

/** Which map service the dealer uses (1 AMap, 2 Baidu, 3 both) and the Baidu key; quiet: the map falls back. */
export const mapTypeQuery = () =>
  queryOptions({
    queryKey: basicKeys.mapType,
    queryFn: ({ signal }) => api.call(BasicRoutes.getMapType, { signal, quiet: true }),
    staleTime: Infinity,
  });
