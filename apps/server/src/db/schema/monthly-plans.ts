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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BagApplicationStatus,
  BagCancelStatus,
  BagKind,
  BagLateRenewFrom,
  BagVehicleClass,
  BagWindow,
  PayChannel,
} from '@parking/contracts';
import { createdAt, fen, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { uuidPkRef, uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef, drivers } from './drivers';
import { parkRef, parks } from './parks';

/**
 * A park's monthly-plan settings (decision 037). Its row is also the lock every space hold takes (select … for
 * update), so the spaces held are counted from the plans and open holds themselves, never from a counter that
 * could drift.
 */
export const bagParks = pgTable(
  'bag_parks',
  {
    parkId: uuidPkRef('park_id', () => parks.id, 'cascade'),
    dealerId: dealerRef(),
    /** Percent of the park's spaces plans may hold; -1 no limit. */
    quotaShare: integer('quota_share').notNull().default(80),
    autoApprove: boolean('auto_approve').notNull().default(false),
    lateRenewDays: integer('late_renew_days').notNull().default(7),
    lateRenewFrom: text('late_renew_from').$type<BagLateRenewFrom>().notNull().default('expiry'),
    startsNextDay: boolean('starts_next_day').notNull().default(true),
    needsProof: boolean('needs_proof').notNull().default(false),
    notice: text('notice').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bag_parks_quota_share', sql`${t.quotaShare} between -1 and 100`),
    check('bag_parks_late_renew', sql`${t.lateRenewDays} >= 0 and ${t.lateRenewFrom} in ('expiry', 'renewal')`),
  ],
);

/** What a park sells: one price per kind and vehicle class, optionally only within daily windows. */
export const bagProducts = pgTable(
  'bag_products',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    kind: text('kind').$type<BagKind>().notNull(),
    vehicleClass: text('vehicle_class').$type<BagVehicleClass>().notNull(),
    priceFen: fen('price_fen').notNull(),
    windows: jsonb('windows').$type<BagWindow[]>(),
    onSale: boolean('on_sale').notNull().default(true),
    /** A consumable card's content (decision 047): fen of stored value, visits or days; null for other kinds. */
    quantity: integer('quantity'),
    /** Most plates a plan of it carries. */
    maxPlates: integer('max_plates').notNull().default(3),
    ...timestamps(),
  },
  (t) => [
    unique('bag_products_one_price').on(t.parkId, t.kind, t.vehicleClass),
    check('bag_products_price', sql`${t.priceFen} > 0`),
    check('bag_products_quantity', sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);

/** A driver's application with its materials; it becomes a plan when paid. */
export const bagApplications = pgTable(
  'bag_applications',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    parkId: parkRef(),
    productId: uuidRef('product_id', () => bagProducts.id),
    plates: jsonb('plates').$type<{ plateNo: string; plateColor: number }[]>().notNull(),
    applicantName: text('applicant_name').notNull(),
    phone: text('phone').notNull(),
    idNumber: text('id_number').notNull(),
    licencePictures: text('licence_pictures').array().notNull(),
    proofPictures: text('proof_pictures').array().notNull(),
    /** First day, Shanghai (YYYY-MM-DD). */
    startDate: text('start_date').notNull(),
    status: text('status').$type<BagApplicationStatus>().notNull(),
    reviewReason: text('review_reason'),
    reviewedBy: uuid('reviewed_by'),
    /** When it was last reviewed (approved, rejected, more asked; at submission when the park approves at once). */
    reviewedAt: timestamptz('reviewed_at'),
    /** The order paying it while status is paying (a space is held meanwhile). */
    orderNo: text('order_no'),
    /** The idempotency key of the last pay call: its replay after payment answers the first answer again. */
    payKey: text('pay_key'),
    planId: uuid('plan_id'),
    ...timestamps(),
  },
  (t) => [
    index('bag_applications_driver').on(t.driverId, t.createdAt),
    index('bag_applications_queue').on(t.dealerId, t.status, t.createdAt),
    index('bag_applications_holds')
      .on(t.parkId)
      .where(sql`${t.status} = 'paying'`),
  ],
);

/** A plan in force or past: plates × park × validity (× daily windows). Renewals extend validUntil. */
export const bagPlans = pgTable(
  'bag_plans',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    /** Null for a 免费 plan granted to someone without the app. */
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    parkId: parkRef(),
    /** The application it was bought with; null for a granted 免费 plan. */
    applicationId: uuid('application_id')
      .unique()
      .references(() => bagApplications.id),
    /** The product it was bought as; null for a granted 免费 plan. */
    productId: uuid('product_id').references(() => bagProducts.id),
    kind: text('kind').$type<BagKind>().notNull(),
    vehicleClass: text('vehicle_class').$type<BagVehicleClass>().notNull(),
    windows: jsonb('windows').$type<BagWindow[]>(),
    /** For the expiry reminders. */
    phone: text('phone').notNull(),
    validFrom: timestamptz('valid_from').notNull(),
    validUntil: timestamptz('valid_until').notNull(),
    /** A consumable card's balance left and content bought (fen, visits or days); null for other kinds. */
    balance: integer('balance'),
    purchased: integer('purchased'),
    /** Most plates it carries (from its product; 3 for grants). */
    maxPlates: integer('max_plates').notNull().default(3),
    /** A grant's note (员工张三) and who granted it. */
    note: text('note'),
    grantedBy: uuid('granted_by'),
    /** Ended early: cancelled with a refund, or a grant ended (validUntil moved to the end). */
    endedAt: timestamptz('ended_at'),
    ...timestamps(),
  },
  (t) => [
    index('bag_plans_driver').on(t.driverId),
    index('bag_plans_park_until').on(t.parkId, t.validUntil),
    // Equal when cancelled before it started: it covers nothing and holds nothing.
    check('bag_plans_validity', sql`${t.validUntil} >= ${t.validFrom}`),
    check('bag_plans_balance', sql`${t.balance} is null or (${t.balance} >= 0 and ${t.balance} <= ${t.purchased})`),
  ],
);

