// Zod-free: the console's chargers desk (issue 41), types only; schemas in desk.ts.
import { routes } from '../operation';
import type { DeskCards, DeskCardsQuery, DeskCommands, DeskOrderPage, DeskOrdersQuery, DeskStations } from './desk';

/**
 * Operators: dealer-wide roles see every station; a park manager only the stations of their parks (decision 077).
 * Cards are dealer-wide (admin or finance).
 */
export const ChargingDeskRoutes = routes<ChargingDeskIo>()({
  stations: 'GET /operator/v1/charging/stations',
  orders: 'GET /operator/v1/charging/orders',
  commands: 'GET /operator/v1/charging/chargers/:chargePointId/commands',
  cards: 'GET /operator/v1/charging/cards',
});

/** What each of ChargingDeskRoutes' operations takes and answers. */
interface ChargingDeskIo {
  stations: { response: DeskStations };
  /** Charging orders with their occupation fee, newest first, keyset-paged. */
  orders: { query: DeskOrdersQuery; response: DeskOrderPage };
  /** The last 20 commands sent to a charger (remote ones by operators) and what it answered. */
  commands: { response: DeskCommands };
  cards: { query: DeskCardsQuery; response: DeskCards };
}
