import {
  RefundDeskOps,
  type NewRefundRequest,
  type RefundRequestFilter,
  type SaveMoneySettings,
} from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const refundRequestsQuery = (filters: RefundRequestFilter, page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['refunds', filters, page],
    queryFn: () => api.call(RefundDeskOps.refundRequests, { query: { ...filters, ...page } }),
  });

export const moneySettingsQuery = queryOptions({
  queryKey: ['moneySettings'],
  queryFn: () => api.call(RefundDeskOps.moneySettings),
});

export const refundOrder = (orderNo: string) => api.call(RefundDeskOps.refundOrder, { query: { orderNo } });

/** Ask, approve, refuse; each refreshes the list. */
export function useRefundMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['refunds'] });
  return {
    ask: useMutation({
      mutationFn: (body: NewRefundRequest) => api.call(RefundDeskOps.askRefund, { body }),
      onSuccess: refresh,
    }),
    approve: useMutation({
      mutationFn: (requestId: string) => api.call(RefundDeskOps.approveRefund, { params: { requestId } }),
      onSuccess: refresh,
    }),
    refuse: useMutation({
      mutationFn: ({ requestId, note }: { requestId: string; note: string }) =>
        api.call(RefundDeskOps.refuseRefund, { params: { requestId }, body: { note } }),
      onSuccess: refresh,
    }),
    saveSettings: useMutation({
      mutationFn: (body: SaveMoneySettings) => api.call(RefundDeskOps.saveMoneySettings, { body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moneySettings'] }),
    }),
  };
}
