import { ChargingOrderOps, OperatorRole, PushEvent, ok, ChargingOperatorOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { serve } from '../../app/serve';
import type { EventBus } from '../../events/bus';
import { Topic } from '../../events/outbox';
import { REQUEST_ID_HEADER } from '../../logger';
import { idempotencyKeyOf, payerOf, sendPayAnswer } from '../payments';
import type { ChargersService } from './chargers.service';
import type { SessionsService } from './sessions.service';

const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 10 * 60_000;
const sseEvent = (name: string) => `event: ${name}\ndata: {}\n\n`;

/** A driver's charging: station detail, a scanned gun, start (a purchase), progress, stop, bills, occupation fee. */
export async function chargingOrderRoutes(
  app: FastifyInstance,
  {
    sessions,
    events,
    open,
  }: { sessions: SessionsService; events: Pick<EventBus, 'subscribe'>; open: Set<ServerResponse> },
) {
  const signedIn = { preHandler: app.requireDriver };
  serve(app, ChargingOrderOps.stationDetail, {}, async (req) =>
    ok(await sessions.stationDetail(req.dealer.id, req.params.stationId)),
  );
  serve(app, ChargingOrderOps.gun, {}, async (req) => ok(await sessions.gun(req.dealer.id, req.params.gunNo)));
  serve(app, ChargingOrderOps.startCharging, signedIn, async (req, reply) => {
    const answer = await sessions.start(req.driver, payerOf(req, req.driver.id), req.body, idempotencyKeyOf(req));
    return sendPayAnswer(reply, answer);
  });
  serve(app, ChargingOrderOps.chargingOrders, signedIn, async (req) => ok(await sessions.list(req.driver, req.query)));
  serve(app, ChargingOrderOps.chargingOrder, signedIn, async (req) =>
    ok(await sessions.detail(req.driver, req.params.orderNo)),
  );
  serve(app, ChargingOrderOps.stopCharging, signedIn, async (req) =>
    ok(await sessions.stop(req.driver, req.params.orderNo)),
  );
  serve(app, ChargingOrderOps.occupyExist, signedIn, async (req) => ok(await sessions.occupyExist(req.driver)));
  serve(app, ChargingOrderOps.payOccupation, signedIn, async (req, reply) => {
    const answer = await sessions.payOccupation(
      req.driver,
      payerOf(req, req.driver.id),
      req.params.orderNo,
      req.body,
      idempotencyKeyOf(req),
    );
    return sendPayAnswer(reply, answer);
  });

  // Live progress: `changed` whenever the order changes on any node (the event bus reads every node's outbox rows).
  serve(app, ChargingOrderOps.chargingOrderEvents, signedIn, async (req, reply) => {
    await sessions.watch(req.driver, req.params.orderNo); // another driver's order: 404, no stream
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
    const { orderNo } = req.params;
    const unsubscribe = events.subscribe((event) => {
      if (event.topic === Topic.CHARGING_ORDER && event.subject === orderNo) res.write(sseEvent(PushEvent.CHANGED));
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

/** Operators of their own dealer: chargers (admin), tariffs (admin or finance), remote stop (admin or service). */
export async function chargingOperatorRoutes(
  app: FastifyInstance,
  { sessions, chargers }: { sessions: SessionsService; chargers: ChargersService },
) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const pricing = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE) };
  const service = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.SERVICE) };
  serve(app, ChargingOperatorOps.provisionCharger, admin, async (req) =>
    ok(await chargers.provision(req.operator.dealerId, req.body)),
  );
  serve(app, ChargingOperatorOps.chargers, service, async (req) =>
    ok(await chargers.list(req.operator.dealerId, req.query)),
  );
  serve(app, ChargingOperatorOps.stationTariff, pricing, async (req) =>
    ok(await chargers.tariff(req.operator.dealerId, req.params.stationId)),
  );
  serve(app, ChargingOperatorOps.setStationTariff, pricing, async (req) =>
    ok(await chargers.setTariff(req.operator.dealerId, req.params.stationId, req.body)),
  );
  serve(app, ChargingOperatorOps.remoteStop, service, async (req) =>
    ok(await sessions.remoteStop(req.operator.dealerId, req.params.orderNo)),
  );
}
