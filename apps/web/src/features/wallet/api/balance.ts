import { WalletRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { walletKeys } from './keys';

/** GET balanceInfo: balance, what can be withdrawn, the recharge limits (read zod-free: wallet-ops.ts). */
export const balanceInfoQuery = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => api.call(WalletRoutes.balanceInfo, { signal }),
    staleTime: 0,
  });
export const useBalanceInfo = () => useQuery(balanceInfoQuery());
