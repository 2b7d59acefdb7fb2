import type { MapTypeInfo } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

export const MAP_TYPE_PATH = '/basic/v2/api/sysCodes/getMapType';

/** Which map service the dealer uses (1 AMap, 2 Baidu, 3 both) and the Baidu key; quiet: the map falls back. */
export const mapTypeQuery = () =>
  queryOptions({
    queryKey: basicKeys.mapType,
    queryFn: ({ signal }) => api.get<MapTypeInfo>(MAP_TYPE_PATH, undefined, undefined, { signal, quiet: true }),
    staleTime: Infinity,
  });
