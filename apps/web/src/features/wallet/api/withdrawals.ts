import { IDEMPOTENCY_KEY_HEADER } from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { walletKeys } from './keys';
import { walletOps } from './lazy-ops';

/** POST withdrawals: all that can be withdrawn (no amount) or an amount in fen. */
export const withdraw = async (amountFen: number | undefined, key: string) =>
  api.call((await walletOps()).withdraw, {
    body: amountFen === undefined ? {} : { amountFen },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

export const WITHDRAWAL_POLL_MS = 2_000;

/** GET withdrawals/{id}: polled while any part is still being refunded. */
export const withdrawalQuery = (withdrawalId: string) =>
  queryOptions({
    queryKey: walletKeys.withdrawal(withdrawalId),
    queryFn: async ({ signal }) => api.call((await walletOps()).withdrawal, { params: { withdrawalId }, signal }),
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? WITHDRAWAL_POLL_MS : false),
    staleTime: 0,
  });
export const useWithdrawal = (withdrawalId: string) =>
  useQuery({ ...withdrawalQuery(withdrawalId), enabled: !!withdrawalId });

/** Retry a failed part (same refund number) or put its money back in the wallet. */
export function usePartAction(withdrawalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ partId, action }: { partId: string; action: 'retry' | 'return' }) => {
      const ops = await walletOps();
      return api.call(action === 'retry' ? ops.retryWithdrawalPart : ops.returnWithdrawalPart, {
        params: { withdrawalId, partId },
      });
    },
    onSuccess: (withdrawal) => {
      client.setQueryData(walletKeys.withdrawal(withdrawalId), withdrawal);
      return client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
