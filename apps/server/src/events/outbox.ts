import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { currentCarrier, type TraceCarrier } from '../observability/tracing';

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
  /** A charger connected or went away (its station's counts follow); subject: the station id (decision 089). */
  CHARGER_LINK: 'charging.link',
  /** A park's parking locks changed (a report, a command ended); subject: the park id (decision 089). */
  LOCK_STATE: 'reservations.lock',
  /** A support ticket changed (the service desk's queue stream, decision 088); subject: the ticket id. */
  SUPPORT_TICKET: 'support.ticket',
  /** An agent answered a ticket (the driver's reply alert, decision 088 amended); subject: the ticket event's id. */
  SUPPORT_REPLY: 'support.reply',
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
  await publishMany(tx, [event]);
}

/** `publish` of several events in one statement (a batch of gate exits, decision 098). */
export async function publishMany(tx: Db, events: readonly Omit<OutboxEvent, 'id'>[]): Promise<void> {
  if (events.length === 0) return;
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`with e as (
          insert into outbox_events (topic, dealer_id, subject)
          values ${sql.join(
            events.map((event) => sql`(${event.topic}, ${event.dealerId}, ${event.subject})`),
            sql`, `,
          )}
          returning id
        )
        select id, pg_notify(${OUTBOX_CHANNEL}, id::text) from e`,
  );
  const carrier = currentCarrier();
  if (carrier.traceparent) for (const row of rows) rememberTrace(Number(row.id), carrier);
  localWakeups.emit('wake');
}

/**
 * The trace of each event published here while tracing, until this node dispatches it: its jobs then continue that
 * trace (decision 079). Kept in memory, not in the row: an event dispatched by another node starts a trace of its own.
 * Bounded: the oldest entries (events rolled back, or dispatched elsewhere) are forgotten first.
 */
const tracesOfEvents = new Map<number, TraceCarrier>();
const TRACES_KEPT = 10_000;
function rememberTrace(id: number, carrier: TraceCarrier): void {
  tracesOfEvents.set(id, carrier);
  if (tracesOfEvents.size > TRACES_KEPT) tracesOfEvents.delete(tracesOfEvents.keys().next().value!);
}

/** The trace an event was published in on this node (once: the entry is dropped), if any. */
export function takeTrace(id: number): TraceCarrier | undefined {
  const carrier = tracesOfEvents.get(id);
  tracesOfEvents.delete(id);
  return carrier;
}
