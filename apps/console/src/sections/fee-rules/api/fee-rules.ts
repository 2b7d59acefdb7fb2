import { FeeRuleOps, type FeePreviewRequest, type NewFeeRuleVersion } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const feeRuleKeys = {
  history: (parkId: string) => ['feeRules', parkId] as const,
};

export const feeRuleHistoryQuery = (parkId: string) =>
  queryOptions({
    queryKey: feeRuleKeys.history(parkId),
    queryFn: () => api.call(FeeRuleOps.feeRules, { params: { parkId } }),
  });

export function useCreateFeeRule(parkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewFeeRuleVersion) => api.call(FeeRuleOps.createFeeRule, { params: { parkId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feeRuleKeys.history(parkId) }),
        queryClient.invalidateQueries({ queryKey: ['parks'] }),
      ]),
  });
}

/** The fee of one stay under a draft rule, priced by the server's engine (stores nothing). */
export const previewFee = (parkId: string, body: FeePreviewRequest, signal: AbortSignal) =>
  api.call(FeeRuleOps.previewFee, { params: { parkId }, body, signal });
