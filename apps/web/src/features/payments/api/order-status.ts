import { PaymentRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { LIVE_POLL_MS, useOrderPushes } from '../../../api/pushes';
import { payKeys } from './keys';
import { paymentOps } from './lazy-ops';

/** How often a result page asks while the order is not final, and for how long before it offers a manual check. */
export const SYNC_POLL_MS = 1_500;
export const SYNC_PATIENCE_MS = 60_000;

/**
 * payCharges/sync: the order's state as the server knows it after asking the provider. The result pages poll it
 * until the order is final; a redirect back from a wallet proves nothing by itself.
 */
export const orderStatusQuery = (orderNo: string) =>
  queryOptions({
    queryKey: payKeys.order(orderNo),
    // The state is parsed (it decides what the page says about the money), with the schema fetched alongside the call.
    queryFn: async ({ signal }) => {
      const [ops, answer] = await Promise.all([
        paymentOps(),
        api.call(PaymentRoutes.payChargesSync, { params: { id: orderNo }, signal }),
      ]);
      return ops.payChargesSync.schemas.response.parse(answer);
    },
    retry: 2,
  });

/**
 * Polls until final; `watchGate` keeps polling a paid order until its car has left (the gate-open page). While the
 * order's push stream is open, a push refetches at once and polling slows down to a safety net.
 */
export function useOrderStatus(orderNo: string, { watchGate = false } = {}) {
  const pollMs = useOrderPushes(orderNo, payKeys.order(orderNo)) ? LIVE_POLL_MS : SYNC_POLL_MS;
  return useQuery({
    ...orderStatusQuery(orderNo),
    enabled: orderNo !== '',
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return SYNC_POLL_MS;
      if (!data.final) return pollMs;
      if (watchGate && data.state === 'paid' && data.bills.some((b) => b.settled && b.sessionState !== 'left')) {
        return pollMs;
      }
      return false;
    },
  });
}
