import { Topic, type OutboxEvent } from '../../events/outbox';

/** What one order's stream watches. */
export interface WatchedOrder {
  orderNo: string;
  sessionIds: string[];
}

/** Whether an event concerns the watched order: the order itself, or a stay one of its bills is for. */
export function concerns(watched: WatchedOrder, event: OutboxEvent): boolean {
  if (event.topic === Topic.PAYMENT_ORDER) return event.subject === watched.orderNo;
  if (event.topic === Topic.PARKING_SESSION) return watched.sessionIds.includes(event.subject);
  return false;
}
