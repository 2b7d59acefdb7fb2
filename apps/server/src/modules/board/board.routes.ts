import type { ServerResponse } from 'node:http';
import { BoardOps, OperatorRole, ok, type DeviceChange } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../events/bus';
import { Topic } from '../../events/outbox';
import { serve } from '../../kernel/serve';
import { streamEvents } from '../../plugins/sse';
import { parkScopeOf } from '../operators';
import type { BoardService } from './board.service';
import type { HealthWatch } from './health-watch';

/** Who watches the board: finance dealer-wide; park managers and cashiers their parks (admins always pass). */
export const BOARD_ROLES = [OperatorRole.FINANCE, OperatorRole.PARK_MANAGER, OperatorRole.CASHIER] as const;

export interface BoardRoutesOptions {
  board: BoardService;
  health: Pick<HealthWatch, 'subscribe'>;
  events: Pick<EventBus, 'subscribe'>;
  /** The open streams (ended when the server closes). */
  open: Set<ServerResponse>;
}

/** Who follows the device desks' stream: service dealer-wide, park managers their parks (admins always pass). */
export const DEVICE_STREAM_ROLES = [OperatorRole.SERVICE, OperatorRole.PARK_MANAGER, OperatorRole.FINANCE] as const;

/** Which desk an outbox event concerns (decision 089); undefined for the others. */
const deviceKindOf = (topic: string): DeviceChange['kind'] | undefined => {
  if (topic === Topic.CHARGING_STATION || topic === Topic.CHARGER_LINK || topic === Topic.CHARGING_ORDER) {
    return 'charger';
  }
  return topic === Topic.LOCK_STATE ? 'lock' : undefined;
};

/** The live board and its push stream (decision 085). */
export async function boardRoutes(app: FastifyInstance, { board, health, events, open }: BoardRoutesOptions) {
  const boardRoles = { preHandler: app.requireOperator(...BOARD_ROLES) };

  serve(app, BoardOps.board, boardRoles, async (req) => ok(await board.boardFor(req.operator)));

  serve(app, BoardOps.boardEvents, boardRoles, async (req, reply) => {
    const { dealerId } = req.operator;
    const scope = parkScopeOf(req.operator);
    // The outbox (every node's changes) and this node's health watch, as one source of events.
    const source = {
      subscribe(listener: Parameters<EventBus['subscribe']>[0]) {
        const offBus = events.subscribe(listener);
        const offHealth = health.subscribe(dealerId, listener);
        return () => {
          offBus();
          offHealth();
        };
      },
    };
    return streamEvents(req, reply, {
      events: source,
      open,
      changeOf: async (event) => {
        // A charging order's progress (a meter value a minute) changes nothing on the board.
        if (event.dealerId !== dealerId || event.topic === Topic.CHARGING_ORDER) return undefined;
        const parkIds = (await board.parksOfEvent(event)).filter((id) => !scope || scope.includes(id));
        if (parkIds.length === 0) return undefined;
        return { parkId: parkIds.length === 1 ? parkIds[0]! : null };
      },
    });
  });

  // The device desks' stream (decision 089): the same outbox, events of chargers and locks with their desk's kind.
  // A station outside any park concerns dealer-wide operators only.
  serve(app, BoardOps.deviceEvents, { preHandler: app.requireOperator(...DEVICE_STREAM_ROLES) }, async (req, reply) => {
    const { dealerId } = req.operator;
    const scope = parkScopeOf(req.operator);
    return streamEvents(req, reply, {
      events,
      open,
      changeOf: async (event): Promise<DeviceChange | undefined> => {
        const kind = deviceKindOf(event.topic);
        if (!kind || event.dealerId !== dealerId) return undefined;
        const parkIds = await board.parksOfEvent(event);
        if (!scope) return { kind, parkId: parkIds.length === 1 ? parkIds[0]! : null };
        const mine = parkIds.filter((id) => scope.includes(id));
        return mine.length === 0 ? undefined : { kind, parkId: mine[0]! };
      },
    });
  });
}
