/**
 * Push streams (Server-Sent Events) of the operator API, read with fetch rather than EventSource: the operator's
 * token travels in the Authorization header (decision 076), which EventSource cannot send.
 */
import { API_BASE, PushEvent, type Operation } from '@parking/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { session } from '../app/session';

/** Opens the stream of an operation without path parameters; the caller aborts `signal` when done. */
export function openStream(op: Operation, signal: AbortSignal): Promise<Response> {
  const token = session.token();
  return fetch(`${API_BASE}${op.path}`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
}

/**
 * Reads a stream until it ends: `onOpen` at its `ready` event, `onChange` with the parsed data of each `changed`.
 * Resolves when the stream ends or is refused; rejects when it is aborted or dropped.
 */
export async function followStream(
  response: Response,
  handlers: { onOpen(): void; onChange(data: unknown): void },
): Promise<void> {
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
  let pending = '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const blocks = (pending + decoder.decode(value, { stream: true })).replace(/\r\n?/g, '\n').split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines
          .find((line) => line.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      const name = field('event');
      if (name === PushEvent.READY) handlers.onOpen();
      if (name === PushEvent.CHANGED) {
        try {
          handlers.onChange(JSON.parse(field('data') ?? '{}'));
        } catch {
          handlers.onChange({});
        }
      }
    }
  }
}

/** The server ends a stream after 10 minutes, a proxy may drop it sooner: open a new one after this pause. */
const REOPEN_MS = 2_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * Follows a push stream while the page is open: at each `ready` and each `changed` that `wanted` accepts, the given
 * queries are read again (changes within `coalesceMs` of each other read them once; no polling). The stream is
 * reopened when it ends or drops; a refusal (signed out, not allowed) ends it: the page's queries show why.
 */
export function usePushStream(
  op: Operation,
  keys: readonly QueryKey[],
  wanted: (data: unknown) => boolean,
  coalesceMs: number,
): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const accepts = useRef(wanted);
  useEffect(() => {
    accepts.current = wanted;
  });
  const joined = JSON.stringify(keys);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of JSON.parse(joined) as QueryKey[]) void queryClient.invalidateQueries({ queryKey });
      }, coalesceMs);
    };
    async function follow() {
      while (!controller.signal.aborted) {
        try {
          const response = await openStream(op, controller.signal);
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
              if (accepts.current(data)) refetch();
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
  }, [queryClient, op, joined, coalesceMs]);
  return state;
}
