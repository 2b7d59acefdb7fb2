import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema/drivers';

/**
 * What other modules read of drivers (decision 095): phones by ids, and the ids of a dealer's drivers whose phone
 * ends with some digits (a subquery the caller embeds, so its search stays one query). Takes the caller's connection.
 */
export function driversPort(db: Db) {
  return {
    /** Phones of these drivers (ids not found, or without a phone, are absent). */
    async phonesByIds(ids: readonly (string | null)[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: drivers.id, phone: drivers.phone })
        .from(drivers)
        .where(inArray(drivers.id, wanted));
      return new Map(rows.flatMap((r) => (r.phone ? [[r.id, r.phone] as const] : [])));
    },

    /** The ids of the dealer's drivers whose phone ends with `digits`, as a subquery. */
    idsWithPhoneEnding(dealerId: string, digits: string) {
      return db
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.dealerId, dealerId), like(drivers.phone, `%${digits}`)));
    },
  };
}
