import { PLATE_HISTORY_LIMIT } from '@parking/contracts';
import { and, desc, eq, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plateHistory } from '../../db/schema';

/** Whose history: a driver's, or an anonymous device's (by the SHA-256 of its key) at one dealer. */
export type HistoryOwner =
  { kind: 'driver'; dealerId: string; driverId: string } | { kind: 'device'; dealerId: string; deviceKeyHash: string };

export type HistoryRow = typeof plateHistory.$inferSelect;

const ownedBy = (owner: HistoryOwner): SQL =>
  owner.kind === 'driver'
    ? and(eq(plateHistory.dealerId, owner.dealerId), eq(plateHistory.driverId, owner.driverId))!
    : and(eq(plateHistory.dealerId, owner.dealerId), eq(plateHistory.deviceKeyHash, owner.deviceKeyHash))!;

const ownerColumns = (owner: HistoryOwner) =>
  owner.kind === 'driver'
    ? { dealerId: owner.dealerId, driverId: owner.driverId, deviceKeyHash: null }
    : { dealerId: owner.dealerId, driverId: null, deviceKeyHash: owner.deviceKeyHash };

/** The plate history of drivers and devices; every read and write is scoped by its owner. */
export function createHistoryRepository(db: Db) {
  async function upsert(tx: Db, owner: HistoryOwner, plate: { plateNo: string; plateColor: number }, at: Date) {
    const values = { ...ownerColumns(owner), plateNo: plate.plateNo, plateColor: plate.plateColor, searchedAt: at };
    const target =
      owner.kind === 'driver'
        ? {
            target: [plateHistory.driverId, plateHistory.plateNo, plateHistory.plateColor],
            targetWhere: sql`${plateHistory.driverId} is not null`,
          }
        : {
            target: [plateHistory.dealerId, plateHistory.deviceKeyHash, plateHistory.plateNo, plateHistory.plateColor],
            targetWhere: sql`${plateHistory.deviceKeyHash} is not null`,
          };
    // A later search moves the plate up; an older one (adopting a device's history) leaves it where it is.
    await tx
      .insert(plateHistory)
      .values(values)
      .onConflictDoUpdate({
        ...target,
        set: { searchedAt: sql`greatest(${plateHistory.searchedAt}, excluded.searched_at)` },
      });
  }

  /** Keeps the owner's newest PLATE_HISTORY_LIMIT records. */
  async function trim(tx: Db, owner: HistoryOwner) {
    const keep = tx
      .select({ id: plateHistory.id })
      .from(plateHistory)
      .where(ownedBy(owner))
      .orderBy(desc(plateHistory.searchedAt), desc(plateHistory.id))
      .limit(PLATE_HISTORY_LIMIT);
    await tx.delete(plateHistory).where(and(ownedBy(owner), notInArray(plateHistory.id, keep)));
  }

  return {
    /** Records a searched plate for its owner (newest first), keeping the last PLATE_HISTORY_LIMIT. */
    async record(owner: HistoryOwner, plate: { plateNo: string; plateColor: number }, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await upsert(tx, owner, plate, at);
        await trim(tx, owner);
      });
    },

    async list(owner: HistoryOwner): Promise<HistoryRow[]> {
      return db
        .select()
        .from(plateHistory)
        .where(ownedBy(owner))
        .orderBy(desc(plateHistory.searchedAt), desc(plateHistory.id))
        .limit(PLATE_HISTORY_LIMIT);
    },

    /** Deletes one of the owner's records; false when it is not theirs (or gone). */
    async remove(owner: HistoryOwner, id: string): Promise<boolean> {
      const deleted = await db
        .delete(plateHistory)
        .where(and(ownedBy(owner), eq(plateHistory.id, id)))
        .returning({ id: plateHistory.id });
      return deleted.length > 0;
    },

    /** Moves a device's history to the driver who logged in on it (merged with the driver's own). */
    async adopt(device: Extract<HistoryOwner, { kind: 'device' }>, driver: Extract<HistoryOwner, { kind: 'driver' }>) {
      await db.transaction(async (tx) => {
        const rows = await tx.delete(plateHistory).where(ownedBy(device)).returning();
        if (rows.length === 0) return;
        for (const row of rows) await upsert(tx, driver, row, row.searchedAt);
        await trim(tx, driver);
      });
    },

    /** Forgets anonymous devices' searches older than `before` (a device key is not an account to delete). */
    async pruneDevices(before: Date): Promise<void> {
      await db
        .delete(plateHistory)
        .where(and(isNotNull(plateHistory.deviceKeyHash), lt(plateHistory.searchedAt, before)));
    },

    /** Deletes a deleted account's history. Safe to run twice. */
    async eraseOf(driverId: string): Promise<void> {
      await db.delete(plateHistory).where(eq(plateHistory.driverId, driverId));
    },
  };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
