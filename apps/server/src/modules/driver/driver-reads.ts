import { and, eq, inArray, like, sql } from 'drizzle-orm';
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

  /** The nick names and phones of the drivers among `ids`, by id (absent: no such driver). */
  async names(db: Db, ids: readonly string[]): Promise<Map<string, { nickName: string; phone: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: drivers.id, nickName: drivers.nickName, phone: drivers.phone })
      .from(drivers)
      .where(inArray(drivers.id, [...new Set(ids)]));
    return new Map(rows.map(({ id, ...row }) => [id, row]));
  },

  /**
   * The dealer's driver's phone and the account's age by the database's clock (which stamped created_at), so
   * "registered within the last day" compares like with like; undefined: not the dealer's driver.
   */
  async account(db: Db, dealerId: string, driverId: string) {
    const [row] = await db
      .select({
        phone: drivers.phone,
        ageSeconds: sql<number>`extract(epoch from (now() - ${drivers.createdAt}))::float8`,
      })
      .from(drivers)
      .where(and(eq(drivers.dealerId, dealerId), eq(drivers.id, driverId)));
    return row && { phone: row.phone, ageSeconds: Number(row.ageSeconds) };
  },

  /** Each driver's phone by id, as a subquery the caller joins (one query: a reviewer's page of materials). */
  phonesView(db: Db) {
    return db.select({ id: drivers.id, phone: drivers.phone }).from(drivers).as('drivers');
  },

  /** Locks the driver's row inside the caller's transaction (serialises a driver's binding changes). */
  async lock(tx: Db, driverId: string): Promise<void> {
    await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
  },

  /** The ids of the dealer's drivers whose phone ends with `digits`, as a subquery the caller embeds (one query). */
  idsWithPhoneEnding(db: Db, dealerId: string, digits: string) {
    return db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.dealerId, dealerId), like(drivers.phone, `%${digits}`)));
  },
};
