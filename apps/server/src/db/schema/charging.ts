import { sql } from 'drizzle-orm';
import type {
  ChargingCouponTerms,
  ChargingOrderState,
  ChargingTariff,
  ConnectorKind,
  ConnectorStatus,
  OccupationRule,
  OccupationState,
} from '@parking/contracts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, fen, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { textPkRef, textRef, uuidPkRef, uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef, drivers } from './drivers';
import { parks } from './parks';

/**
 * Charging stations as drivers find them (spec section 3). A minimal table on purpose: the charging issue extends it
 * (chargers, connectors over OCPP, tariffs by time band, occupation fees) and then derives the connector counts
 * below from live connector states instead of storing them.
 */
export const chargingStations = pgTable(
  'charging_stations',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    /** The park the station stands in, when it is in one (its parking fee then follows that park's rule). */
    parkId: uuid('park_id').references(() => parks.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull(),
    /** GCJ-02, like parks. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** 1 open, 2 closed, 3 maintenance (contracts StationOpenState). */
    openState: smallint('open_state').notNull().default(1),
    supportBook: boolean('support_book').notNull().default(false),
    /** Charges an occupation fee when a car stays plugged in after charging. */
    supportOccupy: boolean('support_occupy').notNull().default(false),
    /** Electricity plus service fee now, in 1/10000 yuan per kWh (contracts KWH_PRICE_SCALE). */
    currentPrice: integer('current_price').notNull(),
    quickTotal: integer('quick_total').notNull().default(0),
    quickFree: integer('quick_free').notNull().default(0),
    slowTotal: integer('slow_total').notNull().default(0),
    slowFree: integer('slow_free').notNull().default(0),
    parkingFeeDesc: text('parking_fee_desc').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('charging_stations_dealer_lat_lng').on(t.dealerId, t.latitude, t.longitude),
    check('charging_stations_open_state', sql`${t.openState} between 1 and 3`),
    check('charging_stations_price', sql`${t.currentPrice} >= 0`),
    check(
      'charging_stations_connectors',
      sql`${t.quickFree} between 0 and ${t.quickTotal} and ${t.slowFree} between 0 and ${t.slowTotal}`,
    ),
  ],
);

/** A driver's favourite stations. */
export const stationCollections = pgTable(
  'station_collections',
  {
    driverId: driverRef(),
    stationId: uuidRef('station_id', () => chargingStations.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.stationId] }), index('station_collections_station').on(t.stationId)],
);

/** Energy per TOU band in Wh (sharp, peak, flat, valley). */
export type BandWh = { sharp: number; peak: number; flat: number; valley: number };

