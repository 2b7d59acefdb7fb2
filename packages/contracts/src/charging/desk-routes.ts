// Zod-free: the console's chargers desk (issue 41), types only; schemas in desk.ts.
import { route } from '../operation';
import type { DeskCards, DeskCardsQuery, DeskCommands, DeskOrderPage, DeskOrdersQuery, DeskStations } from './desk';

/**
 * Operators: dealer-wide roles see every station; a park manager only the stations of their parks (decision 077).
 * Cards are dealer-wide (admin or finance).
 */
export const ChargingDeskRoutes = {
  stations: route('GET', '/operator/v1/charging/stations').io<{ response: DeskStations }>(),
  /** Charging orders with their occupation fee, newest first, keyset-paged. */
  orders: route('GET', '/operator/v1/charging/orders').io<{ query: DeskOrdersQuery; response: DeskOrderPage }>(),
  /** The last 20 commands sent to a charger (remote ones by operators) and what it answered. */
  commands: route('GET', '/operator/v1/charging/chargers/:chargePointId/commands').io<{ response: DeskCommands }>(),
  cards: route('GET', '/operator/v1/charging/cards').io<{ query: DeskCardsQuery; response: DeskCards }>(),
};
