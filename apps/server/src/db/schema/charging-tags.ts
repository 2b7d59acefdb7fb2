import { sql } from 'drizzle-orm';
import type { CardRecordKind, ChargerCommandAction, ChargerCommandState } from '@parking/contracts';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chargers, chargingOrders } from './charging';
import { createdAt, fen, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { textPkRef, textRef, uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef, drivers } from './drivers';

/**
 * VINs registered for plug-and-charge (decision 045): a charger presenting the VIN as its idTag starts an order for
 * the driver. One VIN belongs to one driver of a dealer while registered (removed rows are kept for past orders).
 */
export const chargingVins = pgTable(
  'charging_vins',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    vin: text('vin').notNull(),
    /** The driver's plate the VIN belongs to (vehicles module's id; its number copied for the orders). */
    plateId: text('plate_id').notNull(),
    plateNo: text('plate_no').notNull(),
    /** What each session holds from the wallet. */
    prepayFen: fen('prepay_fen').notNull(),
    createdAt: createdAt(),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    uniqueIndex('charging_vins_dealer_vin')
      .on(t.dealerId, t.vin)
      .where(sql`removed_at is null`),
    index('charging_vins_driver').on(t.driverId),
    check('charging_vins_vin', sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
  ],
);

/**
 * RFID charging cards issued by the operator; the card number is the idTag the charger reads. A driver binds one
 * with its 6-digit password (Argon2id, like account passwords); wrong passwords are counted per card and lock it
 * for a while. `frozen`: 'operator' or 'lost' (reported by its driver), null when usable.
 */
export const chargingCards = pgTable(
  'charging_cards',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    cardNo: text('card_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    balanceFen: fen('balance_fen').notNull().default(0),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    boundAt: timestamptz('bound_at'),
    frozen: text('frozen').$type<'operator' | 'lost'>(),
    passwordFailures: integer('password_failures').notNull().default(0),
    passwordLockedUntil: timestamptz('password_locked_until'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('charging_cards_dealer_card').on(t.dealerId, t.cardNo),
    index('charging_cards_driver').on(t.driverId),
    check('charging_cards_balance', sql`${t.balanceFen} >= 0`),
    check('charging_cards_frozen', sql`${t.frozen} is null or ${t.frozen} in ('operator', 'lost')`),
  ],
);

/** Every move of a card's balance, once per key (`hold:<order>`, `release:<order>`, `op:<requestNo>`). */
export const chargingCardRecords = pgTable(
  'charging_card_records',
  {
    id: uuidPk(),
    cardId: uuidRef('card_id', () => chargingCards.id, 'cascade'),
    dealerId: dealerRef(),
    kind: text('kind').$type<CardRecordKind>().notNull(),
    /** Signed: what the balance moved by. */
    amountFen: fen('amount_fen').notNull(),
    balanceFen: fen('balance_fen').notNull(),
    orderNo: text('order_no'),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('charging_card_records_key').on(t.cardId, t.key),
    index('charging_card_records_card').on(t.cardId, t.createdAt),
  ],
);

/** Orders started by an idTag the charger read (a card or a VIN), not by the app; their hold and its source. */
export const chargingTagOrders = pgTable(
  'charging_tag_orders',
  {
    orderNo: textPkRef('order_no', () => chargingOrders.orderNo, 'cascade'),
    dealerId: dealerRef(),
    kind: text('kind').$type<'card' | 'vin'>().notNull(),
    tag: text('tag').notNull(),
    cardId: uuid('card_id').references(() => chargingCards.id),
    vinId: uuid('vin_id').references(() => chargingVins.id),
    createdAt: createdAt(),
  },
  (t) => [index('charging_tag_orders_card').on(t.cardId), index('charging_tag_orders_vin').on(t.vinId)],
);

/**
 * Operator commands to a charger (ChangeAvailability, Reset, TriggerMessage), sent by the node holding its socket on
 * the same one-call-at-a-time chain as remote starts and stops; the charger's answer is recorded.
 */
export const chargerCommands = pgTable(
  'charger_commands',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    chargerId: textRef('charger_id', () => chargers.id, 'cascade'),
    action: text('action').$type<ChargerCommandAction>().notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<ChargerCommandState>().notNull().default('pending'),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    answeredAt: timestamptz('answered_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('charger_commands_charger_state').on(t.chargerId, t.state)],
);
