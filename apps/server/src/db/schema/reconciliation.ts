import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fen, timestamptz, uuidPk } from './columns';
import { dealers, dealerKeptRef } from './dealers';
import { operators } from './operators';

// The reconciliation module's tables (decision 095: a module imports only its own schema files).

/** One reconciliation of one provider's bill of one day (platform-wide: the merchant accounts are the platform's). */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    billLines: integer('bill_lines').notNull(),
    billPaidFen: fen('bill_paid_fen').notNull(),
    billRefundedFen: fen('bill_refunded_fen').notNull(),
    ranAt: timestamptz('ran_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);

/**
 * A difference between a provider's bill and our books, kept until an operator resolves it with a note. `dealerId`
 * is the dealer of our order; null when the provider lists money for an order or refund we do not know at all.
 */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuidPk(),
    dealerId: text('dealer_id').references(() => dealers.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The reconcile domain's kind (unknownOrder, notCaptured, missingAtProvider, amountMismatch…). */
    kind: text('kind').notNull(),
    orderNo: text('order_no').notNull(),
    refundNo: text('refund_no'),
    providerFen: fen('provider_fen'),
    ourFen: fen('our_fen'),
    detail: text('detail').notNull(),
    /** open | resolved */
    state: text('state').notNull().default('open'),
    /** chase (with the provider) | refund | accept */
    resolution: text('resolution'),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => operators.id, { onDelete: 'restrict' }),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reconciliation_differences_key').on(t.provider, t.day, t.kind, t.orderNo, t.refundNo).nullsNotDistinct(),
    check('reconciliation_differences_state', sql`${t.state} in ('open', 'resolved')`),
    check(
      'reconciliation_differences_resolution',
      sql`(${t.state} = 'resolved') = (${t.resolution} is not null) and (${t.resolution} is null or ${t.resolution} in ('chase', 'refund', 'accept'))`,
    ),
    index('reconciliation_differences_day').on(t.dealerId, t.day),
  ],
);

/** A dealer's reconciled day, closed when its last difference was resolved: closed days take no resolution. */
export const reconciliationClosedDays = pgTable(
  'reconciliation_closed_days',
  {
    dealerId: dealerKeptRef(),
    day: date('day', { mode: 'string' }).notNull(),
    closedAt: timestamptz('closed_at').notNull(),
    closedBy: uuid('closed_by').references(() => operators.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.day] })],
);
