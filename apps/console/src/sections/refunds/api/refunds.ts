import {
  RefundDeskOps,
  type NewRefundRequest,
  type RefundRequestFilter,
  type SaveMoneySettings,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { opQuery, useWrite } from '../../../api/queries';

export const refundRequestsQuery = (filters: RefundRequestFilter, page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['refunds', filters, page],
    queryFn: () => api.call(RefundDeskOps.refundRequests, { query: { ...filters, ...page } }),
  });

export const moneySettingsQuery = opQuery(['moneySettings'], RefundDeskOps.moneySettings);

export const refundOrder = (orderNo: string) => api.call(RefundDeskOps.refundOrder, { query: { orderNo } });

/** Ask, approve, refuse; each refreshes the list. */
export function useRefundMutations() {
  return {
    ask: useWrite((body: NewRefundRequest) => api.call(RefundDeskOps.askRefund, { body }), ['refunds']),
    approve: useWrite(
      (requestId: string) => api.call(RefundDeskOps.approveRefund, { params: { requestId } }),
      ['refunds'],
    ),
    refuse: useWrite(
      ({ id, note }: { id: string; note: string }) =>
        api.call(RefundDeskOps.refuseRefund, { params: { requestId: id }, body: { note } }),
      ['refunds'],
    ),
    saveSettings: useWrite(
      (body: SaveMoneySettings) => api.call(RefundDeskOps.saveMoneySettings, { body }),
      ['moneySettings'],
    ),
  };
}
