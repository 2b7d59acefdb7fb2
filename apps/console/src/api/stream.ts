/**
 * Push streams (Server-Sent Events) of the operator API, read with fetch rather than EventSource: the operator's
 * token travels in the Authorization header (decision 076), which EventSource cannot send.
 */
import { API_BASE, PushEvent, type Operation } from '@parking/contracts';
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
