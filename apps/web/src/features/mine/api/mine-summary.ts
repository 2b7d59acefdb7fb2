import { ParkingRoutes, WalletRoutes } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

// The zod-free routes: 我的 is a tab (a landing page), so its first load carries no zod (decision 015). Quiet: a
// figure that fails to load shows '--', the page stays usable.

export const mineKeys = { all: ['mine'] as const };

/** Orders that still need the driver: in the park now, and arrears to pay. */
export const unfinishedQuery = () =>
  queryOptions({
    queryKey: [...mineKeys.all, 'unfinished'],
    queryFn: ({ signal }) => api.call(ParkingRoutes.countUnfinished, { signal, quiet: true }),
    staleTime: 0,
  });

/** The balance (asked only when the dealer offers one). */
export const balanceQuery = () =>
  queryOptions({
    queryKey: [...mineKeys.all, 'balance'],
    queryFn: ({ signal }) => api.call(WalletRoutes.balanceInfo, { query: {}, signal, quiet: true }),
    staleTime: 0,
  });
