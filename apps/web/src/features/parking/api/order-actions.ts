import { ParkingRoutes, type CreateAppeal, type CreateEvaluation, type ParkOrderRef } from '@parking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { parkingKeys } from './park-orders';

/** After an action changes an order, every parking list and detail is read again. */
function useInvalidatingMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: parkingKeys.all }) });
}

/** driverActiveCarOut: the driver ends their road-side stay. */
export const useActiveCarOut = () =>
  useInvalidatingMutation((ref: ParkOrderRef) => api.call(ParkingRoutes.driverActiveCarOut, { body: ref }));

export const useCreateAppeal = () =>
  useInvalidatingMutation((input: CreateAppeal) => api.call(ParkingRoutes.createParkOrderAppeal, { body: input }));

export const useEvaluate = () =>
  useInvalidatingMutation((input: CreateEvaluation) => api.call(ParkingRoutes.evaluations, { body: input }));
