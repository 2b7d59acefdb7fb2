import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Alternative,
  BerthType,
  BookingState,
  LockAction,
  LockCommandState,
  LockFault,
  LockPosition,
  PayChannel,
} from '@parking/contracts';
import { createdAt, fen, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { textRef, uuidRef } from './foreign-keys';
import { couponBatches, coupons } from './coupons';
import { dealerRef } from './dealers';
import { driverRef, drivers } from './drivers';
import { parkingSessions } from './parking';
import { parkRef } from './parks';

/** What booking a space of one berth type in one park costs and how it is held (decision 038). */
export const bookPackages = pgTable(
  'book_packages',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    berthType: text('berth_type').$type<BerthType>().notNull(),
    depositFen: fen('deposit_fen').notNull(),
    holdMinutes: integer('hold_minutes').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    lateCancelFeeFen: fen('late_cancel_fee_fen').notNull().default(0),
    /** The platform coupon batch the guarantee gives a coupon from (null: no coupon). */
    guaranteeBatchId: uuid('guarantee_batch_id').references(() => couponBatches.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('book_packages_park_type').on(t.parkId, t.berthType),
    check('book_packages_money', sql`${t.depositFen} > 0 and ${t.lateCancelFeeFen} >= 0`),
  ],
);

/**
 * A gateway speaking MQTT for the locks around it. One node holds its lease (`node_id` until `lease_expires_at`, the
 * database's clock) and is the only one that sends its commands and drives their timeouts; commands are written on
 * any node (decision 034's pattern, decision 038).
 */
export const lockGateways = pgTable(
  'lock_gateways',
  {
    /** The gateway's identity: its MQTT username and the middle of its topics (`parking/locks/<id>/…`). */
    id: text('id').primaryKey(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    name: text('name').notNull().default('地锁网关'),
    /**
     * SHA-256 of its MQTT password, a 32-byte random secret shown once (as chargers' passwords). Null: none given
     * yet (a gateway from before credentials), so it cannot connect until an operator resets its key.
     */
    secretHash: text('secret_hash'),
    /** Refused by the broker from then on (and its connection dropped). */
    disabledAt: timestamptz('disabled_at'),
    online: boolean('online').notNull().default(false),
    /** Its last connection or message. */
    lastSeenAt: timestamptz('last_seen_at'),
    nodeId: text('node_id'),
    leaseExpiresAt: timestamptz('lease_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('lock_gateways_park').on(t.parkId)],
);

/** A parking lock (地锁) on one bookable space, with what it last reported. */
export const parkingLocks = pgTable(
  'parking_locks',
  {
    id: text('id').primaryKey(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    gatewayId: textRef('gateway_id', () => lockGateways.id, 'cascade'),
    spaceCode: text('space_code').notNull(),
    berthType: text('berth_type').$type<BerthType>().notNull(),
    position: text('position').$type<LockPosition>().notNull().default('unknown'),
    occupied: boolean('occupied').notNull().default(false),
    batteryPct: smallint('battery_pct').notNull().default(100),
    fault: text('fault').$type<LockFault>(),
    /** Since when the space is empty with the arm down (auto-raise after N seconds). */
    vacantSince: timestamptz('vacant_since'),
    /** A private berth's owner (registered by the operator): sees the cars that left it without paying. */
    ownerDriverId: uuid('owner_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    /** The last thing an operator should look at (obstruction auto-lowered, low battery). */
    alert: text('alert'),
    reportedAt: timestamptz('reported_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parking_locks_space').on(t.parkId, t.spaceCode),
    index('parking_locks_park_type').on(t.parkId, t.berthType),
    index('parking_locks_owner').on(t.ownerDriverId),
    check('parking_locks_battery', sql`${t.batteryPct} between 0 and 100`),
  ],
);

/** A lock command as a persisted state machine: queued → sent (resent on timeout) → acked | failed | cancelled. */
export const lockCommands = pgTable(
  'lock_commands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lockId: textRef('lock_id', () => parkingLocks.id, 'cascade'),
    gatewayId: text('gateway_id').notNull(),
    action: text('action').$type<LockAction>().notNull(),
    state: text('state').$type<LockCommandState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Who asked: a driver, or the system (auto-raise, obstruction). */
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id'),
    /** When the current attempt times out. */
    deadlineAt: timestamptz('deadline_at'),
    /** How it ended, in words ('acked', 'reconciled', 'timed out', a lock's refusal). */
    result: text('result'),
    createdAt: createdAt(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    // One command in flight per lock: a second is refused by the database, whichever node races.
    uniqueIndex('lock_commands_one_in_flight')
      .on(t.lockId)
      .where(sql`${t.state} in ('queued', 'sent')`),
    index('lock_commands_gateway_open')
      .on(t.gatewayId, t.id)
      .where(sql`${t.state} in ('queued', 'sent')`),
    index('lock_commands_lock').on(t.lockId, t.id),
  ],
);

/** A driver's booking of one space (its lock) for a slot, paid by a deposit purchase. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    parkId: parkRef(),
    packageId: uuidRef('package_id', () => bookPackages.id),
    lockId: textRef('lock_id', () => parkingLocks.id),
    plateNo: text('plate_no').notNull(),
    plateColor: smallint('plate_color').notNull().default(0),
    state: text('state').$type<BookingState>().notNull(),
    startAt: timestamptz('start_at').notNull(),
    holdUntil: timestamptz('hold_until').notNull(),
    endAt: timestamptz('end_at').notNull(),
    depositFen: fen('deposit_fen').notNull(),
    lateCancelFeeFen: fen('late_cancel_fee_fen').notNull(),
    orderNo: text('order_no'),
    /** The idempotency key of createBookOrder: a replay finds this booking and gets the same payment answer. */
    payKey: text('pay_key').notNull(),
    payChannel: smallint('pay_channel').$type<PayChannel>().notNull(),
    paidAt: timestamptz('paid_at'),
    refundFen: fen('refund_fen').notNull().default(0),
    appliedFen: fen('applied_fen').notNull().default(0),
    stayId: uuid('stay_id').references(() => parkingSessions.id),
    note: text('note'),
    alternative: jsonb('alternative').$type<Alternative>(),
    /** The coupon the guarantee gave (at most one per booking: written under the booking's row lock). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('bookings_window', sql`${t.startAt} < ${t.holdUntil} and ${t.holdUntil} <= ${t.endAt}`),
    check(
      'bookings_money',
      sql`${t.refundFen} >= 0 and ${t.appliedFen} >= 0 and ${t.refundFen} + ${t.appliedFen} <= ${t.depositFen}`,
    ),
    index('bookings_driver').on(t.driverId, t.createdAt),
    index('bookings_lock_holding')
      .on(t.lockId, t.startAt)
      .where(sql`${t.state} in ('pending', 'booked', 'arrived')`),
    index('bookings_plate_holding')
      .on(t.dealerId, t.plateNo, t.startAt)
      .where(sql`${t.state} in ('pending', 'booked', 'arrived')`),
    uniqueIndex('bookings_order').on(t.orderNo),
    uniqueIndex('bookings_driver_key').on(t.driverId, t.payKey),
    uniqueIndex('bookings_coupon').on(t.couponId),
  ],
);
