import { and, inArray, isNotNull } from 'drizzle-orm';
import type { LockFault } from '@parking/contracts';
import type { Db } from '../../db/client';
import { lockGateways, parkingLocks } from '../../db/schema/bookings';

/** The reservations module's port for the live board (decision 085): lock gateways and faulted locks of some parks. */
export function createLockHealth(db: Db) {
  return {
    async ofParks(parkIds: readonly string[]): Promise<{
      gateways: { id: string; parkId: string; online: boolean }[];
      faults: { id: string; parkId: string; spaceCode: string; fault: LockFault; since: Date | null }[];
    }> {
      if (parkIds.length === 0) return { gateways: [], faults: [] };
      const ids = [...parkIds];
      const gateways = await db
        .select({ id: lockGateways.id, parkId: lockGateways.parkId, online: lockGateways.online })
        .from(lockGateways)
        .where(inArray(lockGateways.parkId, ids))
        .orderBy(lockGateways.id);
      const faulted = await db
        .select({
          id: parkingLocks.id,
          parkId: parkingLocks.parkId,
          spaceCode: parkingLocks.spaceCode,
          fault: parkingLocks.fault,
          since: parkingLocks.reportedAt,
        })
        .from(parkingLocks)
        .where(and(inArray(parkingLocks.parkId, ids), isNotNull(parkingLocks.fault)))
        .orderBy(parkingLocks.id);
      return { gateways, faults: faulted.map((f) => ({ ...f, fault: f.fault! })) };
    },
  };
}
export type LockHealth = ReturnType<typeof createLockHealth>;
