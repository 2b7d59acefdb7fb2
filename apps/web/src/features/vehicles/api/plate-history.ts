import { VehicleRoutes, type PlateHistory } from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { vehicleKeys } from './keys';

/**
 * Recently searched plates of the driver, or of this device when not logged in (GET plateHistory/record). Quiet:
 * the tags are a shortcut; without them the keyboard still works. Always refetched when the screen shows. Not parsed
 * with zod: the plate entry screen is a landing page and stays zod-free (docs/decisions/015); the server checks it.
 */
export const plateHistoryQuery = () =>
  queryOptions({
    queryKey: vehicleKeys.history,
    queryFn: ({ signal }) => api.call(VehicleRoutes.plateHistory, { signal, quiet: true }),
    staleTime: 0,
  });
export const usePlateHistory = () => useQuery(plateHistoryQuery());

/** Forgets one searched plate (DELETE plateHistory/record?recordId=). */
export function useDeletePlateHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => api.call(VehicleRoutes.deletePlateHistory, { query: { recordId } }),
    onMutate: (recordId) => {
      // The tag disappears at once; a failure brings it back with the refetch.
      client.setQueryData(vehicleKeys.history, (old: PlateHistory | undefined) =>
        old?.filter((r) => r.id !== recordId),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: vehicleKeys.history }),
  });
}
