import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The NOTIFY channel of the outbox: its payload is only a new row's id, a hint to read the table. */
export const OUTBOX_CHANNEL = 'outbox_events';

/** Something that changed, as the outbox names it; readers look the subject up for what it is now. */
export interface OutboxEvent {
  id: number;
  topic: string;
  dealerId: string | null;
  subject: string;
}

/** Topics and their subjects. */
export const Topic = {
  /** A payment order (parking payment or recharge) was paid, closed or refunded; subject: its order number. */
  PAYMENT_ORDER: 'payment.order',
  /** A parking session changed state (entered, left); subject: the session id. */
  PARKING_SESSION: 'parking.session',
  /** A command was issued for a device; subject: the device id (the node holding its link sends it). */
  DEVICE_COMMAND: 'device.command',
  /** A charging order changed (progress, start, stop, bill); subject: its order number. */
  CHARGING_ORDER: 'charging.order',
  /** A charger is owed a command (remote start or stop); subject: the charge point id. */
  CHARGING_COMMAND: 'charging.command',
  /** An invoice is to be asked of its provider (made, retried, or a red one after a refund); subject: its id. */
  INVOICE_ISSUE: 'invoice.issue',
  /** A park's fee rule changed (an operator set a new one); subject: the park id (decision 059). */
  PARK_PRICE: 'park.price',
  /** A station's connector states changed (a charger's status notification); subject: the station id. */
  CHARGING_STATION: 'charging.station',
} as const;
export type Topic = (typeof Topic)[keyof typeof Topic];

/**
 * In-process wake-ups: PGlite has no other process to NOTIFY, so a publish also wakes this process's buses (which
 * read the table after the transaction, as PGlite runs one statement at a time). Harmless on PostgreSQL.
 */
export const localWakeups = new EventEmitter();
localWakeups.setMaxListeners(0);

/**
 * Writes an event in the caller's transaction `tx`: it exists, and its NOTIFY goes out, only if the change commits.
 */
export async function publish(tx: Db, event: Omit<OutboxEvent, 'id'>): Promise<void> {
  await tx.execute(
    sql`with e as (
          insert into outbox_events (topic, dealer_id, subject) values (${event.topic}, ${event.dealerId}, ${event.subject})
          returning id
        )
        select pg_notify(${OUTBOX_CHANNEL}, id::text) from e`,
  );
  localWakeups.emit('wake');
}
