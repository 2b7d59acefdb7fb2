import { OperatorOps, type OperatorCreate, type OperatorUpdate } from '@parking/contracts';
import { api } from '../../../api/client';
import { opQuery, useWrite } from '../../../api/queries';

export const accountKeys = { all: ['operators'] as const };

export const accountsQuery = opQuery(accountKeys.all, OperatorOps.operators);

export function useAccountMutations() {
  return {
    create: useWrite((body: OperatorCreate) => api.call(OperatorOps.createOperator, { body }), accountKeys.all),
    update: useWrite(
      ({ operatorId, body }: { operatorId: string; body: OperatorUpdate }) =>
        api.call(OperatorOps.updateOperator, { params: { operatorId }, body }),
      accountKeys.all,
    ),
    resetPassword: useWrite(({ operatorId, password }: { operatorId: string; password: string }) =>
      api.call(OperatorOps.resetOperatorPassword, { params: { operatorId }, body: { password } }),
    ),
  };
}
