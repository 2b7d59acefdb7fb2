import { BasicRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** The dealer's configured home menu: entries and column count (spec section 3). */
export const homeFuncEntriesQuery = () =>
  queryOptions({
    queryKey: ['basic', 'homeFuncEntries'],
    queryFn: ({ signal }) => api.call(BasicRoutes.homeFuncEntries, { signal }),
    staleTime: 5 * 60_000,
  });

export const useHomeFuncEntries = () => useQuery(homeFuncEntriesQuery());
