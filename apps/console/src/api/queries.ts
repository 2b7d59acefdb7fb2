/**
 * The two shapes every section's api file repeats: a query of an operation that takes no input, and a write that
 * reads the section's queries again when it succeeds.
 */
import type { Operation, ResponseOf } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './client';

/** The query of `op` (an operation without params, query or body), cached under `queryKey`. */
export const opQuery = <O extends Operation, K extends QueryKey>(queryKey: K, op: O) =>
  queryOptions({ queryKey, queryFn: () => (api.call as (op: O) => Promise<ResponseOf<O>>)(op) });

/** A write; when it succeeds, every query under each of `refresh` is read again (none: nothing is). */
export function useWrite<V, R>(mutationFn: (vars: V) => Promise<R>, ...refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
