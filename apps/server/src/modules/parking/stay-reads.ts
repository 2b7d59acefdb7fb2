import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkingSessions } from '../../db/schema/parking';
import { plateIs } from '../../db/plates';
import type { StayRow } from './stays/stays.repository';

/**
 * Parking's port for other modules' lists of stays (decision 095), beside `staysPort`: stays by ids (a caller joins
 * them to its own rows by id) and the arrears of plates, through the caller's connection or transaction.
 */
export const stayReads = {
  /** The stays among `ids` (in no order; an id not found is left out). */
  async byIds(db: Db, ids: readonly string[]): Promise<StayRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(parkingSessions)
      .where(inArray(parkingSessions.id, [...new Set(ids)]));
  },

  /** The dealer's stays in arrears of these plates, oldest exit first. */
  async arrearsOfPlates(
    db: Db,
    dealerId: string,
    plates: readonly { plateNo: string; plateColor: number }[],
  ): Promise<StayRow[]> {
    if (plates.length === 0) return [];
    return db
      .select()
      .from(parkingSessions)
      .where(
        and(
          eq(parkingSessions.dealerId, dealerId),
          eq(parkingSessions.state, 'arrears'),
          or(...plates.map((p) => and(...plateIs(parkingSessions, p)))),
        ),
      )
      .orderBy(asc(parkingSessions.exitedAt));
  },

  /**
   * The car's latest earlier stay in the park with its fee fixed that exited within [from, until] (a re-entry
   * coupon's previous stay): when it entered and what it was charged.
   */
  async previousExit(
    db: Db,
    stay: { id: string; dealerId: string; parkId: string; plateNo: string; plateColor: number },
    from: Date,
    until: Date,
  ): Promise<{ enteredAt: Date; totalFen: number | null } | undefined> {
    const [previous] = await db
      .select({ enteredAt: parkingSessions.enteredAt, totalFen: parkingSessions.totalFen })
      .from(parkingSessions)
      .where(
        and(
          eq(parkingSessions.dealerId, stay.dealerId),
          eq(parkingSessions.parkId, stay.parkId),
          ...plateIs(parkingSessions, stay),
          ne(parkingSessions.id, stay.id),
          isNotNull(parkingSessions.totalFen),
          gte(parkingSessions.exitedAt, from),
          lte(parkingSessions.exitedAt, until),
        ),
      )
      .orderBy(desc(parkingSessions.exitedAt))
      .limit(1);
    return previous;
  },

  /** The stays among `ids` in arrears, latest entry first, at most `limit`. */
  async arrearsAmong(db: Db, ids: readonly string[], limit: number): Promise<StayRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(parkingSessions)
      .where(and(inArray(parkingSessions.id, [...new Set(ids)]), eq(parkingSessions.state, 'arrears')))
      .orderBy(desc(parkingSessions.enteredAt))
      .limit(limit);
  },
};
