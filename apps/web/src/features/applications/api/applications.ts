import { ApplicationsRoutes, VehicleRoutes, type CreateApplication } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { BENEFIT_PROGRAMMES_CALL } from './applications-first-calls';
import { nextPageNo } from '../../../api/paging';

export const applyKeys = {
  all: ['applications'] as const,
  programmes: ['applications', 'programmes'] as const,
  mine: ['applications', 'mine'] as const,
  one: (applicationId: string) => ['applications', 'one', applicationId] as const,
  plates: ['applications', 'plates'] as const,
};

export const programmesQuery = () =>
  queryOptions({
    queryKey: applyKeys.programmes,
    queryFn: ({ signal }) => api.call(BENEFIT_PROGRAMMES_CALL.route, { signal }),
  });

export const myApplicationsQuery = () =>
  infiniteQueryOptions({
    queryKey: applyKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      api.call(ApplicationsRoutes.myApplications, { query: { pageNo: pageParam, pageSize: 10 }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const applicationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: applyKeys.one(applicationId),
    queryFn: ({ signal }) => api.call(ApplicationsRoutes.application, { params: { applicationId }, signal }),
  });

/** The driver's bound plates, to pick the one applied for. */
export const myPlatesQuery = () =>
  queryOptions({
    queryKey: applyKeys.plates,
    queryFn: ({ signal }) => api.call(VehicleRoutes.plates, { signal }),
  });

export function useCreateApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApplication) => api.call(ApplicationsRoutes.createApplication, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.mine }),
  });
}
