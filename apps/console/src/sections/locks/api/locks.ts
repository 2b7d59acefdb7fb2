import { ReservationOperatorOps, type LockOwnerInput, type OperatorLockCommand } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';

export const lockKeys = { all: ['locks'] as const, list: ['locks', 'list'] as const, bookings: ['locks', 'bookings'] };

export const lockListQuery = queryOptions({
  queryKey: lockKeys.list,
  queryFn: () => api.call(ReservationOperatorOps.locks),
  select: (list) => list.results,
  // A command waits for its acknowledgement (seconds): read again while one is in flight.
  refetchInterval: (query) =>
    query.state.data?.results.some((l) => l.command?.state === 'queued' || l.command?.state === 'sent') ? 1_000 : false,
});

export function useLockMutations() {
  return {
    command: useWrite(
      ({ lockId, body }: { lockId: string; body: OperatorLockCommand }) =>
        api.call(ReservationOperatorOps.commandLock, { params: { lockId }, body }),
      lockKeys.all,
    ),
    owner: useWrite(
      ({ lockId, body }: { lockId: string; body: LockOwnerInput }) =>
        api.call(ReservationOperatorOps.putLockOwner, { params: { lockId }, body }),
      lockKeys.all,
    ),
  };
}
