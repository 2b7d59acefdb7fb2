import { WithdrawalReviewOps, type ReviewWithdrawalFilter } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const withdrawalsQuery = (filters: ReviewWithdrawalFilter, page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['withdrawals', filters, page],
    queryFn: () => api.call(WithdrawalReviewOps.reviewWithdrawals, { query: { ...filters, ...page } }),
  });

export function useWithdrawalMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
  return {
    approve: useMutation({
      mutationFn: (withdrawalId: string) =>
        api.call(WithdrawalReviewOps.approveWithdrawal, { params: { withdrawalId } }),
      onSuccess: refresh,
    }),
    refuse: useMutation({
      mutationFn: ({ withdrawalId, note }: { withdrawalId: string; note: string }) =>
        api.call(WithdrawalReviewOps.refuseWithdrawal, { params: { withdrawalId }, body: { note } }),
      onSuccess: refresh,
    }),
  };
}
