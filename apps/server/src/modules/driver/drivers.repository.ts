import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, driverThirdIds } from '../../db/schema/drivers';
import { attemptReservation, reservationOf, type AttemptPolicy, type AttemptReservation } from '../../security/lockout';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriver = Pick<typeof drivers.$inferInsert, 'dealerId' | 'phone' | 'passwordHash' | 'nickName'>;

/** A unique violation: the phone is taken at this dealer (a concurrent registration won). */
const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505' ||
  (error as { cause?: { code?: string } } | null)?.cause?.code === '23505';

/** Drivers' accounts and third-party identities. Reads of another dealer's driver find nothing. */
export function createDriversRepository(db: Db) {
  const live = (dealerId: string) => and(eq(drivers.dealerId, dealerId), isNull(drivers.deletedAt));

  return {
    async findById(dealerId: string, id: string): Promise<DriverRow | undefined> {
      const [row] = await db
        .select()
        .from(drivers)
        .where(and(live(dealerId), eq(drivers.id, id)));
      return row;
    },

    async findByPhone(dealerId: string, phone: string): Promise<DriverRow | undefined> {
      const [row] = await db
        .select()
        .from(drivers)
        .where(and(live(dealerId), eq(drivers.phone, phone)));
      return row;
    },

    /** Inserts a driver; undefined when the phone is already registered at the dealer. */
    async create(driver: NewDriver): Promise<DriverRow | undefined> {
      const [row] = await db.insert(drivers).values(driver).onConflictDoNothing().returning();
      return row;
    },

    async setPassword(id: string, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(drivers)
        .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now })
        .where(eq(drivers.id, id));
    },

    /** Sets the phone; false when another account of the dealer has it. */
    async setPhone(id: string, phone: string, now: Date): Promise<boolean> {
      try {
        await db.update(drivers).set({ phone, updatedAt: now }).where(eq(drivers.id, id));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async setProfile(id: string, profile: { nickName?: string; userName?: string }, now: Date): Promise<void> {
      await db
        .update(drivers)
        .set({ ...profile, updatedAt: now })
        .where(eq(drivers.id, id));
    },

    /** Reserves a password attempt before the password is checked (see attemptReservation). */
    async reservePasswordAttempt(id: string, policy: AttemptPolicy): Promise<AttemptReservation> {
      const { set, where } = attemptReservation(drivers, id, policy);
      const [row] = await db.update(drivers).set(set).where(where).returning({ lockedUntil: drivers.lockedUntil });
      if (row) return reservationOf(row, policy.now);
      const [current] = await db.select({ lockedUntil: drivers.lockedUntil }).from(drivers).where(eq(drivers.id, id));
      return reservationOf(undefined, policy.now, current);
    },

    async clearFailedLogins(id: string): Promise<void> {
      await db.update(drivers).set({ failedLogins: 0, lockedUntil: null }).where(eq(drivers.id, id));
    },

    async findByThirdId(dealerId: string, thirdType: string, thirdId: string): Promise<DriverRow | undefined> {
      const [row] = await db
        .select({ driver: drivers })
        .from(driverThirdIds)
        .innerJoin(drivers, eq(drivers.id, driverThirdIds.driverId))
        .where(
          and(
            eq(driverThirdIds.dealerId, dealerId),
            eq(driverThirdIds.thirdType, thirdType),
            eq(driverThirdIds.thirdId, thirdId),
            isNull(drivers.deletedAt),
          ),
        );
      return row?.driver;
    },

    async thirdIdsOf(driverId: string): Promise<{ thirdType: string; thirdId: string }[]> {
      return db
        .select({ thirdType: driverThirdIds.thirdType, thirdId: driverThirdIds.thirdId })
        .from(driverThirdIds)
        .where(eq(driverThirdIds.driverId, driverId))
        .orderBy(driverThirdIds.thirdType, driverThirdIds.createdAt);
    },

    /** Links a third-party id to a driver, moving it from whoever had it (the identity now proved this driver's). */
    async linkThirdId(dealerId: string, thirdType: string, thirdId: string, driverId: string): Promise<void> {
      await db
        .insert(driverThirdIds)
        .values({ dealerId, thirdType, thirdId, driverId })
        .onConflictDoUpdate({
          target: [driverThirdIds.dealerId, driverThirdIds.thirdType, driverThirdIds.thirdId],
          set: { driverId },
        });
    },

    /** Moves every third-party id of one driver to another (a WeChat account merged into a phone account). */
    async moveThirdIds(fromDriverId: string, toDriverId: string): Promise<void> {
      await db.update(driverThirdIds).set({ driverId: toDriverId }).where(eq(driverThirdIds.driverId, fromDriverId));
    },

    /**
     * Erases an account's personal data and marks it deleted, in one transaction: phone, names, password and
     * third-party ids go; the row stays for the financial records that point at it.
     */
    async anonymise(id: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(driverThirdIds).where(eq(driverThirdIds.driverId, id));
        await tx
          .update(drivers)
          .set({
            phone: null,
            passwordHash: null,
            nickName: '已注销用户',
            userName: '',
            failedLogins: 0,
            lockedUntil: null,
            deletedAt: now,
            updatedAt: now,
          })
          .where(eq(drivers.id, id));
      });
    },
  };
}
export type DriversRepository = ReturnType<typeof createDriversRepository>;
