import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EventDecision, PayChannel, SessionState } from '@parking/contracts';
import { createdAt, fen, timestamps, timestamptz, uuidPk } from './columns';
import { textRef, uuidPkRef, uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef } from './drivers';
import { berths, devices, lanes, parkFeeRules, parkRef } from './parks';

const stateIn = (column: AnyPgColumn, states: string[]): SQL =>
  sql`${column} in (${sql.raw(states.map((s) => `'${s}'`).join(', '))})`;

/**
 * One vehicle's stay in one park (a parking order; `id` is the spec's uniqueId). Money is integer fen; the fee of
 * an open stay is quoted on demand from `feeRuleId`, times and `paidFen`/`paidAt`, and fixed in `totalFen` once the
 * vehicle has left.
 */
export const parkingSessions = pgTable(
  'parking_sessions',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    /** The rule in force at entry; it prices the whole stay. */
    feeRuleId: uuidRef('fee_rule_id', () => parkFeeRules.id),
    /** Normalised (parsePlate). */
    plateNo: text('plate_no').notNull(),
    /** 2 yellow (large vehicle), 0 not flagged. */
    plateColor: smallint('plate_color').notNull().default(0),
    state: text('state').$type<SessionState>().notNull(),
    enteredAt: timestamptz('entered_at').notNull(),
    exitedAt: timestamptz('exited_at'),
    entryLaneId: uuid('entry_lane_id').references(() => lanes.id),
    exitLaneId: uuid('exit_lane_id').references(() => lanes.id),
    berthId: uuid('berth_id').references(() => berths.id),
    /** Keys in the parking picture storage. */
    entryPicture: text('entry_picture'),
    exitPicture: text('exit_picture'),
    entryCollectorCode: text('entry_collector_code'),
    exitCollectorCode: text('exit_collector_code'),
    /** gate | collector | driver | operator | superseded: who or what ended the stay. */
    endedBy: text('ended_by'),
    /** The stay's fee, fixed when it left (null while open and for abnormal stays). */
    totalFen: fen('total_fen'),
    /** Sum of the payments applied (parking_payments). */
    paidFen: fen('paid_fen').notNull().default(0),
    /** The last payment: starts the grace period to leave. */
    paidAt: timestamptz('paid_at'),
    /** Since when the car waits at an exit lane for payment. */
    heldAt: timestamptz('held_at'),
    /** When it left owing money; stays set after the arrears are paid (已补缴). */
    arrearsAt: timestamptz('arrears_at'),
    ...timestamps(),
  },
  (t) => [
    check('parking_sessions_state', sql`${t.state} in ('parked', 'awaitingPayment', 'left', 'arrears', 'abnormal')`),
    check('parking_sessions_plate_color', sql`${t.plateColor} in (0, 2)`),
    check('parking_sessions_money', sql`${t.paidFen} >= 0 and (${t.totalFen} is null or ${t.totalFen} >= 0)`),
    // Two minutes of device clock skew, as the fee engine allows.
    check(
      'parking_sessions_exit_after_entry',
      sql`${t.exitedAt} is null or ${t.exitedAt} >= ${t.enteredAt} - interval '2 minutes'`,
    ),
    // At most one open stay per vehicle and park: two entry events racing cannot both open one.
    uniqueIndex('parking_sessions_one_open')
      .on(t.parkId, t.plateNo, t.plateColor)
      .where(stateIn(t.state, ['parked', 'awaitingPayment'])),
    uniqueIndex('parking_sessions_berth_open')
      .on(t.berthId)
      .where(sql`${t.berthId} is not null and ${stateIn(t.state, ['parked', 'awaitingPayment'])}`),
    // The plate lookup reads only stays that may owe money: a small index however long the history grows.
    index('parking_sessions_payable')
      .on(t.dealerId, t.plateNo)
      .where(stateIn(t.state, ['parked', 'awaitingPayment', 'arrears'])),
    index('parking_sessions_plate_history').on(t.dealerId, t.plateNo, t.enteredAt),
    // The console's stays desk (decision 091): keyset pages newest first, dealer-wide or by park.
    index('parking_sessions_dealer_entered').on(t.dealerId, t.enteredAt.desc(), t.id.desc()),
    index('parking_sessions_park_entered').on(t.parkId, t.enteredAt.desc(), t.id.desc()),
    index('parking_sessions_arrears')
      .on(t.dealerId, t.arrearsAt)
      .where(sql`${t.state} = 'arrears'`),
    index('parking_sessions_held_lane')
      .on(t.exitLaneId)
      .where(sql`${t.state} = 'awaitingPayment'`),
  ],
);

/**
 * Every event a device sent, kept for idempotency (a retry gets `decision` back), for the audit trail and to pair
 * an exit seen without an entry with an entry that arrives late.
 */
export const deviceEvents = pgTable(
  'device_events',
  {
    deviceId: textRef('device_id', () => devices.id, 'cascade'),
    eventId: text('event_id').notNull(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    /** entry | exit | start | end */
    kind: text('kind').notNull(),
    plateNo: text('plate_no').notNull(),
    plateColor: smallint('plate_color').notNull().default(0),
    laneId: uuid('lane_id').references(() => lanes.id),
    berthId: uuid('berth_id').references(() => berths.id),
    collectorCode: text('collector_code'),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    /** SHA-256 of the event without its picture: the same event id with other content is refused. */
    contentHash: text('content_hash').notNull(),
    picture: text('picture'),
    sessionId: uuid('session_id').references((): AnyPgColumn => parkingSessions.id),
    outcome: text('outcome').notNull(),
    decision: jsonb('decision').$type<EventDecision>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.eventId] }),
    index('device_events_unmatched_exits')
      .on(t.parkId, t.plateNo, t.plateColor)
      .where(sql`${t.outcome} = 'noEntryRecord' and ${t.sessionId} is null`),
    index('device_events_session').on(t.sessionId),
  ],
);

/**
 * Payments applied to a stay, once each (`paymentRef` is the payment's own id). The payments module records the
 * money side; this is what the parking domain needs to price the stay and open the gate.
 */
export const parkingPayments = pgTable(
  'parking_payments',
  {
    id: uuidPk(),
    sessionId: uuidRef('session_id', () => parkingSessions.id, 'cascade'),
    dealerId: dealerRef(),
    paymentRef: text('payment_ref').notNull().unique(),
    amountFen: fen('amount_fen').notNull(),
    channel: smallint('channel').$type<PayChannel>().notNull(),
    paidAt: timestamptz('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('parking_payments_amount', sql`${t.amountFen} > 0`), index('parking_payments_session').on(t.sessionId)],
);

/** A driver's rating of a finished stay, one per stay. */
export const parkingEvaluations = pgTable(
  'parking_evaluations',
  {
    sessionId: uuidPkRef('session_id', () => parkingSessions.id, 'cascade'),
    dealerId: dealerRef(),
    parkId: parkRef(),
    driverId: driverRef(),
    score: smallint('score').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('parking_evaluations_score', sql`${t.score} between 1 and 5`),
    index('parking_evaluations_park').on(t.parkId),
  ],
);
