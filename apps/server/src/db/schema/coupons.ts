import type { CouponKind, CouponScope, FeeRule } from '@parking/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chargingOrders } from './charging';
import { createdAt, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef, drivers } from './drivers';
import { parkingSessions } from './parking';

/**
 * Coupons (decision 039). A template says what a coupon takes off and where; a batch is a stock of one template that
 * a merchant (or the platform, merchant null) gives out; a coupon is one given to a driver or a plate. Its life:
 * unused → locked (by the pending payment order that uses it) → used (the order captured) — or back to unused when
 * the order closes unpaid or is refunded; unused → revoked by the merchant; unused past valid_until is expired.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    name: text('name').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** fen (amount), minutes (minutes), percent (percent), 0 (waiver). */
    value: integer('value').notNull(),
    capFen: integer('cap_fen'),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    /** Parks it may be used in; empty: all the dealer's parks. */
    parkIds: uuid('park_ids').array().notNull().default([]),
    validMinutes: integer('valid_minutes').notNull(),
    perPersonLimit: integer('per_person_limit').notNull().default(0),
    perDayLimit: integer('per_day_limit').notNull().default(0),
    /** What a merchant pays per coupon when buying a batch (decision 049); null: not sold to merchants. */
    priceFen: integer('price_fen'),
    /** Withdrawn from sale: no new batch is sold (a paid order of it is refused and refunded whole). */
    withdrawnAt: timestamptz('withdrawn_at'),
    createdAt: createdAt(),
    /** parking or charging (decision 046); a charging template takes off the service fee alone when service_only. */
    scope: text('scope').$type<CouponScope>().notNull().default('parking'),
    serviceOnly: boolean('service_only').notNull().default(false),
    /** altRule templates (decision 053): the fee rule (validated like a park's) that prices the stay when cheaper. */
    altRule: jsonb('alt_rule').$type<FeeRule>(),
  },
  (t) => [
    check('coupon_templates_price', sql`${t.priceFen} is null or ${t.priceFen} > 0`),
    check('coupon_templates_kind', sql`${t.kind} in ('amount', 'minutes', 'waiver', 'percent', 'altRule', 'reentry')`),
    check(
      'coupon_templates_value',
      sql`case ${t.kind} when 'percent' then ${t.value} between 1 and 100 when 'waiver' then ${t.value} = 0 when 'altRule' then ${t.value} = 0 when 'reentry' then ${t.value} between 1 and 1440 else ${t.value} > 0 end`,
    ),
    // Decision 053: the rule exactly on altRule templates; both new kinds price parking stays only.
    check('coupon_templates_alt_rule', sql`(${t.kind} = 'altRule') = (${t.altRule} is not null)`),
    check('coupon_templates_kinds_parking', sql`${t.kind} not in ('altRule', 'reentry') or ${t.scope} = 'parking'`),
    check('coupon_templates_cap', sql`${t.capFen} is null or (${t.kind} = 'percent' and ${t.capFen} > 0)`),
    check('coupon_templates_min_spend', sql`${t.minSpendFen} >= 0`),
    check(
      'coupon_templates_scope',
      sql`${t.scope} = 'parking' and not ${t.serviceOnly} or ${t.scope} = 'charging' and ${t.kind} <> 'minutes'`,
    ),
  ],
);

/** A shop beside a park that gives its customers parking coupons. */
export const merchants = pgTable('merchants', {
  id: uuidPk(),
  dealerId: dealerRef(),
  name: text('name').notNull(),
  parkIds: uuid('park_ids').array().notNull().default([]),
  createdAt: createdAt(),
  /** Disabled by an operator (decision 090): its staff can no longer give coupons or open its QR codes. */
  disabledAt: timestamptz('disabled_at'),
  disabledReason: text('disabled_reason'),
});

/**
 * A dealer's QR validation settings (decision 090): how long a merchant's QR code may stay valid and how many claims
 * it may carry at most. No row: the defaults (QR_MAX_MINUTES, QR_MAX_CLAIMS).
 */
export const couponSettings = pgTable(
  'coupon_settings',
  {
    dealerId: dealerRef().primaryKey(),
    qrMaxMinutes: integer('qr_max_minutes').notNull(),
    qrMaxClaims: integer('qr_max_claims').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check('coupon_settings_minutes', sql`${t.qrMaxMinutes} between 5 and 60`),
    check('coupon_settings_claims', sql`${t.qrMaxClaims} between 1 and 500`),
  ],
);

/** The merchant role: driver accounts of the merchant's staff (they log in to the same app). */
export const merchantStaff = pgTable(
  'merchant_staff',
  {
    merchantId: uuidRef('merchant_id', () => merchants.id, 'cascade'),
    driverId: driverRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.driverId] }), index('merchant_staff_driver').on(t.driverId)],
);

export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    templateId: uuidRef('template_id', () => couponTemplates.id, 'restrict'),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    issued: integer('issued').notNull().default(0),
    createdAt: createdAt(),
  },
  // The stock can never be overdrawn, whatever the race: the update that would pass it fails.
  (t) => [check('coupon_batches_stock', sql`${t.issued} between 0 and ${t.quantity}`)],
);

