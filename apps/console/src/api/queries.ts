/**
 * The two shapes every section's api file repeats: a query of an operation that takes no input, and a write that
 * reads the section's queries again when it succeeds; and the toast of a write that failed.
 */
import type { Operation, ResponseOf } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
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

/**
 * The save of a dialog or a card: when it succeeds, `said` is shown (when given), every query under `refresh` is read
 * again, then `then` runs (the dialog closes).
 */
export function useSave<V, R>(
  mutationFn: (vars: V) => Promise<R>,
  refresh: QueryKey,
  { said, then }: { said?: string; then?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (said) void message.success(said);
      await queryClient.invalidateQueries({ queryKey: refresh });
      then?.();
    },
  });
}

/** What a failed write calls: its message (the server's refusal) as an error toast. */
export function useFailure() {
  const { message } = App.useApp();
  return (err: unknown) => void message.error(err instanceof Error ? err.message : String(err));
}
