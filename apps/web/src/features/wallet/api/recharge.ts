import { IDEMPOTENCY_KEY_HEADER, type RechargeRequest } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { LIVE_POLL_MS, useOrderPushes } from '../../../api/pushes';
import { walletKeys } from './keys';
import { walletOps } from './lazy-ops';

/** POST recharges: the idempotency key makes a retry of the same attempt return its first order. */
export const startRecharge = async (body: RechargeRequest, key: string) =>
  api.call((await walletOps()).recharge, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** How long the result page keeps asking before it says the payment is still being confirmed. */
export const RECHARGE_POLL_MS = 1_500;

/** GET recharges/{orderNo}: polled until the recharge is paid or closed (the server asks the provider meanwhile). */
export const rechargeStatusQuery = (orderNo: string) =>
  queryOptions({
    queryKey: walletKeys.recharge(orderNo),
    queryFn: async ({ signal }) => api.call((await walletOps()).rechargeStatus, { params: { orderNo }, signal }),
    refetchInterval: (query) => (query.state.data?.final ? false : RECHARGE_POLL_MS),
    staleTime: 0,
  });
/** The recharge result page's status: a push (the order's stream) refetches at once; polling slows meanwhile. */
export function useRechargeStatus(orderNo: string) {
  const pollMs = useOrderPushes(orderNo, walletKeys.recharge(orderNo)) ? LIVE_POLL_MS : RECHARGE_POLL_MS;
  return useQuery({
    ...rechargeStatusQuery(orderNo),
    refetchInterval: (query) => (query.state.data?.final ? false : pollMs),
    enabled: !!orderNo,
  });
}
