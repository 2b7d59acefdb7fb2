import { WalletOps } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { walletKeys } from './keys';

/** GET balanceInfo: balance, what can be withdrawn, the recharge limits. */
export const balanceInfoQuery = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => api.call(WalletOps.balanceInfo, { signal }),
    staleTime: 0,
  });
export const useBalanceInfo = () => useQuery(balanceInfoQuery());
