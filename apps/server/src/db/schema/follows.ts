import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { chargingStations } from './charging';
import { drivers } from './drivers';
import { parks } from './parks';

/**
 * A park or a charging station a driver follows (/fllowManage, decision 041): exactly one of the two references, so a
 * removed park or station takes its follows with it.
 */
export const follows = pgTable(
  'follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    parkId: uuid('park_id').references(() => parks.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id').references(() => chargingStations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
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
  ],
);
