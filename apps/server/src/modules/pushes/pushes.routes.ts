import type { ServerResponse } from 'node:http';
import { PushOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { EventBus } from '../../events/bus';
import { payerOf, type Payments } from '../payments';
import { streamChanges } from '../../plugins/sse';
import { concerns } from './order-stream';

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
    return streamChanges(req, reply, { events, open, concerns: (event) => concerns(watched, event) });
  });
}
