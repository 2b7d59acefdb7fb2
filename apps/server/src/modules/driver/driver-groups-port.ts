import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverGroupMembers, driverGroups } from '../../db/schema/drivers';

/** Driver's port for other modules' use of driver groups (decision 095), through the caller's connection. */
export const driverGroupsPort = {
  /** Each group's code and name by id, as a subquery the caller joins (one query: vehicles' materials). */
  names(db: Db) {
    return db
      .select({ id: driverGroups.id, code: driverGroups.code, name: driverGroups.name })
      .from(driverGroups)
      .as('driver_groups');
  },

  /** The dealer's driver groups, by code. */
  async ofDealer(db: Db, dealerId: string) {
    return db
      .select({
        id: driverGroups.id,
        code: driverGroups.code,
        name: driverGroups.name,
        description: driverGroups.description,
      })
      .from(driverGroups)
      .where(eq(driverGroups.dealerId, dealerId))
      .orderBy(asc(driverGroups.code));
  },

  /** Adds the driver to a group inside the caller's transaction; nothing if already a member. */
  async join(tx: Db, groupId: string, driverId: string, now: Date): Promise<void> {
    await tx.insert(driverGroupMembers).values({ groupId, driverId, joinedAt: now }).onConflictDoNothing();
  },
};
