import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { PAY_MODEL_CALL } from './pay-model-first-call';

/**
 * The pay channels for this client (WeChat in WeChat, Alipay in Alipay, both in a browser, balance if allowed).
 * Zod-free: every pay screen shows them on its first paint (decision 051).
 */
export const payModelQuery = () =>
  queryOptions({
    queryKey: ['payments', 'payModel'],
    queryFn: ({ signal }) => api.call(PAY_MODEL_CALL.route, { signal }),
    staleTime: 60_000,
  });

export const usePayModel = () => useQuery(payModelQuery());
