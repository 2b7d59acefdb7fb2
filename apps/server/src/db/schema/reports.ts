import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { dealers } from './dealers';
import { operators } from './operators';

const fen = (name: string) => bigint(name, { mode: 'number' });
const dealerOf = () =>
  text('dealer_id')
    .notNull()
    .references(() => dealers.id, { onDelete: 'restrict' });

/**
 * The revenue rollup (decision 093): one row per dealer, Shanghai day, park, channel and kind, rebuilt from the ledger
 * for the days `report_dirty_days` names. Derived data: `npm run ledger:check` does not read it, and rebuilding a
 * day from the ledger gives the same rows.
 */
export const reportRevenueDays = pgTable(
  'report_revenue_days',
  {
    dealerId: dealerOf(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The park the money is for; null when it is for no park (a wallet top-up, a coupon batch). */
    parkId: uuid('park_id'),
    /** The order's pay channel (2 Alipay, 3 WeChat, 6 balance); 0 for a movement of no order. */
    channel: smallint('channel').notNull(),
    /** parking | monthlyPlan | booking | offPeak | charging | coupon | topUp | other */
    kind: text('kind').notNull(),
    /** Ledger transfers counted. */
    transfers: integer('transfers').notNull(),
    /** Net movement of the dealer's revenue account (credits less debits). */
    revenueFen: fen('revenue_fen').notNull(),
    /** Money put in drivers' wallets by recharges. */
    topUpFen: fen('top_up_fen').notNull(),
    /** Money the providers gave back to payers (refund transfers). */
    refundedFen: fen('refunded_fen').notNull(),
    /** The part of the revenue that paid bills owed (arrears collected). */
    arrearsFen: fen('arrears_fen').notNull(),
  },
  (t) => [
    unique('report_revenue_days_key').on(t.dealerId, t.day, t.parkId, t.channel, t.kind).nullsNotDistinct(),
    index('report_revenue_days_day').on(t.dealerId, t.day),
  ],
);

/**
 * The days whose rollup is stale: a trigger on ledger_transfers marks the transfer's day (a new version each time);
 * a rebuild removes the mark only if its version is still the one it read.
 */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    dealerId: text('dealer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    version: bigserial('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.day] })],
);

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
    id: uuid('id').primaryKey().defaultRandom(),
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
    dealerId: dealerOf(),
    day: date('day', { mode: 'string' }).notNull(),
    closedAt: timestamptz('closed_at').notNull(),
    closedBy: uuid('closed_by').references(() => operators.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.day] })],
);
