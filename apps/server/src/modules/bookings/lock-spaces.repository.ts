import { and, eq, inArray, sql } from 'drizzle-orm';
import { type LockStateMessage } from '@parking/contracts';
import type { Db } from '../../db/client';
import { lockGateways, parkingLocks } from '../../db/schema/bookings';
import { parkNamesOf } from '../parks';

export type LockRow = typeof parkingLocks.$inferSelect;

/** Locks on their spaces: owner, position, alerts and what they report. */
export function lockSpacesOf(db: Db) {
  /** The rows with their park's name (parks' port), in their order; a lock whose park is gone is left out. */
  const named = async <Row extends { lock: LockRow }>(rows: Row[]) => {
    const names = await parkNamesOf(db)(rows.map((r) => r.lock.parkId));
    return rows.flatMap((r) => {
      const parkName = names.get(r.lock.parkId);
      return parkName === undefined ? [] : [{ ...r, parkName }];
    });
  };
  return {
    async lock(lockId: string): Promise<(LockRow & { parkName: string; online: boolean }) | undefined> {
      const [row] = await named(
        await db
          .select({ lock: parkingLocks, online: lockGateways.online })
          .from(parkingLocks)
          .innerJoin(lockGateways, eq(lockGateways.id, parkingLocks.gatewayId))
          .where(eq(parkingLocks.id, lockId)),
      );
      return row ? { ...row.lock, parkName: row.parkName, online: row.online } : undefined;
    },

    async locksOfDealer(dealerId: string) {
      const rows = await named(
        await db
          .select({ lock: parkingLocks, online: lockGateways.online })
          .from(parkingLocks)
          .innerJoin(lockGateways, eq(lockGateways.id, parkingLocks.gatewayId))
          .where(eq(parkingLocks.dealerId, dealerId))
          .orderBy(parkingLocks.id),
      );
      return rows.map((r) => ({ ...r.lock, parkName: r.parkName, online: r.online }));
    },

    /** The locks of a park (what the berth-type calls count), in id order. */
    spacesOf: (parkId: string): Promise<LockRow[]> =>
      db.select().from(parkingLocks).where(eq(parkingLocks.parkId, parkId)).orderBy(parkingLocks.id),

    /** The locks a driver owns (private berths registered by the operator). */
    async ownedBy(dealerId: string, driverId: string) {
      const rows = await named(
        await db
          .select({ lock: parkingLocks })
          .from(parkingLocks)
          .where(and(eq(parkingLocks.dealerId, dealerId), eq(parkingLocks.ownerDriverId, driverId)))
          .orderBy(parkingLocks.id),
      );
      return rows.map((r) => ({ ...r.lock, parkName: r.parkName }));
    },

    async setOwner(lockId: string, driverId: string | null): Promise<void> {
      await db.update(parkingLocks).set({ ownerDriverId: driverId }).where(eq(parkingLocks.id, lockId));
    },

    /** The locks of a park and berth type, locked in id order (the booking's allocation runs under these locks). */
    async lockSpaces(parkId: string, berthType: string): Promise<LockRow[]> {
      return db
        .select()
        .from(parkingLocks)
        .where(and(eq(parkingLocks.parkId, parkId), eq(parkingLocks.berthType, berthType as LockRow['berthType'])))
        .orderBy(parkingLocks.id)
        .for('update');
    },

    async countSpaces(parkId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ berthType: parkingLocks.berthType, n: sql<number>`count(*)::int` })
        .from(parkingLocks)
        .where(eq(parkingLocks.parkId, parkId))
        .groupBy(parkingLocks.berthType);
      return new Map(rows.map((r) => [r.berthType, Number(r.n)]));
    },

    /** Stores what a lock reported; returns the row before and after. */
    async report(gatewayId: string, state: LockStateMessage, now: Date) {
      const [before] = await db
        .select()
        .from(parkingLocks)
        .where(and(eq(parkingLocks.id, state.lockId), eq(parkingLocks.gatewayId, gatewayId)));
      if (!before) return undefined;
      // The space became empty with the arm down: the auto-raise clock starts.
      const left = before.occupied && !state.occupied;
      const vacantSince = state.occupied || state.position !== 'lowered' ? null : left ? now : before.vacantSince;
      const [after] = await db
        .update(parkingLocks)
        .set({
          position: state.position,
          occupied: state.occupied,
          batteryPct: Math.max(0, Math.min(100, Math.round(state.batteryPct))),
          fault: state.fault,
          vacantSince,
          reportedAt: now,
        })
        .where(eq(parkingLocks.id, before.id))
        .returning();
      return { before, after: after! };
    },

    async setPosition(lockId: string, position: LockRow['position']): Promise<void> {
      await db.update(parkingLocks).set({ position }).where(eq(parkingLocks.id, lockId));
    },

    async setAlert(lockId: string, alert: string | null): Promise<void> {
      await db.update(parkingLocks).set({ alert }).where(eq(parkingLocks.id, lockId));
    },

    /** Locks of these gateways empty with the arm down since before `before` (auto-raise due). */
    async vacantLowered(gatewayIds: string[], before: Date): Promise<LockRow[]> {
      if (gatewayIds.length === 0) return [];
      return db
        .select()
        .from(parkingLocks)
        .where(
          and(
            inArray(parkingLocks.gatewayId, gatewayIds),
            sql`${parkingLocks.vacantSince} < ${before}`,
            eq(parkingLocks.position, 'lowered'),
            eq(parkingLocks.occupied, false),
          ),
        );
    },

    async clearVacant(lockId: string): Promise<void> {
      await db.update(parkingLocks).set({ vacantSince: null }).where(eq(parkingLocks.id, lockId));
    },
  };
}
