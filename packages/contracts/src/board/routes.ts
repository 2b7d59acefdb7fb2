// Zod-free: the console's live board (issue 39, decision 085).
import { routes } from '../operation';
import type { Board } from './schemas';

export const BoardRoutes = routes<BoardIo>()({
  board: 'GET /operator/v1/board',
  boardEvents: 'GET /operator/v1/board/events',
  deviceEvents: 'GET /operator/v1/board/devices/events',
});

/** What each of BoardRoutes' operations takes and answers. */
interface BoardIo {
  /** Every park in the operator's scope: spaces, the last hour's entries and exits, today's revenue, devices, alarms. */
  board: { response: Board };
  /**
   * text/event-stream (Server-Sent Events over the outbox, so a change on any node arrives): `ready`, then `changed`
   * with `{ parkId }` (BoardChange) when something at a park in the operator's scope changed: read the board again.
   */
  boardEvents: Record<never, never>;
  /**
   * text/event-stream for the device desks (chargers, locks; decision 089): `ready`, then `changed` with a
   * DeviceChange when a charger's connectors, link or orders, or a park's locks, changed in the operator's scope.
   */
  deviceEvents: Record<never, never>;
}
