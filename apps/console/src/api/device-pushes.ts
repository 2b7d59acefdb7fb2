/**
 * The device desks' push stream (decision 089): chargers and locks change on screen when the server says so, never by
 * polling. One hook per page: each `changed` of the page's kind reads the given queries again (coalesced).
 */
import { BoardOps, DeviceChange, type DeviceChange as Change } from '@parking/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followStream, openStream } from './stream';

/** Changes arriving within this long are read as one (a status notification and its order's change come together). */
const COALESCE_MS = 500;
/** The server ends a stream after 10 minutes, a proxy may drop it sooner: open a new one after this pause. */
const REOPEN_MS = 2_000;

export type PushState = 'connecting' | 'live' | 'reconnecting' | 'refused';

export function useDevicePushes(kind: Change['kind'], keys: readonly QueryKey[]): PushState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState>('connecting');
  const joined = JSON.stringify(keys);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of JSON.parse(joined) as QueryKey[]) void queryClient.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    };
    async function follow() {
      while (!controller.signal.aborted) {
        try {
          const response = await openStream(BoardOps.deviceEvents, controller.signal);
          if (!response.ok) {
            setState('refused');
            return;
          }
          await followStream(response, {
            onOpen: () => {
              setState('live');
              refetch();
            },
            onChange: (data) => {
              const change = DeviceChange.safeParse(data);
              if (change.success && change.data.kind === kind) refetch();
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
  }, [queryClient, kind, joined]);
  return state;
}
