import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table of a driver's favourites: one row per (driverId, item) pair, that pair being its primary key. */
type FavouritesTable<K extends string> = PgTable & { driverId: PgColumn } & Record<K, PgColumn>;

/**
 * The reads and writes on a driver's favourites (parks, charging stations...), whichever table holds them: `itemKey`
 * names the column of the favourite item. Every write is scoped to the driver: another driver's rows are never touched.
 */
export function driverFavourites<K extends string>(db: Db, favourites: FavouritesTable<K>, itemKey: K) {
  const table: PgTable = favourites;
  const driver = favourites.driverId;
  const item = favourites[itemKey];
  const driversOwn = (driverId: string, itemIds: string[]) => and(eq(driver, driverId), inArray(item, itemIds));

  return {
    /** Which of these items the driver has among their favourites. */
    async collectedIds(driverId: string, itemIds: string[]): Promise<Set<string>> {
      if (itemIds.length === 0) return new Set();
      const rows = await db.select({ id: item }).from(table).where(driversOwn(driverId, itemIds));
      return new Set(rows.map((r) => r.id as string));
    },

    /** How many favourites were added: 0 when the item already was one. */
    async addCollection(driverId: string, itemId: string): Promise<number> {
      const rows = await db
        .insert(table)
        .values({ driverId, [itemKey]: itemId })
        .onConflictDoNothing()
        .returning({ id: item });
      return rows.length;
    },

    /** Removes only this driver's favourites. */
    async removeCollections(driverId: string, itemIds: string[]): Promise<number> {
      const rows = await db.delete(table).where(driversOwn(driverId, itemIds)).returning({ id: item });
      return rows.length;
    },

    /** Every favourite of a driver goes with their account (deletion eraser). */
    async removeAllCollections(driverId: string): Promise<void> {
      await db.delete(table).where(eq(driver, driverId));
    },
  };
}
