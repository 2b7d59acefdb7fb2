import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverGroupMembers, driverGroups, drivers } from '../../db/schema/drivers';

export type DriverGroupRow = typeof driverGroups.$inferSelect;

/** Driver groups of a dealer and their members. */
export function createGroupsRepository(db: Db) {
  return {
    /** The groups a driver is a member of now (memberships that ended are left out). */
    async mine(driverId: string, now: Date) {
      return db
        .select({ group: driverGroups, joinedAt: driverGroupMembers.joinedAt, expiresAt: driverGroupMembers.expiresAt })
        .from(driverGroupMembers)
        .innerJoin(driverGroups, eq(driverGroups.id, driverGroupMembers.groupId))
        .where(
          and(
            eq(driverGroupMembers.driverId, driverId),
            or(isNull(driverGroupMembers.expiresAt), gt(driverGroupMembers.expiresAt, now)),
          ),
        )
        .orderBy(asc(driverGroups.code));
    },

    async ofDealer(dealerId: string): Promise<DriverGroupRow[]> {
      return db.select().from(driverGroups).where(eq(driverGroups.dealerId, dealerId)).orderBy(asc(driverGroups.code));
    },

    async find(dealerId: string, groupId: string): Promise<DriverGroupRow | undefined> {
      const [row] = await db
        .select()
        .from(driverGroups)
        .where(and(eq(driverGroups.dealerId, dealerId), eq(driverGroups.id, groupId)));
      return row;
    },

    /** Creates the dealer's groups that do not exist yet (by code); edited ones are left alone. */
    async ensure(dealerId: string, groups: { id?: string; code: string; name: string; description: string }[]) {
      if (groups.length === 0) return;
      await db
        .insert(driverGroups)
        .values(groups.map((g) => ({ ...g, dealerId })))
        .onConflictDoNothing();
    },

    /** Adds a member, or renews the membership's end. */
    async addMember(groupId: string, driverId: string, joinedAt: Date, expiresAt: Date | null): Promise<void> {
      await db
        .insert(driverGroupMembers)
        .values({ groupId, driverId, joinedAt, expiresAt })
        .onConflictDoUpdate({ target: [driverGroupMembers.groupId, driverGroupMembers.driverId], set: { expiresAt } });
    },

    /** A group's members now, newest first (at most 500). */
    async members(groupId: string, now: Date) {
      return db
        .select({
          driverId: drivers.id,
          phone: drivers.phone,
          nickName: drivers.nickName,
          joinedAt: driverGroupMembers.joinedAt,
          expiresAt: driverGroupMembers.expiresAt,
        })
        .from(driverGroupMembers)
        .innerJoin(drivers, eq(drivers.id, driverGroupMembers.driverId))
        .where(
          and(
            eq(driverGroupMembers.groupId, groupId),
            or(isNull(driverGroupMembers.expiresAt), gt(driverGroupMembers.expiresAt, now)),
          ),
        )
        .orderBy(desc(driverGroupMembers.joinedAt), asc(drivers.id))
        .limit(500);
    },

    /** False when the driver was not a member. */
    async removeMember(groupId: string, driverId: string): Promise<boolean> {
      const rows = await db
        .delete(driverGroupMembers)
        .where(and(eq(driverGroupMembers.groupId, groupId), eq(driverGroupMembers.driverId, driverId)))
        .returning({ driverId: driverGroupMembers.driverId });
      return rows.length === 1;
    },

    async removeAllOf(driverId: string): Promise<void> {
      await db.delete(driverGroupMembers).where(eq(driverGroupMembers.driverId, driverId));
    },
  };
}
export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
