import { BoardChange, BoardOps } from '@parking/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { followStream, openStream } from '../../../api/stream';

export const boardKey = ['board'] as const;

export const boardQuery = queryOptions({ queryKey: boardKey, queryFn: () => api.call(BoardOps.board) });

/** Changes arriving within this long are read as one (a gate's entry and its payment come close together). */
const COALESCE_MS = 400;
/** The server ends a stream after 10 minutes, a proxy may drop it sooner: open a new one after this pause. */
const REOPEN_MS = 2_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * Follows the board's push stream while the page is open: each `changed` reads the board again (no polling). The
 * stream is reopened when it ends; what changed meanwhile is read at each `ready`.
 */
export function useBoardPushes(): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: boardKey }), COALESCE_MS);
    };
    async function follow() {
      while (!controller.signal.aborted) {
        try {
          const response = await openStream(BoardOps.boardEvents, controller.signal);
          if (!response.ok) {
            // Signed out or not allowed: the board query shows why; no point in asking again.
            setState('refused');
            return;
          }
          await followStream(response, {
            onOpen: () => {
              setState('live');
              refetch();
            },
            onChange: (data) => {
              // The change names its park; the board is one query, so any change reads it again.
              if (BoardChange.safeParse(data).success) refetch();
            },
          });
        } catch {
          // dropped or aborted: reopened below unless the page is gone
        }
        if (controller.signal.aborted) return;
        setState('reconnecting');
        await new Promise((resolve) => setTimeout(resolve, REOPEN_MS));
      }
    }
    void follow();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);
  return state;
}
