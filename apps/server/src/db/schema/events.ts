import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * The outbox (decision 033): a change that others must hear of writes a row here in its own transaction. Each node
 * reads new rows to push them to its browsers; one node hands each row to the cluster-once handlers (as jobs) and
 * marks it dispatched. Rows only name what changed (topic, subject); readers look the subject up.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What kind of change, e.g. `payment.order`. */
    topic: text('topic').notNull(),
    /** Whose data it is; null for platform events. */
    dealerId: text('dealer_id'),
    /** What changed, e.g. an order number. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    dispatchedAt: timestamptz('dispatched_at'),
  },
  (t) => [
    index('outbox_events_created_at').on(t.createdAt),
    index('outbox_events_undispatched')
      .on(t.id)
      .where(sql`dispatched_at is null`),
  ],
);
