import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { dealerRef } from './dealers';
import { chargingStations } from './charging';
import { driverRef } from './drivers';
import { parks } from './parks';

/**
 * A park or a charging station a driver follows (/fllowManage, decision 041): exactly one of the two references, so a
 * removed park or station takes its follows with it.
 */
export const follows = pgTable(
  'follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverId: driverRef(),
    parkId: uuid('park_id').references(() => parks.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id').references(() => chargingStations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** 空位提醒 / 调价提醒 of this follow (decision 059), on when followed. */
    alertAvailability: boolean('alert_availability').notNull().default(true),
    alertPrice: boolean('alert_price').notNull().default(true),
  },
  (t) => [
    check('follows_one_target', sql`(${t.parkId} is null) <> (${t.stationId} is null)`),
    uniqueIndex('follows_driver_park')
      .on(t.driverId, t.parkId)
      .where(sql`${t.parkId} is not null`),
    uniqueIndex('follows_driver_station')
      .on(t.driverId, t.stationId)
      .where(sql`${t.stationId} is not null`),
    index('follows_driver_created').on(t.driverId, t.createdAt),
    // Every parking session, connector or price event asks whether anyone follows the place (decision 059).
    index('follows_park').on(t.parkId),
    index('follows_station').on(t.stationId),
  ],
);

/**
 * What the alerts last saw of a followed place (decision 059): an event only names the place, so "went from full to
 * having space" and "the price changed from … to …" are judged against this row, updated under its lock. One row per
 * place; a replayed event finds it already up to date and writes nothing.
 */
export const followPlaceStates = pgTable(
  'follow_place_states',
  {
    targetKind: text('target_kind', { enum: ['park', 'station'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** Spaces or free connectors; -1 when the park does not count them. */
    freeNum: integer('free_num').notNull(),
    priceText: text('price_text').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetKind, t.targetId] })],
);

/**
 * An alert for one driver about one followed place (the 提醒 list of /fllowManage). At most one per driver, kind,
 * place and Shanghai hour: the unique key with `on conflict do nothing` holds it however many nodes handle events.
 */
export const followAlerts = pgTable(
  'follow_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverId: driverRef(),
    dealerId: dealerRef(),
    /** availability | price (a followed place, decision 059) | ticketReply (an agent's answer, decision 088). */
    kind: text('kind', { enum: ['availability', 'price', 'ticketReply'] }).notNull(),
    targetKind: text('target_kind', { enum: ['park', 'station', 'ticket'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    /**
     * The Shanghai hour it was written in, 2026-06-01T10; a ticket answer's alert: `reply:<ticket event id>`, so that
     * every answer alerts once, however often its event is handled.
     */
    hourBucket: text('hour_bucket').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    uniqueIndex('follow_alerts_once_an_hour').on(t.driverId, t.kind, t.targetId, t.hourBucket),
    index('follow_alerts_driver_created').on(t.driverId, t.createdAt),
    index('follow_alerts_driver_unread')
      .on(t.driverId)
      .where(sql`${t.readAt} is null`),
  ],
);
