import type { RPCClient } from 'ocpp-rpc';

/**
 * The charger's outgoing messages, in order: sent while online, kept while the connection is down and replayed when it
 * is back (transaction messages must not be lost). A message the server refuses is dropped, never retried forever.
 */
export function createOutbox(client: RPCClient, log: (line: string) => void) {
  const queue: { method: string; params: object; resolve: (v: unknown) => void }[] = [];
  /** Sends now, or keeps it for the reconnect (transaction messages must not be lost). */
  function send(method: string, params: object): Promise<unknown> {
    return new Promise((resolve) => {
      queue.push({ method, params, resolve });
      if (queue.length === 1 && box.online) void flush();
    });
  }
  let flushing = false;
  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      while (box.online && queue.length > 0) {
        const next = queue[0]!;
        try {
          next.resolve(await client.call(next.method, next.params));
          queue.shift();
        } catch (error) {
          const code = (error as { rpcErrorCode?: string }).rpcErrorCode;
          if (code) {
            // The server refused the message itself: drop it, never retry it forever.
            log(`${next.method} refused: ${code}`);
            queue.shift();
            next.resolve(undefined);
          } else break; // connection gone: kept for the reconnect
        }
      }
    } finally {
      flushing = false;
    }
  }

  const box = { online: false, send, flush, pending: () => queue.length };
  return box;
}
