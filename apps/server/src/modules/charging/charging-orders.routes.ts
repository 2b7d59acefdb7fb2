import { ChargingOrderOps, OperatorRole, ok, ChargingOperatorOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { serve } from '../../kernel/serve';
import type { EventBus } from '../../events/bus';
import { Topic } from '../../events/outbox';
import { streamChanges } from '../../plugins/sse';
import { idempotencyKeyOf, payerOf, sendPayAnswer } from '../payments';
import type { ChargersService } from './chargers.service';
import { CHARGER_DESK_ROLES } from './desk.routes';
import type { ChargingDesk } from './desk.service';
import type { ChargingOrdersService } from './charging-orders.service';

/** A driver's charging: station detail, a scanned gun, start (a purchase), progress, stop, bills, occupation fee. */
export async function chargingOrderRoutes(
  app: FastifyInstance,
  {
    chargingOrders,
    events,
    open,
  }: { chargingOrders: ChargingOrdersService; events: Pick<EventBus, 'subscribe'>; open: Set<ServerResponse> },
) {
  const signedIn = { preHandler: app.requireDriver };
  serve(app, ChargingOrderOps.stationDetail, {}, async (req) =>
    ok(await chargingOrders.stationDetail(req.dealer.id, req.params.stationId)),
  );
  serve(app, ChargingOrderOps.gun, {}, async (req) => ok(await chargingOrders.gun(req.dealer.id, req.params.gunNo)));
  serve(app, ChargingOrderOps.startCharging, signedIn, async (req, reply) => {
    const answer = await chargingOrders.start(req.driver, payerOf(req, req.driver.id), req.body, idempotencyKeyOf(req));
    return sendPayAnswer(reply, answer);
  });
  serve(app, ChargingOrderOps.chargingOrders, signedIn, async (req) =>
    ok(await chargingOrders.list(req.driver, req.query)),
  );
  serve(app, ChargingOrderOps.chargingOrder, signedIn, async (req) =>
    ok(await chargingOrders.detail(req.driver, req.params.orderNo)),
  );
  serve(app, ChargingOrderOps.stopCharging, signedIn, async (req) =>
    ok(await chargingOrders.stop(req.driver, req.params.orderNo)),
  );
  serve(app, ChargingOrderOps.occupyExist, signedIn, async (req) => ok(await chargingOrders.occupyExist(req.driver)));
  serve(app, ChargingOrderOps.payOccupation, signedIn, async (req, reply) => {
    const answer = await chargingOrders.payOccupation(
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
    await chargingOrders.watch(req.driver, req.params.orderNo); // another driver's order: 404, no stream
    const { orderNo } = req.params;
    return streamChanges(req, reply, {
      events,
      open,
      concerns: (event) => event.topic === Topic.CHARGING_ORDER && event.subject === orderNo,
    });
  });
}

/**
 * Operators of their own dealer: chargers (admin), tariffs (admin or finance), the chargers list and remote stop
 * (admin, service, or a park manager on the stations of their parks: the desk checks the scope).
 */
export async function chargingOperatorRoutes(
  app: FastifyInstance,
  { chargers, desk }: { chargers: ChargersService; desk: ChargingDesk },
) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const pricing = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE) };
  const service = { preHandler: app.requireOperator(...CHARGER_DESK_ROLES) };
  serve(app, ChargingOperatorOps.provisionCharger, admin, async (req) =>
    ok(await chargers.provision(req.operator.dealerId, req.body)),
  );
  serve(app, ChargingOperatorOps.chargers, service, async (req) => ok(await desk.chargers(req.operator, req.query)));
  serve(app, ChargingOperatorOps.stationTariff, pricing, async (req) =>
    ok(await chargers.tariff(req.operator.dealerId, req.params.stationId)),
  );
  serve(app, ChargingOperatorOps.setStationTariff, pricing, async (req) =>
    ok(await chargers.setTariff(req.operator.dealerId, req.params.stationId, req.body)),
  );
  serve(app, ChargingOperatorOps.remoteStop, service, async (req) =>
    ok(await desk.remoteStop(req.operator, req.params.orderNo)),
  );
}
