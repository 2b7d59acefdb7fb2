import { OperatorOps, ParkingOps, type OperatorCreate, type OperatorUpdate } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const accountKeys = { all: ['operators'] as const };

export const accountsQuery = queryOptions({
  queryKey: accountKeys.all,
  queryFn: () => api.call(OperatorOps.operators),
});

/** The parks an operator can be granted (the same list the parks screen shows). */
export const grantableParksQuery = queryOptions({
  queryKey: ['parks'],
  queryFn: () => api.call(ParkingOps.operatorParks),
});

export function useAccountMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: OperatorCreate) => api.call(OperatorOps.createOperator, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ operatorId, body }: { operatorId: string; body: OperatorUpdate }) =>
        api.call(OperatorOps.updateOperator, { params: { operatorId }, body }),
      onSuccess,
    }),
    resetPassword: useMutation({
      mutationFn: ({ operatorId, password }: { operatorId: string; password: string }) =>
        api.call(OperatorOps.resetOperatorPassword, { params: { operatorId }, body: { password } }),
    }),
  };
}