/** A merchant's QR code: signed token names it; claims counted against max_claims until expires_at. */
export const couponQrCodes = pgTable(
  'coupon_qr_codes',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    merchantId: uuidRef('merchant_id', () => merchants.id, 'cascade'),
    batchId: uuidRef('batch_id', () => couponBatches.id, 'cascade'),
    maxClaims: integer('max_claims').notNull(),
    claims: integer('claims').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('coupon_qr_codes_claims', sql`${t.claims} between 0 and ${t.maxClaims}`)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    batchId: uuidRef('batch_id', () => couponBatches.id, 'restrict'),
    templateId: uuidRef('template_id', () => couponTemplates.id, 'restrict'),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    /** The driver who holds it (a claim of a QR code), or null for a coupon given to a plate. */
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    plateNo: text('plate_no'),
    plateColor: smallint('plate_color'),
    qrCodeId: uuid('qr_code_id').references(() => couponQrCodes.id, { onDelete: 'set null' }),
    state: text('state').$type<'unused' | 'locked' | 'used' | 'revoked'>().notNull().default('unused'),
    /** The payment order that locked it last (kept after a release, so a late capture of that order can still use it). */
    orderNo: text('order_no'),
    /** The stay it is locked for or was used on. */
    sessionId: uuid('session_id').references(() => parkingSessions.id, { onDelete: 'set null' }),
    /** What it took off (quoted when the order was made). */
    discountFen: integer('discount_fen'),
    validFrom: timestamptz('valid_from').notNull(),
    validUntil: timestamptz('valid_until').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    /** The charging order it is locked for or was used on (decision 046), as session_id is for a stay. */
    chargingOrderNo: text('charging_order_no').references(() => chargingOrders.orderNo, { onDelete: 'set null' }),
    /**
     * Its own value in place of the template's (an amount coupon given as appeal compensation for less than the
     * template's amount, decision 054); null: the template's. Readers take `coalesce(value, template.value)`.
     */
    value: integer('value'),
  },
  (t) => [
    check('coupons_state', sql`${t.state} in ('unused', 'locked', 'used', 'revoked')`),
    check('coupons_value', sql`${t.value} is null or ${t.value} > 0`),
    check('coupons_used', sql`(${t.state} = 'used') = (${t.usedAt} is not null)`),
    // One coupon per stay (the stacking rule): a second lock on the same stay fails.
    uniqueIndex('coupons_one_per_stay')
      .on(t.sessionId)
      .where(sql`${t.state} in ('locked', 'used')`),
    // One claim of a QR code per driver.
    uniqueIndex('coupons_one_claim_per_qr').on(t.qrCodeId, t.driverId),
    index('coupons_driver').on(t.dealerId, t.driverId, t.state),
    index('coupons_plate').on(t.dealerId, t.plateNo, t.state),
    index('coupons_order').on(t.orderNo),
    index('coupons_merchant').on(t.merchantId, t.issuedAt),
    // One coupon per charging order, as per stay.
    uniqueIndex('coupons_one_per_charging_order')
      .on(t.chargingOrderNo)
      .where(sql`${t.state} in ('locked', 'used')`),
  ],
);

/**
 * A merchant's purchase of a batch (decision 049), paid through payments' purchase (purpose couponBatch, ref = id)
 * by the staff member's driver account: open → fulfilled (the batch made in the paying transaction) | refused (the
 * template was withdrawn: the money goes back whole) | released (the order closed unpaid). `requestKey` is the
 * buy request's idempotency key: a retried request finds its purchase rather than making a second.
 */
export const couponBatchOrders = pgTable(
  'coupon_batch_orders',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    merchantId: uuidRef('merchant_id', () => merchants.id, 'restrict'),
    templateId: uuidRef('template_id', () => couponTemplates.id, 'restrict'),
    buyerId: uuidRef('buyer_id', () => drivers.id, 'restrict'),
    quantity: integer('quantity').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    requestKey: text('request_key').notNull(),
    state: text('state').$type<'open' | 'fulfilled' | 'refused' | 'released'>().notNull().default('open'),
    /** The payment order that paid it (set when fulfilled or refused). */
    orderNo: text('order_no'),
    batchId: uuid('batch_id').references(() => couponBatches.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    check('coupon_batch_orders_state', sql`${t.state} in ('open', 'fulfilled', 'refused', 'released')`),
    check(
      'coupon_batch_orders_amount',
      sql`${t.quantity} > 0 and ${t.unitPriceFen} > 0 and ${t.amountFen} = ${t.quantity} * ${t.unitPriceFen}`,
    ),
    check('coupon_batch_orders_batch', sql`(${t.state} = 'fulfilled') = (${t.batchId} is not null)`),
    uniqueIndex('coupon_batch_orders_request').on(t.buyerId, t.requestKey),
    uniqueIndex('coupon_batch_orders_one_batch').on(t.batchId),
    index('coupon_batch_orders_merchant').on(t.merchantId, t.createdAt),
  ],
);
