import { WithdrawalReviewOps, type ReviewWithdrawalFilter } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';

export const withdrawalsQuery = (filters: ReviewWithdrawalFilter, page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['withdrawals', filters, page],
    queryFn: () => api.call(WithdrawalReviewOps.reviewWithdrawals, { query: { ...filters, ...page } }),
  });

export function useWithdrawalMutations() {
  return {
    approve: useWrite(
      (withdrawalId: string) => api.call(WithdrawalReviewOps.approveWithdrawal, { params: { withdrawalId } }),
      ['withdrawals'],
    ),
    refuse: useWrite(
      ({ id, note }: { id: string; note: string }) =>
        api.call(WithdrawalReviewOps.refuseWithdrawal, { params: { withdrawalId: id }, body: { note } }),
      ['withdrawals'],
    ),
  };
}
