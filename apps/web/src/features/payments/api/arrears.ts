import { ArrearsBills, Limits, PayPath } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { payKeys } from './keys';

/**
 * The signed-in driver's unpaid arrears on their bound plates (spec section 9: pageSize 999). The home arrears banner
 * uses the same call: one item → /payPage, several → /multiPayPage?arrearsOnly=1.
 */
export const arrearsQuery = () =>
  queryOptions({
    queryKey: payKeys.arrears,
    queryFn: ({ signal }) =>
      api.get(PayPath.ARREARS, ArrearsBills, { pageNo: 1, pageSize: Limits.ARREARS_PAGE_SIZE }, { signal }),
  });

export const useArrears = () => useQuery(arrearsQuery());
