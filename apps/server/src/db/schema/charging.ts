import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { dealerRef } from './dealers';
import { drivers } from './drivers';
import { parks } from './parks';

/**
 * Charging stations as drivers find them (spec section 3). A minimal table on purpose: the charging issue extends it
 * (chargers, connectors over OCPP, tariffs by time band, occupation fees) and then derives the connector counts
 * below from live connector states instead of storing them.
 */
export const chargingStations = pgTable(
  'charging_stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => chargingStations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.stationId] }), index('station_collections_station').on(t.stationId)],
);