/** A station's charging tariff (尖峰平谷 prices, occupation fee); an order keeps a copy of the one it started under. */
export const chargingTariffs = pgTable('charging_tariffs', {
  stationId: uuidPkRef('station_id', () => chargingStations.id, 'cascade'),
  tariff: jsonb('tariff').$type<ChargingTariff>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * OCPP charge points. `id` is the identity in the connection URL and the Basic-auth user; the password is kept as a
 * SHA-256 of a 32-byte random secret (high entropy, so no slow hash is needed at 2,000 reconnects). The node holding a
 * charger's WebSocket leases it (`node_id`, `lease_expires_at`, database clock), like device links (decision 034).
 */
export const chargers = pgTable(
  'chargers',
  {
    id: text('id').primaryKey(),
    dealerId: dealerRef(),
    stationId: uuidRef('station_id', () => chargingStations.id, 'cascade'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    vendor: text('vendor'),
    model: text('model'),
    firmware: text('firmware'),
    bootedAt: timestamptz('booted_at'),
    lastSeenAt: timestamptz('last_seen_at'),
    nodeId: text('node_id'),
    leaseExpiresAt: timestamptz('lease_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('chargers_station').on(t.stationId), check('chargers_id', sql`${t.id} ~ '^[A-Za-z0-9_-]{3,48}$'`)],
);

/** A charger's guns (OCPP connectors 1..n); `gun_no` is printed on the gun and in its QR code. */
export const chargerConnectors = pgTable(
  'charger_connectors',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    chargerId: textRef('charger_id', () => chargers.id, 'cascade'),
    stationId: uuidRef('station_id', () => chargingStations.id, 'cascade'),
    connectorId: smallint('connector_id').notNull(),
    gunNo: text('gun_no').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<ConnectorKind>().notNull(),
    maxKw: real('max_kw').notNull(),
    /** The last StatusNotification (Unavailable until the charger tells). */
    status: text('status').$type<ConnectorStatus>().notNull().default('Unavailable'),
    errorCode: text('error_code'),
    statusAt: timestamptz('status_at'),
  },
  (t) => [
    uniqueIndex('charger_connectors_charger_connector').on(t.chargerId, t.connectorId),
    uniqueIndex('charger_connectors_gun_no').on(t.dealerId, t.gunNo),
    index('charger_connectors_station').on(t.stationId),
    check('charger_connectors_kind', sql`${t.kind} in ('quick', 'slow')`),
  ],
);

/**
 * Charging orders (decision 036). The state machine is in contracts (CHARGING_ORDER_STATES); at most one order holds
 * a gun at a time (a partial unique index: two drivers scanning one gun, one wins). `transaction_id` is the OCPP
 * transactionId we give at StartTransaction; `id_tag` the order's own tag sent in RemoteStartTransaction.
 */
export const chargingOrders = pgTable(
  'charging_orders',
  {
    orderNo: text('order_no').primaryKey(),
    transactionId: bigserial('transaction_id', { mode: 'number' }).notNull(),
    dealerId: dealerRef(),
    driverId: uuidRef('driver_id', () => drivers.id),
    stationId: uuidRef('station_id', () => chargingStations.id),
    connectorRef: uuidRef('connector_ref', () => chargerConnectors.id),
    chargerId: text('charger_id').notNull(),
    connectorId: smallint('connector_id').notNull(),
    idTag: text('id_tag').notNull(),
    plateNo: text('plate_no'),
    state: text('state').$type<ChargingOrderState>().notNull(),
    tariff: jsonb('tariff').$type<ChargingTariff>().notNull(),
    prepayFen: fen('prepay_fen').notNull(),
    /** The purchase that paid the hold (payments order number), once created. */
    holdOrderNo: text('hold_order_no'),
    meterStartWh: bigint('meter_start_wh', { mode: 'number' }),
    meterLastWh: bigint('meter_last_wh', { mode: 'number' }),
    meterLastAt: timestamptz('meter_last_at'),
    bandWh: jsonb('band_wh').$type<BandWh>().notNull(),
    powerW: integer('power_w').notNull().default(0),
    soc: smallint('soc'),
    /** Readings refused (backwards or absurd jumps): kept for the operator, never billed. */
    rejectedReadings: integer('rejected_readings').notNull().default(0),
    remoteStartSentAt: timestamptz('remote_start_sent_at'),
    startedAt: timestamptz('started_at'),
    stopRequestedAt: timestamptz('stop_requested_at'),
    remoteStopSentAt: timestamptz('remote_stop_sent_at'),
    stoppedAt: timestamptz('stopped_at'),
    stopReason: text('stop_reason'),
    electricityFen: fen('electricity_fen').notNull().default(0),
    serviceFen: fen('service_fen').notNull().default(0),
    /** What the driver pays for the energy: never more than the hold. */
    amountFen: fen('amount_fen').notNull().default(0),
    refundFen: fen('refund_fen').notNull().default(0),
    settledAt: timestamptz('settled_at'),
    failReason: text('fail_reason'),
    ...timestamps(),
    /** The coupon chosen at the start, its terms copied like the tariff (decision 046); what it took off the bill. */
    coupon: jsonb('coupon').$type<ChargingCouponTerms>(),
    discountFen: fen('discount_fen').notNull().default(0),
  },
  (t) => [
    uniqueIndex('charging_orders_transaction').on(t.transactionId),
    uniqueIndex('charging_orders_id_tag').on(t.idTag),
    uniqueIndex('charging_orders_active_gun')
      .on(t.connectorRef)
      .where(sql`state in ('awaitingPayment', 'starting', 'charging')`),
    index('charging_orders_driver').on(t.driverId, t.createdAt),
    index('charging_orders_charger_state').on(t.chargerId, t.state),
    check(
      'charging_orders_money',
      sql`${t.amountFen} >= 0 and ${t.refundFen} >= 0 and ${t.amountFen} + ${t.refundFen} <= ${t.prepayFen}`,
    ),
  ],
);

/** 占位费: from the end of charging until the gun is Available, beyond the grace; one per charging order. */
export const occupationOrders = pgTable(
  'occupation_orders',
  {
    orderNo: textPkRef('order_no', () => chargingOrders.orderNo, 'cascade'),
    dealerId: dealerRef(),
    driverId: uuidRef('driver_id', () => drivers.id),
    rule: jsonb('rule').$type<OccupationRule>().notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    minutes: integer('minutes').notNull().default(0),
    chargedMinutes: integer('charged_minutes').notNull().default(0),
    amountFen: fen('amount_fen').notNull().default(0),
    state: text('state').$type<OccupationState>().notNull().default('unpaid'),
    payOrderNo: text('pay_order_no'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [index('occupation_orders_driver').on(t.driverId, t.state)],
);
