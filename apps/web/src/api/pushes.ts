import { PushEvent, PushRoutes, type ChargingOrderRoutes } from '@parking/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type ApiClient } from './client';

/** How often a page polls while its push stream is open: a safety net only, the stream says when to read. */
export const LIVE_POLL_MS = 5_000;

/**
 * Reads a push stream until it ends: `onOpen` at its `ready` event, `onChange` at each `changed`. Resolves when the
 * stream ends or fails (refused, dropped by a web view or proxy, aborted).
 */
export async function followStream(response: Response, handlers: { onOpen(): void; onChange(): void }): Promise<void> {
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
  // Only event names matter (the events carry nothing): an event is the lines before a blank line.
  let pending = '';
  const feed = (text: string) => {
    const blocks = (pending + text).replace(/\r\n?/g, '\n').split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const name = block
        .split('\n')
        .find((line) => line.startsWith('event:'))
        ?.slice('event:'.length)
        .trim();
      if (name === PushEvent.READY) handlers.onOpen();
      if (name === PushEvent.CHANGED) handlers.onChange();
    }
  };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    feed(decoder.decode(value, { stream: true }));
  }
}

/** The order streams a page can follow: a payment order's, or a charging order's live progress. */
type OrderStream = typeof PushRoutes.orderEvents | typeof ChargingOrderRoutes.chargingOrderEvents;

/**
 * Follows an order's push stream (PushOps.orderEvents) while the page shows it: each change refetches `queryKey`.
 * Returns whether the stream is open, so the page polls slowly meanwhile and at its usual pace once the stream is
 * refused or dropped (some web views cut streams) — polling is the fallback, never gone.
 */
export function useOrderPushes(
  orderNo: string,
  queryKey: QueryKey,
  client: Pick<ApiClient, 'open'> = api,
  stream: OrderStream = PushRoutes.orderEvents,
): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const key = JSON.stringify(queryKey);
  const { open } = client;
  useEffect(() => {
    if (!orderNo) return;
    const controller = new AbortController();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    open(stream as typeof PushRoutes.orderEvents, { orderNo }, controller.signal)
      .then((response) =>
        followStream(response, {
          onOpen: () => {
            setLive(true);
            refetch(); // what changed before the stream opened
          },
          onChange: refetch,
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLive(false);
      });
    return () => controller.abort();
  }, [orderNo, key, open, queryClient, stream]);
  return live;
}
