import { BagRoutes, type BagPlateAdd } from '@parking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { monthlyPlanKeys } from './monthly-plans';

/** Changes to a plan the driver makes (decision 047): ask to cancel it, add or remove a car. */
function usePlanChange<V>(call: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: monthlyPlanKeys.all }),
  });
}

export const useCancelPlan = (planId: string) =>
  usePlanChange((reason: string) => api.call(BagRoutes.cancelBagPlan, { params: { planId }, body: { reason } }));

export const useAddPlanPlate = (planId: string) =>
  usePlanChange((plate: BagPlateAdd) => api.call(BagRoutes.addBagPlanPlate, { params: { planId }, body: plate }));

export const useRemovePlanPlate = (planId: string) =>
  usePlanChange((plateNo: string) => api.call(BagRoutes.removeBagPlanPlate, { params: { planId, plateNo } }));
