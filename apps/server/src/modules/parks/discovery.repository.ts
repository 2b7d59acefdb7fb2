import { and, asc, between, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { driverFavourites } from '../../db/driver-favourites';
import { offsetOf, totalOver, totalOverPage, type RowsPage } from '../../db/paging';
import { parkCollections, parkProfiles } from '../../db/schema/discovery';
import { parks } from '../../db/schema/parks';
import { boundingBox, haversineSql, type LatLng } from '../../geo/haversine';
import { Nearby } from '@parking/contracts';
import type { FeeRule } from '../tariffs';
import { nearbyPageDetails } from './nearby.read-model';

/** Which parks a nearby list wants beyond "within the radius". */
export interface ParkFilter {
  bag?: boolean;
  book?: boolean;
  diffTime?: boolean;
  /** Name or address contains it (case-insensitive). */
  keyword?: string;
  /** One of these city spellings. */
  cities?: string[];
}

/** The columns a discovered park is made of: the park, its profile (null without one) and the distance. */
const parkFields = {
  parkId: parks.id,
  name: parks.name,
  address: parks.address,
  latitude: parks.latitude,
  longitude: parks.longitude,
  isOnline: parks.isOnline,
  totalSpaces: parks.totalSpaces,
  city: parkProfiles.city,
  description: parkProfiles.description,
  supportBag: parkProfiles.supportBag,
  supportBook: parkProfiles.supportBook,
  supportCharge: parkProfiles.supportCharge,
  supportDiffTimeBag: parkProfiles.supportDiffTimeBag,
  supportDiffTimeBook: parkProfiles.supportDiffTimeBook,
  bagCapacity: parkProfiles.bagCapacity,
  bookCapacity: parkProfiles.bookCapacity,
  diffTimeBagCapacity: parkProfiles.diffTimeBagCapacity,
  diffTimeBookCapacity: parkProfiles.diffTimeBookCapacity,
};

export interface DiscoveredParkRow {
  parkId: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  isOnline: boolean;
  totalSpaces: number;
  city: string | null;
  description: string | null;
  supportBag: boolean | null;
  supportBook: boolean | null;
  supportCharge: boolean | null;
  supportDiffTimeBag: boolean | null;
  supportDiffTimeBook: boolean | null;
  bagCapacity: number | null;
  bookCapacity: number | null;
  diffTimeBagCapacity: number | null;
  diffTimeBookCapacity: number | null;
  /** Metres from the asked position; null when the query had none. */
  distance: number | null;
}

/** The first ring of a nearby search, in metres (see nearby()). */
const FIRST_RING_M = 250;
/** `%` and `_` typed by a driver are literal characters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(filter: ParkFilter): (SQL | undefined)[] {
  return [
    filter.bag ? eq(parkProfiles.supportBag, true) : undefined,
    filter.book ? eq(parkProfiles.supportBook, true) : undefined,
    filter.diffTime
      ? or(eq(parkProfiles.supportDiffTimeBag, true), eq(parkProfiles.supportDiffTimeBook, true))
      : undefined,
    filter.keyword
      ? or(ilike(parks.name, likePattern(filter.keyword)), ilike(parks.address, likePattern(filter.keyword)))
      : undefined,
    filter.cities ? inArray(parkProfiles.city, filter.cities) : undefined,
  ];
}

/** The distance from `center` in metres, or SQL null when there is no center. */
const optionalDistance = (center: LatLng | undefined): SQL<number | null> =>
  center
    ? haversineSql(parks.latitude, parks.longitude, center)
    : sql<number | null>`null::double precision`.mapWith((v: unknown) => (v === null ? null : Number(v)));

/** The discovery reads of parks (nearby, by name, cities) and the driver's favourites; every read is dealer-scoped. */
export function createDiscoveryRepository(db: Db) {
  return {
    /**
     * Parks of the dealer within `radiusM` of `center`, nearest first, and how many there are (counted up to
     * Nearby.MAX_RESULTS: a nearby list is for the parks around the driver, not for paging through a city).
     *
     * The page is searched in growing rings (250 m, 500 m, 1 km, … up to the radius): when a ring already holds the
     * whole page, no park outside it can belong on it, so a dense city centre is answered from a few dozen rows
     * instead of thousands. Each ring is a bounding box on the (dealer, latitude, longitude) index, cut to a circle
     * and ordered by the haversine distance.
     */
    async nearby(
      dealerId: string,
      center: LatLng,
      radiusM: number,
      filter: ParkFilter,
      paging: PageQuery,
    ): Promise<RowsPage<DiscoveredParkRow>> {
      const distance = haversineSql(parks.latitude, parks.longitude, center);
      const within = (ringM: number) => {
        const box = boundingBox(center, ringM);
        return and(
          eq(parks.dealerId, dealerId),
          between(parks.latitude, box.minLat, box.maxLat),
          between(parks.longitude, box.minLng, box.maxLng),
          lte(distance, ringM),
          ...filterConditions(filter),
        );
      };
      const needsProfile = Boolean(filter.bag || filter.book || filter.diffTime || filter.keyword || filter.cities);
      const countCapped = async () => {
        const base = db.select({ one: sql`1` }).from(parks);
        const joined = needsProfile ? base.leftJoin(parkProfiles, eq(parkProfiles.parkId, parks.id)) : base;
        const capped = joined.where(within(radiusM)).limit(Nearby.MAX_RESULTS).as('capped');
        return (await db.select({ n: count() }).from(capped))[0]?.n ?? 0;
      };

      const offset = offsetOf(paging);
      const size = Math.min(paging.pageSize, Nearby.MAX_RESULTS - offset);
      if (size <= 0) return { rows: [], total: await countCapped() };
      for (let ringM = Math.min(FIRST_RING_M, radiusM); ; ringM = Math.min(radiusM, ringM * 2)) {
        const rows = await db
          .select({ ...parkFields, distance })
          .from(parks)
          .leftJoin(parkProfiles, eq(parkProfiles.parkId, parks.id))
          .where(within(ringM))
          .orderBy(asc(distance), asc(parks.id))
          .limit(size)
          .offset(offset);
        if (rows.length === size || ringM >= radiusM) {
          // A short last page tells the total without counting.
          const total = rows.length > 0 && rows.length < size ? offset + rows.length : await countCapped();
          return { rows, total: Math.min(total, Nearby.MAX_RESULTS) };
        }
      }
    },

    /** Parks matching the filter (a keyword, cities) anywhere: nearest first when a position is given, else by name. */
    async search(
      dealerId: string,
      center: LatLng | undefined,
      filter: ParkFilter,
      paging: PageQuery,
    ): Promise<RowsPage<DiscoveredParkRow>> {
      const distance = optionalDistance(center);
      const where = and(eq(parks.dealerId, dealerId), ...filterConditions(filter));
      return totalOverPage(
        db
          .select({ ...parkFields, distance, total: totalOver() })
          .from(parks)
          .leftJoin(parkProfiles, eq(parkProfiles.parkId, parks.id))
          .where(where)
          .orderBy(...(center ? [asc(distance)] : []), asc(parks.name), asc(parks.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        async () =>
          (
            await db
              .select({ n: count() })
              .from(parks)
              .leftJoin(parkProfiles, eq(parkProfiles.parkId, parks.id))
              .where(where)
          )[0]?.n ?? 0,
        paging,
      );
    },

    /** The driver's favourite parks of this dealer, newest favourite first. */
    async collected(
      driverId: string,
      dealerId: string,
      center: LatLng | undefined,
      paging: PageQuery,
    ): Promise<RowsPage<DiscoveredParkRow>> {
      const distance = optionalDistance(center);
      const where = and(eq(parkCollections.driverId, driverId), eq(parks.dealerId, dealerId));
      return totalOverPage(
        db
          .select({ ...parkFields, distance, total: totalOver() })
          .from(parkCollections)
          .innerJoin(parks, eq(parks.id, parkCollections.parkId))
          .leftJoin(parkProfiles, eq(parkProfiles.parkId, parks.id))
          .where(where)
          .orderBy(desc(parkCollections.createdAt), asc(parks.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        async () =>
          (
            await db
              .select({ n: count() })
              .from(parkCollections)
              .innerJoin(parks, eq(parks.id, parkCollections.parkId))
              .where(where)
          )[0]?.n ?? 0,
        paging,
      );
    },

    /**
     * For the parks of one page, in one round trip: the cars parked now (open stays, for the spaces left) and the
     * fee rule in force at `at` (decision 084).
     */
    async pageDetails(parkIds: string[], at: Date): Promise<Map<string, { occupied: number; rule: FeeRule | null }>> {
      return nearbyPageDetails(db, parkIds, at);
    },

    /** These parks, if they are the dealer's (follows list them by id). */
    async byIds(dealerId: string, parkIds: string[]): Promise<DiscoveredParkRow[]> {
      if (parkIds.length === 0) return [];
      return db
        .select({ ...parkFields, distance: optionalDistance(undefined) })
        .from(parks)
        .leftJoin(parkProfiles, eq(parkProfiles.parkId, parks.id))
        .where(and(eq(parks.dealerId, dealerId), inArray(parks.id, parkIds)));
    },

    async parkOfDealer(dealerId: string, parkId: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: parks.id })
        .from(parks)
        .where(and(eq(parks.id, parkId), eq(parks.dealerId, dealerId)));
      return row;
    },

    ...driverFavourites(db, parkCollections, 'parkId'),

    /** Cities with parks of the dealer, the busiest first. */
    async cities(dealerId: string): Promise<{ city: string; n: number }[]> {
      return db
        .select({ city: parkProfiles.city, n: count() })
        .from(parkProfiles)
        .innerJoin(parks, eq(parks.id, parkProfiles.parkId))
        .where(eq(parks.dealerId, dealerId))
        .groupBy(parkProfiles.city)
        .orderBy(desc(count()), asc(parkProfiles.city));
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
