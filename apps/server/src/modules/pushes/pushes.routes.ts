import type { ServerResponse } from 'node:http';
import { PushEvent, PushOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../app/serve';
import type { EventBus } from '../../events/bus';
import { REQUEST_ID_HEADER } from '../../logger';
import { payerOf, type Payments } from '../payments';
import { concerns, sseEvent } from './order-stream';

/** A comment line now and then keeps proxies and web views from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; a page still waiting opens a new one (or polls). */
const MAX_STREAM_MS = 10 * 60_000;

export interface PushRoutesOptions {
  payments: Pick<Payments, 'status'>;
  events: Pick<EventBus, 'subscribe'>;
  /** The responses of the open streams (ended when the server closes). */
  open: Set<ServerResponse>;
}

/** PushOps.orderEvents: the order's changes as they happen, whichever node made them (the bus reads them all). */
export async function pushRoutes(app: FastifyInstance, { payments, events, open }: PushRoutesOptions) {
  serve(app, PushOps.orderEvents, { preHandler: app.optionalDriver }, async (req, reply) => {
    const payer = payerOf(req);
    // Refused (404) before any stream: another driver's order gets nothing.
    const watched = await payments.status.watched(req.params.orderNo, payer);
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
    const unsubscribe = events.subscribe((event) => {
      if (concerns(watched, event)) res.write(sseEvent(PushEvent.CHANGED));
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(() => res.end(), MAX_STREAM_MS);
    res.on('close', () => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      open.delete(res);
    });
    return reply;
  });
}
