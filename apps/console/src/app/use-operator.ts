import { OperatorOps } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../api/client';
import { session } from './session';

export const meQuery = queryOptions({ queryKey: ['operator', 'me'], queryFn: () => api.call(OperatorOps.me) });

/** The signed-in operator: undefined while loading, null when signed out. */
export function useOperator() {
  const token = useSyncExternalStore(session.subscribe, session.token);
  const me = useQuery({ ...meQuery, enabled: token !== undefined });
  if (token === undefined) return { operator: null, loading: false } as const;
  return { operator: me.data ?? (me.isError ? null : undefined), loading: me.isPending } as const;
}
