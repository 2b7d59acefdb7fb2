import { and, asc, between, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { driverFavourites } from '../../db/driver-favourites';
import { offsetOf, totalOver, totalOverPage, type RowsPage } from '../../db/paging';
import { chargingStations, stationCollections } from '../../db/schema/charging';
import { boundingBox, haversineSql, type LatLng } from '../../geo/haversine';

export type StationRow = typeof chargingStations.$inferSelect;
export type NewStation = Omit<typeof chargingStations.$inferInsert, 'createdAt' | 'updatedAt'>;

export type StationsPage = RowsPage<StationRow & { distance: number | null }>;

/** Charging stations of a dealer near a point, and drivers' favourite stations. Every read is dealer-scoped. */
export function createStationsRepository(db: Db) {
  return {
    /** Stations within `radiusM` of `center`, nearest first (bounding box prefilter, haversine circle and order). */
    async nearby(dealerId: string, center: LatLng, radiusM: number, paging: PageQuery): Promise<StationsPage> {
      const box = boundingBox(center, radiusM);
      const distance = haversineSql(chargingStations.latitude, chargingStations.longitude, center);
      const where = and(
        eq(chargingStations.dealerId, dealerId),
        between(chargingStations.latitude, box.minLat, box.maxLat),
        between(chargingStations.longitude, box.minLng, box.maxLng),
        lte(distance, radiusM),
      );
      return totalOverPage(
        db
          .select({ station: chargingStations, distance, total: totalOver() })
          .from(chargingStations)
          .where(where)
          .orderBy(asc(distance), asc(chargingStations.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging))
          .then((rows) => rows.map((r) => ({ ...r.station, distance: r.distance, total: r.total }))),
        async () => (await db.select({ n: count() }).from(chargingStations).where(where))[0]?.n ?? 0,
        paging,
      );
    },

    async collected(driverId: string, dealerId: string, center: LatLng | undefined, paging: PageQuery) {
      const distance: SQL<number | null> = center
        ? haversineSql(chargingStations.latitude, chargingStations.longitude, center)
        : sql<number | null>`null::double precision`;
      const where = and(eq(stationCollections.driverId, driverId), eq(chargingStations.dealerId, dealerId));
      return totalOverPage(
        db
          .select({ station: chargingStations, distance, total: totalOver() })
          .from(stationCollections)
          .innerJoin(chargingStations, eq(chargingStations.id, stationCollections.stationId))
          .where(where)
          .orderBy(desc(stationCollections.createdAt), asc(chargingStations.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging))
          .then((rows) => rows.map((r) => ({ ...r.station, distance: r.distance, total: r.total }))),
        async () =>
          (
            await db
              .select({ n: count() })
              .from(stationCollections)
              .innerJoin(chargingStations, eq(chargingStations.id, stationCollections.stationId))
              .where(where)
          )[0]?.n ?? 0,
        paging,
      );
    },

    /** These stations, if they are the dealer's (follows list them by id). */
    async byIds(dealerId: string, stationIds: string[]): Promise<StationRow[]> {
      if (stationIds.length === 0) return [];
      return db
        .select()
        .from(chargingStations)
        .where(and(eq(chargingStations.dealerId, dealerId), inArray(chargingStations.id, stationIds)));
    },

    async stationOfDealer(dealerId: string, stationId: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: chargingStations.id })
        .from(chargingStations)
        .where(and(eq(chargingStations.id, stationId), eq(chargingStations.dealerId, dealerId)));
      return row;
    },

    ...driverFavourites(db, stationCollections, 'stationId'),
  };
}
export type StationsRepository = ReturnType<typeof createStationsRepository>;
