// Zod-free: live pushes (Server-Sent Events) as the result pages see them.
import { routes } from '../operation';

/** Names of the events a push stream sends. */
export const PushEvent = {
  /** The stream is open: until it ends, the page may poll slowly. */
  READY: 'ready',
  /** What the stream watches changed: read it again (the event itself carries nothing). */
  CHANGED: 'changed',
} as const;

/** Live pushes (decision 033): the browser subscribes to what it may read anyway, then reads it on each change. */
export const PushRoutes = routes<PushIo>()({
  orderEvents: 'GET /charge/v2/api/orderEvents/:orderNo',
});

/** What each of PushRoutes' operations takes and answers. */
interface PushIo {
  /**
   * text/event-stream: `changed` when the payment order (parking payment or recharge) is paid or closed, or one of
   * its bills' stays changes state (the gate result page waits for the exit). Same access as payCharges/sync: the
   * order's driver, or anyone holding an anonymous order's number; otherwise 404 and no stream.
   */
  orderEvents: Record<never, never>;
}
