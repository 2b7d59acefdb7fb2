import {
  bigserial,
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
import { fen } from './columns';
import { dealerKeptRef } from './dealers';

/**
 * The revenue rollup (decision 093): one row per dealer, Shanghai day, park, channel and kind, rebuilt from the ledger
 * for the days `report_dirty_days` names. Derived data: `npm run ledger:check` does not read it, and rebuilding a
 * day from the ledger gives the same rows.
 */
export const reportRevenueDays = pgTable(
  'report_revenue_days',
  {
    dealerId: dealerKeptRef(),
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
