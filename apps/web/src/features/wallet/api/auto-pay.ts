import { WalletRoutes } from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { AUTO_PAY_CALL } from './auto-pay-first-call';
import { walletKeys } from './keys';
import { walletOps } from './lazy-ops';

/** GET autoPay: the plates with their auto-pay, the balance, the active agreements. */
export const autoPayQuery = () =>
  queryOptions({
    queryKey: walletKeys.autoPay,
    queryFn: ({ signal }) => api.call(AUTO_PAY_CALL.route, { signal }),
    staleTime: 0,
  });
export const useAutoPay = () => useQuery(autoPayQuery());

export function useSetAutoPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ plateId, enabled }: { plateId: string; enabled: boolean }) =>
      api.call(WalletRoutes.setAutoPay, { params: { plateId }, body: { enabled } }),
    onSuccess: (overview) => client.setQueryData(walletKeys.autoPay, overview),
  });
}

/** GET withholdings: every agreement of the driver, newest first. */
export const agreementsQuery = () =>
  queryOptions({
    queryKey: walletKeys.agreements,
    queryFn: ({ signal }) => api.call(WalletRoutes.withholdings, { signal }),
    staleTime: 0,
  });
export const useAgreements = () => useQuery(agreementsQuery());

/** GET withholdings/{id}: one agreement, asked of the provider while signing (polled after the sign page). */
export const agreementQuery = (agreementId: string) =>
  queryOptions({
    queryKey: walletKeys.agreement(agreementId),
    queryFn: async ({ signal }) => api.call((await walletOps()).withholding, { params: { agreementId }, signal }),
    refetchInterval: (query) => (query.state.data?.state === 'signing' ? 1_500 : false),
    staleTime: 0,
  });
export const useAgreement = (agreementId: string) =>
  useQuery({ ...agreementQuery(agreementId), enabled: !!agreementId });

/** POST withholdings: the agreement and the provider's signing page. */
export const startWithholding = async (payChannel: 2 | 3) =>
  api.call((await walletOps()).startWithholding, { body: { payChannel } });

export function useCancelAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (agreementId: string) =>
      api.call((await walletOps()).cancelWithholding, { params: { agreementId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
