import {
  BagRoutes,
  IDEMPOTENCY_KEY_HEADER,
  type BagApply,
  type BagPayRequest,
  type BagTopUpRequest,
} from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { BAG_APPLICATIONS_CALL, BAG_PLANS_CALL, nearbyBagParksCall } from './monthly-plans-first-calls';

export const monthlyPlanKeys = {
  all: ['monthlyPlans'] as const,
  park: (parkId: string) => ['monthlyPlans', 'park', parkId] as const,
  mine: ['monthlyPlans', 'mine'] as const,
  plan: (planId: string) => ['monthlyPlans', 'plan', planId] as const,
};

/** Parks selling plans near a point (/nearbyBagParks). */
export const useNearbyMonthlyPlanParks = (lat: number, lng: number) => {
  const { route, body } = nearbyBagParksCall(lat, lng);
  return useQuery({
    queryKey: ['monthlyPlans', 'nearby', body],
    queryFn: ({ signal }) => api.call(route, { body, signal }),
  });
};

export const monthlyPlanParkQuery = (parkId: string) =>
  queryOptions({
    queryKey: monthlyPlanKeys.park(parkId),
    queryFn: ({ signal }) => api.call(BagRoutes.bagPark, { params: { parkId }, signal }),
  });
export const useMonthlyPlanPark = (parkId: string) => useQuery({ ...monthlyPlanParkQuery(parkId), enabled: !!parkId });

/** The driver's applications and plans, together (/monthParking). */
export const useMyMonthlyPlans = () =>
  useQuery({
    queryKey: monthlyPlanKeys.mine,
    queryFn: async ({ signal }) => {
      const [applications, plans] = await Promise.all([
        api.call(BAG_APPLICATIONS_CALL.route, { signal }),
        api.call(BAG_PLANS_CALL.route, { signal }),
      ]);
      return { applications: applications.results, plans: plans.results };
    },
  });

export const useMonthlyPlan = (planId: string) =>
  useQuery({
    queryKey: monthlyPlanKeys.plan(planId),
    queryFn: async ({ signal }) => {
      const [plan, payments, renewal] = await Promise.all([
        api.call(BagRoutes.bagPlan, { params: { planId }, signal }),
        api.call(BagRoutes.bagPlanPayments, { params: { planId }, signal }),
        api.call(BagRoutes.checkRenewable, { body: { planId }, signal }),
      ]);
      return { plan, payments: payments.results, renewal };
    },
    enabled: !!planId,
  });

export function useApplyMonthlyPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BagApply) => api.call(BagRoutes.applyBag, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: monthlyPlanKeys.all }),
  });
}

/** Opens the order paying an approved application; the key makes a retry of the same attempt safe. */
export const payApplication = (applicationId: string, body: BagPayRequest, key: string) =>
  api.call(BagRoutes.payBagApplication, {
    params: { applicationId },
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

export const renewPlan = (planId: string, body: BagPayRequest, key: string) =>
  api.call(BagRoutes.renewBagPlan, { params: { planId }, body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** 储值卡充值 (decision 055): the key makes a retry (a lost answer) credit once. */
export const topUpPlan = (planId: string, body: BagTopUpRequest, key: string) =>
  api.call(BagRoutes.topUpBagPlan, { params: { planId }, body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
