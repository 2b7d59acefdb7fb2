import type { CreateAppeal, CreateEvaluation, ParkOrderRef } from '@parking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { parkingKeys } from './park-orders';

/** The operations with their schemas (parking-ops.ts), in a chunk of their own fetched on the tap. */
const parkingOps = () => import('./parking-ops').then((m) => m.ParkingOps);

/** After an action changes an order, every parking list and detail is read again. */
function useInvalidatingMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: parkingKeys.all }) });
}

/** driverActiveCarOut: the driver ends their road-side stay. */
export const useActiveCarOut = () =>
  useInvalidatingMutation(async (ref: ParkOrderRef) =>
    api.call((await parkingOps()).driverActiveCarOut, { body: ref }),
  );

export const useCreateAppeal = () =>
  useInvalidatingMutation(async (input: CreateAppeal) =>
    api.call((await parkingOps()).createParkOrderAppeal, { body: input }),
  );

export const useEvaluate = () =>
  useInvalidatingMutation(async (input: CreateEvaluation) =>
    api.call((await parkingOps()).evaluations, { body: input }),
  );
