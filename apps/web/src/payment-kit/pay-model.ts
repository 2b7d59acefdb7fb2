import { PaymentOps } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** The pay channels for this client (WeChat in WeChat, Alipay in Alipay, both in a browser, balance if allowed). */
export const payModelQuery = () =>
  queryOptions({
    queryKey: ['payments', 'payModel'],
    queryFn: ({ signal }) => api.call(PaymentOps.payModel, { signal }),
    staleTime: 60_000,
  });

export const usePayModel = () => useQuery(payModelQuery());
