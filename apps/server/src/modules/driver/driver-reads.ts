import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema/drivers';

/** Driver's port for other modules' reads of a driver (decision 095), through the caller's connection. */
export const driverReads = {
  /** Whether the driver is one of the dealer's. */
  async ofDealer(db: Db, dealerId: string, driverId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.dealerId, dealerId)));
    return row !== undefined;
  },

  /** The phones of the drivers among `ids`, by id (null: a driver without one; absent: no such driver). */
  async phones(db: Db, ids: readonly string[]): Promise<Map<string, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: drivers.id, phone: drivers.phone })
      .from(drivers)
      .where(inArray(drivers.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.phone]));
  },

  /** The ids of the dealer's drivers whose phone ends with `digits`, as a subquery the caller embeds (one query). */
  idsWithPhoneEnding(db: Db, dealerId: string, digits: string) {
    return db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.dealerId, dealerId), like(drivers.phone, `%${digits}`)));
  },
};
