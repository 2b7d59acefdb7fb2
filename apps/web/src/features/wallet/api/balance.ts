import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { BALANCE_INFO_CALL } from './balance-first-call';
import { walletKeys } from './keys';

/** GET balanceInfo: balance, what can be withdrawn, the recharge limits (read zod-free: wallet-ops.ts). */
export const balanceInfoQuery = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => api.call(BALANCE_INFO_CALL.route, { signal }),
    staleTime: 0,
  });
export const useBalanceInfo = () => useQuery(balanceInfoQuery());
