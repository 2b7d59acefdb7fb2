import { PaymentRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/**
 * The pay channels for this client (WeChat in WeChat, Alipay in Alipay, both in a browser, balance if allowed).
 * Zod-free: every pay screen shows them on its first paint (decision 051).
 */
export const payModelQuery = () =>
  queryOptions({
    queryKey: ['payments', 'payModel'],
    queryFn: ({ signal }) => api.call(PaymentRoutes.payModel, { signal }),
    staleTime: 60_000,
  });

export const usePayModel = () => useQuery(payModelQuery());
