import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parks } from '../../db/schema/parks';

/** What another module shows of a park: its name and place, and its spaces. */
export interface ParkFacts {
  id: string;
  dealerId: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  totalSpaces: number;
}

const factColumns = {
  id: parks.id,
  dealerId: parks.dealerId,
  name: parks.name,
  address: parks.address,
  latitude: parks.latitude,
  longitude: parks.longitude,
  totalSpaces: parks.totalSpaces,
};

/**
 * Parks' port for the names and places other modules show beside their own rows (decision 095): the parks among
 * `ids`, ordered by name, read through the caller's connection or transaction. A caller reads its rows, then these.
 */
export const parkFactsOf =
  (db: Db) =>
  async (ids: readonly string[]): Promise<ParkFacts[]> => {
    if (ids.length === 0) return [];
    return db
      .select(factColumns)
      .from(parks)
      .where(inArray(parks.id, [...new Set(ids)]))
      .orderBy(asc(parks.name));
  };

/** The dealer's parks (only those among `parkIds` when given), ordered by name. */
export const dealerParkFactsOf =
  (db: Db) =>
  async (dealerId: string, parkIds?: readonly string[]): Promise<ParkFacts[]> => {
    if (parkIds?.length === 0) return [];
    return db
      .select(factColumns)
      .from(parks)
      .where(and(eq(parks.dealerId, dealerId), parkIds ? inArray(parks.id, [...parkIds]) : undefined))
      .orderBy(asc(parks.name));
  };

/** The names of the parks among `ids`, by id (a park that is not there has none). */
export const parkNamesOf =
  (db: Db) =>
  async (ids: readonly string[]): Promise<Map<string, string>> =>
    new Map((await parkFactsOf(db)(ids)).map((park) => [park.id, park.name]));