/** The plates of a plan (一位多车): the gate looks plans up by plate. */
export const bagPlanPlates = pgTable(
  'bag_plan_plates',
  {
    planId: uuidRef('plan_id', () => bagPlans.id, 'cascade'),
    parkId: uuid('park_id').notNull(),
    plateNo: text('plate_no').notNull(),
    plateColor: smallint('plate_color').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.plateNo] }), index('bag_plan_plates_lookup').on(t.parkId, t.plateNo)],
);

/** Money taken for a plan, one row per paid order (/mounthPayList); a renewal's order extends validity once. */
export const bagPlanPayments = pgTable(
  'bag_plan_payments',
  {
    orderNo: text('order_no').primaryKey(),
    planId: uuidRef('plan_id', () => bagPlans.id, 'cascade'),
    kind: text('kind').$type<'new' | 'renewal' | 'topUp'>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    payChannel: smallint('pay_channel').$type<PayChannel>().notNull(),
    periodFrom: timestamptz('period_from').notNull(),
    periodUntil: timestamptz('period_until').notNull(),
    paidAt: timestamptz('paid_at').notNull(),
  },
  (t) => [index('bag_plan_payments_plan').on(t.planId, t.paidAt)],
);

/** An open renewal order: the validity it extends from and to, fixed when it was opened. */
export const bagRenewals = pgTable(
  'bag_renewals',
  {
    id: uuidPk(),
    planId: uuidRef('plan_id', () => bagPlans.id, 'cascade'),
    /** The plan's validUntil the renewal was priced against: a different one when paid means it is stale. */
    basedOnUntil: timestamptz('based_on_until').notNull(),
    periodFrom: timestamptz('period_from').notNull(),
    periodUntil: timestamptz('period_until').notNull(),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').$type<'open' | 'paid' | 'closed'>().notNull().default('open'),
    /** The renew call's idempotency key: a replay finds this renewal (same purchase ref) whatever happened since. */
    requestKey: text('request_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('bag_renewals_request').on(t.planId, t.requestKey)],
);

/** Reminders sent: one row per plan, expiry and days-before, so each goes out once across nodes and retries. */
export const bagReminders = pgTable(
  'bag_reminders',
  {
    planId: uuidRef('plan_id', () => bagPlans.id, 'cascade'),
    validUntil: timestamptz('valid_until').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.validUntil, t.daysBefore] })],
);

/**
 * What a consumable card paid for a stay (decision 047): one row per stay, written in the exit's transaction, so a
 * replayed exit deducts nothing more; its covered days (储天卡) or value keep the stay's price as it was.
 */
export const bagDeductions = pgTable(
  'bag_deductions',
  {
    stayId: uuid('stay_id').primaryKey(),
    planId: uuidRef('plan_id', () => bagPlans.id, 'cascade'),
    /** Fen, visits or days taken from the balance. */
    units: integer('units').notNull(),
    /** 储天卡: the Shanghai days (YYYY-MM-DD) the stay was covered on, newly taken or already used that day. */
    days: text('days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('bag_deductions_plan').on(t.planId), check('bag_deductions_units', sql`${t.units} >= 0`)],
);

/** A driver's request to cancel a plan, reviewed by an operator; approved → refunded pro rata once. */
export const bagCancellations = pgTable(
  'bag_cancellations',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    planId: uuidRef('plan_id', () => bagPlans.id, 'cascade'),
    driverId: driverRef(),
    reason: text('reason').notNull(),
    status: text('status').$type<BagCancelStatus>().notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedBy: uuid('reviewed_by'),
    refundFen: fen('refund_fen'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    // One request waiting per plan: a second ask while one waits is refused, so one refund at most.
    uniqueIndex('bag_cancellations_one_pending')
      .on(t.planId)
      .where(sql`${t.status} = 'pending'`),
    index('bag_cancellations_queue').on(t.dealerId, t.status, t.createdAt),
  ],
);

/**
 * A 储值卡 top-up being paid or paid (decision 055): the purchase's ref. Its status moves open → paid once, in the
 * transaction that takes the money and credits the card, so a replayed or late payment credits nothing more.
 */
export const bagTopUps = pgTable(
  'bag_top_ups',
  {
    id: uuidPk(),
    planId: uuidRef('plan_id', () => bagPlans.id, 'cascade'),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').$type<'open' | 'paid' | 'closed'>().notNull().default('open'),
    /** The top-up call's idempotency key: a replay reaches this row (the same purchase ref). */
    requestKey: text('request_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bag_top_ups_request').on(t.planId, t.requestKey),
    check('bag_top_ups_amount', sql`${t.amountFen} > 0`),
  ],
);
