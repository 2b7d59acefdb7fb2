import {
  ParkSetupOps,
  type BerthInput,
  type GateOpen,
  type LaneInput,
  type ParkCreate,
  type ParkSettings,
  type ParkSetup,
} from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';

export const parkKeys = { list: ['parks'] as const, detail: (parkId: string) => ['parks', parkId] as const };

export const parkDetailQuery = (parkId: string) =>
  queryOptions({
    queryKey: parkKeys.detail(parkId),
    queryFn: () => api.call(ParkSetupOps.parkDetail, { params: { parkId } }),
  });

/** A park's lanes (to say where a car came in, to bind a gate): the park's cache entry, its lanes picked out. */
export const parkLanesQuery = (parkId: string) =>
  queryOptions({ ...parkDetailQuery(parkId), select: (park) => park.lanes });

/** An open command's outcome, asked again every second while the gate has not answered. */
export const gateCommandQuery = (commandId: number) =>
  queryOptions({
    queryKey: ['gateCommands', commandId],
    queryFn: () => api.call(ParkSetupOps.gateCommand, { params: { commandId: String(commandId) } }),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 1_000 : false),
  });

/** Writes on parks, lanes and berths; each refreshes the park and the list. */
export function useParkMutations() {
  const queryClient = useQueryClient();
  const showPark = (park: ParkSetup) => {
    queryClient.setQueryData(parkKeys.detail(park.parkId), park);
    return queryClient.invalidateQueries({ queryKey: parkKeys.list, exact: true });
  };
  return {
    // The answer is the park as its page shows it: the page opens from the cache, without asking again.
    createPark: useMutation({
      mutationFn: (body: ParkCreate) => api.call(ParkSetupOps.createPark, { body }),
      onSuccess: showPark,
    }),
    updatePark: useMutation({
      mutationFn: ({ parkId, body }: { parkId: string; body: ParkSettings }) =>
        api.call(ParkSetupOps.updatePark, { params: { parkId }, body }),
      onSuccess: showPark,
    }),
    saveLane: useWrite(
      ({ parkId, laneId, body }: { parkId: string; laneId?: string; body: LaneInput }) =>
        laneId
          ? api.call(ParkSetupOps.updateLane, { params: { parkId, laneId }, body })
          : api.call(ParkSetupOps.createLane, { params: { parkId }, body }),
      parkKeys.list,
    ),
    createBerth: useWrite(
      ({ parkId, body }: { parkId: string; body: BerthInput }) =>
        api.call(ParkSetupOps.createBerth, { params: { parkId }, body }),
      parkKeys.list,
    ),
    openGate: useWrite(({ parkId, laneId, body }: { parkId: string; laneId: string; body: GateOpen }) =>
      api.call(ParkSetupOps.openGate, { params: { parkId, laneId }, body }),
    ),
  };
}
