import type { HomeFuncEntries } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const HOME_FUNC_ENTRIES_PATH = '/basic/v2/api/homeFuncEntries';

/** The dealer's configured home menu: entries and column count (spec section 3). */
export const homeFuncEntriesQuery = () =>
  queryOptions({
    queryKey: ['basic', 'homeFuncEntries'],
    queryFn: ({ signal }) => api.get<HomeFuncEntries>(HOME_FUNC_ENTRIES_PATH, undefined, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const useHomeFuncEntries = () => useQuery(homeFuncEntriesQuery());
