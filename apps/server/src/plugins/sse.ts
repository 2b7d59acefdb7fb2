import type { ServerResponse } from 'node:http';
import { PushEvent } from '@parking/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../events/bus';
import type { OutboxEvent } from '../events/outbox';
import { REQUEST_ID_HEADER } from '../logger';
import type { GaugeSource } from '../observability/metrics';
import { operationOf } from './observe-requests';

/** A comment line now and then keeps proxies and web views from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; a page still waiting opens a new one (or polls). */
const MAX_STREAM_MS = 10 * 60_000;

/** The streams open in this process, by the operation that opened them (for /metrics). */
const openStreams = new Map<ServerResponse, string>();

/** parking_sse_clients: the browsers holding a stream open on this node, by operation. */
export const sseClientsGauge: GaugeSource = {
  name: 'parking_sse_clients',
  help: 'Server-Sent Event streams open on this node (live order and charging pages), by operation',
  labelNames: ['operation'],
  read: async () => {
    const counts = new Map<string, number>();
    for (const operation of openStreams.values()) counts.set(operation, (counts.get(operation) ?? 0) + 1);
    return [...counts].map(([operation, value]) => ({ labels: { operation }, value }));
  },
};

/** One Server-Sent Event as written on the wire. */
export const sseEvent = (name: string, data = '{}') => `event: ${name}\ndata: ${data}\n\n`;

/**
 * Turns the reply into a stream of `changed` events (Server-Sent Events) for whatever `concerns` picks from the
 * event bus — which reads every node's outbox, so a change made on any node arrives. `ready` is sent at once; the
 * stream is kept alive by comments, ends after MAX_STREAM_MS, and is tracked in `open` so the server can end it when
 * it closes. Call it once the request is authorised: a refusal must be answered before the stream starts.
 */
export function streamChanges(
  req: FastifyRequest,
  reply: FastifyReply,
  {
    events,
    open,
    concerns,
  }: { events: Pick<EventBus, 'subscribe'>; open: Set<ServerResponse>; concerns: (event: OutboxEvent) => boolean },
): FastifyReply {
  return streamEvents(req, reply, { events, open, changeOf: (event) => (concerns(event) ? {} : undefined) });
}

/**
 * streamChanges whose `changed` events say what changed: `changeOf` answers the event's data (its JSON goes out), or
 * undefined for an event the stream does not concern; it may look things up (a failed look-up sends nothing).
 */
export function streamEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  {
    events,
    open,
    changeOf,
  }: {
    events: Pick<EventBus, 'subscribe'>;
    open: Set<ServerResponse>;
    changeOf: (event: OutboxEvent) => object | undefined | Promise<object | undefined>;
  },
): FastifyReply {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    [REQUEST_ID_HEADER]: req.id,
  });
  res.write(sseEvent(PushEvent.READY));
  open.add(res);
  openStreams.set(res, operationOf(req));
  let closed = false;
  const send = (data: object | undefined) => {
    if (data && !closed) res.write(sseEvent(PushEvent.CHANGED, JSON.stringify(data)));
  };
  const unsubscribe = events.subscribe((event) => {
    const change = changeOf(event);
    if (change instanceof Promise) {
      change.then(send, (error: unknown) => req.log.warn({ err: error, event: event.id }, 'push look-up failed'));
    } else send(change);
  });
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(() => res.end(), MAX_STREAM_MS);
  res.on('close', () => {
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    open.delete(res);
    openStreams.delete(res);
  });
  return reply;
}
