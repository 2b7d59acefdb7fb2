import {
  BagGroupRoutes,
  BagRoutes,
  ParkRoutes,
  VehicleRoutes,
  type BagApplicationEdit,
  type NearbyParksRequest,
  type NearbySearchByNameRequest,
} from '@parking/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { monthlyPlanKeys } from './monthly-plans';

/** Rules across parks near a point (/nearbyBagRules) or one rule (/suitParking?groupId). */
export const useMonthlyPlanRules = (query: { destLat?: number; destLng?: number; groupId?: string }) =>
  useQuery({
    queryKey: ['monthlyPlans', 'rules', query],
    queryFn: ({ signal }) => api.call(BagGroupRoutes.bagMultiRules, { query, signal }),
  });

/** Where one of the driver's plans is valid (/suitParking?planId). */
export const usePlanParks = (planId: string) =>
  useQuery({
    queryKey: ['monthlyPlans', 'plan', planId, 'parks'],
    queryFn: ({ signal }) => api.call(BagGroupRoutes.bagPlanParks, { params: { planId }, signal }),
    enabled: !!planId,
  });

/** Every payment of the driver's plans with its refunds (/mounthPayList). */
export const useMonthlyPlanPayments = () =>
  useQuery({
    queryKey: ['monthlyPlans', 'payments'],
    queryFn: ({ signal }) => api.call(BagGroupRoutes.bagPayments, { signal }),
  });

export const useMonthlyPlanApplication = (applicationId: string) =>
  useQuery({
    queryKey: ['monthlyPlans', 'application', applicationId],
    queryFn: ({ signal }) => api.call(BagRoutes.bagApplication, { params: { applicationId }, signal }),
    enabled: !!applicationId,
  });

/** The driver's plans, each with whether it can be renewed now (/renew). */
export const useRenewablePlans = () =>
  useQuery({
    queryKey: ['monthlyPlans', 'renewable'],
    queryFn: async ({ signal }) => {
      const plans = (await api.call(BagRoutes.bagPlans, { signal })).results;
      const checks = await Promise.all(
        plans.map((plan) => api.call(BagRoutes.checkRenewable, { body: { planId: plan.planId }, signal })),
      );
      return plans.map((plan, i) => ({ plan, renewal: checks[i]! }));
    },
  });

/** A plan and its renewal now (/mounthlyRenew). */
export const usePlanRenewal = (planId: string) =>
  useQuery({
    queryKey: ['monthlyPlans', 'plan', planId, 'renewal'],
    queryFn: async ({ signal }) => {
      const [plan, renewal] = await Promise.all([
        api.call(BagRoutes.bagPlan, { params: { planId }, signal }),
        api.call(BagRoutes.checkRenewable, { body: { planId }, signal }),
      ]);
      return { plan, renewal };
    },
    enabled: !!planId,
  });

export function useEditApplication(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BagApplicationEdit) =>
      api.call(BagRoutes.editBagApplication, { params: { applicationId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: monthlyPlanKeys.all }),
  });
}

/** The driver's bound plates (/choiceSelf). */
export const useMyPlates = () =>
  useQuery({
    queryKey: ['monthlyPlans', 'myPlates'],
    queryFn: ({ signal }) => api.call(VehicleRoutes.plates, { signal }),
  });

/** Parks near a point (/balanceParks: every park of a dealer with the balance takes it). */
export const useNearbyParks = (body: NearbyParksRequest) =>
  useQuery({
    queryKey: ['monthlyPlans', 'balanceParks', body],
    queryFn: ({ signal }) => api.call(ParkRoutes.nearbyParks, { body, signal }),
  });

/** Parks by name (/suitBalanceParks). */
export const useParksByKeyword = (body: NearbySearchByNameRequest | null) =>
  useQuery({
    queryKey: ['monthlyPlans', 'balanceSearch', body],
    queryFn: ({ signal }) => api.call(ParkRoutes.nearbySearchByName, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
