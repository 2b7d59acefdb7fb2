import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { CreditRuleCode, HolidayKind, ShareStatus, SharingKind, SharingRule } from '@parking/contracts';
import { createdAt, fen, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { uuidPkRef, uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef } from './drivers';
import { parkRef, parks } from './parks';

/**
 * What a park shares (decision 043): a package (a schedule for a calendar month) or a subscription (its windows of
 * one day), with its slots per period. Its row is also the lock every slot hold takes (select … for update), so
 * slots are counted from the shares themselves, never from a counter that could drift.
 */
export const sharingProducts = pgTable(
  'sharing_products',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    kind: text('kind').$type<SharingKind>().notNull(),
    name: text('name').notNull(),
    priceFen: fen('price_fen').notNull(),
    /** Slots per period (month or day). */
    quota: integer('quota').notNull(),
    rules: jsonb('rules').$type<SharingRule[]>().notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('sharing_products_park').on(t.parkId),
    check('sharing_products_price', sql`${t.priceFen} > 0 and ${t.quota} >= 0`),
  ],
);

/** A dealer's calendar exceptions: public holidays (rest) and weekends made workdays (work, 调休). */
export const sharingHolidays = pgTable(
  'sharing_holidays',
  {
    dealerId: dealerRef(),
    /** Shanghai day, YYYY-MM-DD. */
    day: text('day').notNull(),
    kind: text('kind').$type<HolidayKind>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.day] })],
);

/**
 * A share bought (or being paid) for one plate: its windows are expanded once, when it is bought, from the
 * product's schedule and the holidays then known, and they are what covers stays at the gate.
 */
export const sharingShares = pgTable(
  'sharing_shares',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    parkId: parkRef(),
    productId: uuidRef('product_id', () => sharingProducts.id),
    kind: text('kind').$type<SharingKind>().notNull(),
    plateNo: text('plate_no').notNull(),
    plateColor: integer('plate_color').notNull().default(0),
    /** YYYY-MM (package) or YYYY-MM-DD (subscription). */
    period: text('period').notNull(),
    /** [from, to) epoch ms, sorted and merged. */
    windows: jsonb('windows').$type<[number, number][]>().notNull(),
    /** The first window's start and the last one's end: the gate looks shares up by them. */
    coversFrom: timestamptz('covers_from').notNull(),
    coversUntil: timestamptz('covers_until').notNull(),
    priceFen: fen('price_fen').notNull(),
    status: text('status').$type<ShareStatus>().notNull(),
    orderNo: text('order_no'),
    /** The idempotency key of the buying call: a replay reaches the same share. */
    payKey: text('pay_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('sharing_shares_pay_key').on(t.driverId, t.payKey),
    index('sharing_shares_driver').on(t.driverId, t.createdAt),
    index('sharing_shares_slots').on(t.productId, t.period),
    index('sharing_shares_gate').on(t.parkId, t.plateNo, t.coversUntil),
    check('sharing_shares_covers', sql`${t.coversUntil} > ${t.coversFrom}`),
  ],
);

/** A stay of a share's plate charged for minutes outside the share's windows: early entry, late exit. */
export const sharingViolations = pgTable(
  'sharing_violations',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    shareId: uuidRef('share_id', () => sharingShares.id, 'cascade'),
    /** The parking stay; one violation per stay. */
    stayId: uuid('stay_id').notNull().unique(),
    parkId: uuid('park_id').notNull(),
    plateNo: text('plate_no').notNull(),
    enteredAt: timestamptz('entered_at').notNull(),
    exitedAt: timestamptz('exited_at').notNull(),
    earlyMinutes: integer('early_minutes').notNull(),
    lateMinutes: integer('late_minutes').notNull(),
    minutes: integer('minutes').notNull(),
    feeFen: fen('fee_fen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sharing_violations_driver').on(t.driverId, t.exitedAt)],
);

/**
 * The credit ledger: one row per event, never changed; a score is their sum. `source` names what caused it
 * (violation:<stay>, arrearsPaid:<stay>, correction:<uuid>), unique per driver, so an event applied twice counts once.
 */
export const creditEvents = pgTable(
  'credit_events',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    code: text('code').$type<CreditRuleCode>().notNull(),
    source: text('source').notNull(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    /** The operator who corrected the score (corrections only): the audit trail. */
    operatorId: uuid('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_events_source').on(t.driverId, t.source),
    index('credit_events_driver').on(t.driverId, t.createdAt),
  ],
);

/** A dealer's rule table: points per rule (absent rows: the defaults in contracts). */
export const creditRules = pgTable(
  'credit_rules',
  {
    dealerId: dealerRef(),
    code: text('code').$type<CreditRuleCode>().notNull(),
    points: integer('points').notNull(),
    title: text('title').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.code] })],
);

/** A park's cancellation rule (absent: DEFAULT_SHARING_REFUND_RULE in contracts, the whole price before it begins). */
export const sharingRefundRules = pgTable(
  'sharing_refund_rules',
  {
    parkId: uuidPkRef('park_id', () => parks.id, 'cascade'),
    dealerId: dealerRef(),
    fullBeforeHours: integer('full_before_hours').notNull(),
    partPercent: integer('part_percent').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('sharing_refund_rules_range', sql`${t.fullBeforeHours} >= 0 and ${t.partPercent} between 0 and 100`)],
);
