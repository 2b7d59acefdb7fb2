import type { Board, OperatorProfile } from '@parking/contracts';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import type { Clock } from '../../clock';
import { Topic, type OutboxEvent } from '../../events/outbox';
import type { ChargerHealth } from '../charging';
import type { LinkHealth } from '../device-links';
import { parkScopeOf } from '../operators';
import type { ParkActivityPort } from '../parking';
import type { ParksRepository } from '../parks';
import type { LockHealth } from '../bookings';
import { parkBoard } from './board.domain';

/** The topic of the health watch's own (in-process) events: a park's devices or alarms changed; subject: the park. */
export const BOARD_HEALTH_TOPIC = 'board.health';
const HOUR_MS = 3_600_000;
/** Look-ups of an event's parks, shared by every stream of this node (each event is looked up once). */
const REMEMBERED_EVENTS = 500;

/** What the board reads, each through the port of the module that owns the data (decision 085). */
export interface BoardPorts {
  parks: Pick<ParksRepository, 'parksOfDealer' | 'devicesOfDealer'>;
  activity: ParkActivityPort;
  locks: LockHealth;
  chargers: ChargerHealth;
  links: LinkHealth;
  clock: Clock;
}

/** The live board: each park of a dealer (or of an operator's scope) now, and which parks an outbox event touches. */
export function createBoardService(ports: BoardPorts) {
  const { clock } = ports;
  const lookups = new Map<number, Promise<string[]>>();

  async function boardOf(dealerId: string, scope: readonly string[] | undefined): Promise<Board> {
    const now = clock.now();
    const parks = (await ports.parks.parksOfDealer(dealerId)).filter((p) => !scope || scope.includes(p.id));
    const ids = parks.map((p) => p.id);
    const devices = (await ports.parks.devicesOfDealer(dealerId))
      .filter(({ device }) => ids.includes(device.parkId) && !device.disabled)
      .map(({ device: { id, kind, name, parkId, lastSeenAt } }) => ({ id, kind, name, parkId, lastSeenAt }));
    const [activity, linked, locks, chargers] = await Promise.all([
      ports.activity.activity(ids, {
        hour: new Date(now.getTime() - HOUR_MS),
        day: new Date(shanghaiDayStart(now.getTime())),
      }),
      ports.links.linked(devices.map((d) => d.id)),
      ports.locks.ofParks(ids),
      ports.chargers.ofParks(ids),
    ]);
    return {
      at: now.toISOString(),
      parks: parks.map((park) =>
        parkBoard(
          {
            park: { id: park.id, name: park.name, totalSpaces: park.totalSpaces },
            activity: activity.get(park.id)!,
            devices: devices
              .filter((device) => device.parkId === park.id)
              .map((device) => ({ ...device, linked: linked.has(device.id) })),
            gateways: locks.gateways.filter((g) => g.parkId === park.id),
            lockFaults: locks.faults.filter((f) => f.parkId === park.id),
            chargers: chargers.chargers.filter((c) => c.parkId === park.id),
            faultedGuns: chargers.faulted.filter((g) => g.parkId === park.id),
          },
          now,
        ),
      ),
    };
  }

  async function lookUp(event: OutboxEvent): Promise<string[]> {
    const one = (id: string | undefined) => (id ? [id] : []);
    switch (event.topic) {
      case Topic.PARKING_SESSION:
        return one(await ports.activity.parkOfStay(event.subject));
      case Topic.PAYMENT_ORDER:
        return ports.activity.parksOfOrder(event.subject);
      case Topic.CHARGING_STATION:
      case Topic.CHARGER_LINK:
        return one(await ports.chargers.parkOfStation(event.subject));
      case Topic.CHARGING_ORDER:
        return one(await ports.chargers.parkOfOrder(event.subject));
      case Topic.LOCK_STATE:
        return [event.subject];
      case BOARD_HEALTH_TOPIC:
        return [event.subject];
      default:
        return [];
    }
  }

  return {
    /** The board as the operator may see it: every park of the dealer, or only a park-scoped operator's parks. */
    boardFor: (operator: OperatorProfile) => boardOf(operator.dealerId, parkScopeOf(operator)),

    /** The whole dealer's board (the health watch). */
    boardOfDealer: (dealerId: string) => boardOf(dealerId, undefined),

    /**
     * The parks an event concerns (a stay's park, the parks an order paid stays at, a station's or a charging order's
     * park, a lock event's park); none for others.
     */
    parksOfEvent(event: OutboxEvent): Promise<string[]> {
      if (event.topic === BOARD_HEALTH_TOPIC) return Promise.resolve([event.subject]);
      let found = lookups.get(event.id);
      if (!found) {
        found = lookUp(event);
        lookups.set(event.id, found);
        if (lookups.size > REMEMBERED_EVENTS) lookups.delete(lookups.keys().next().value!);
      }
      return found;
    },
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
