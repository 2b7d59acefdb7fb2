import { PLATE_HISTORY_LIMIT } from '@parking/contracts';
import { and, desc, eq, gt, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plateHistory } from '../../db/schema/vehicles';

/** Whose history: a driver's, or an anonymous device's (by the SHA-256 of its key) at one dealer. */
export type HistoryOwner =
  { kind: 'driver'; dealerId: string; driverId: string } | { kind: 'device'; dealerId: string; deviceKeyHash: string };

export type HistoryRow = typeof plateHistory.$inferSelect;

const ownedBy = (owner: HistoryOwner): SQL =>
  owner.kind === 'driver'
    ? and(eq(plateHistory.dealerId, owner.dealerId), eq(plateHistory.driverId, owner.driverId))!
    : and(eq(plateHistory.dealerId, owner.dealerId), eq(plateHistory.deviceKeyHash, owner.deviceKeyHash))!;

/** Any of the owners, as conditions their indexes answer (devices by dealer and key, drivers by id). */
function ownedByAny(owners: readonly HistoryOwner[]): SQL | undefined {
  const devicesByDealer = new Map<string, string[]>();
  const driverIds: string[] = [];
  for (const owner of owners) {
    if (owner.kind === 'driver') driverIds.push(owner.driverId);
    else devicesByDealer.set(owner.dealerId, [...(devicesByDealer.get(owner.dealerId) ?? []), owner.deviceKeyHash]);
  }
  return or(
    ...(driverIds.length > 0 ? [inArray(plateHistory.driverId, driverIds)] : []),
    ...[...devicesByDealer].map(([dealerId, hashes]) =>
      and(eq(plateHistory.dealerId, dealerId), inArray(plateHistory.deviceKeyHash, hashes)),
    ),
  );
}

const ownerColumns = (owner: HistoryOwner) =>
  owner.kind === 'driver'
    ? { dealerId: owner.dealerId, driverId: owner.driverId, deviceKeyHash: null }
    : { dealerId: owner.dealerId, driverId: null, deviceKeyHash: owner.deviceKeyHash };

/** One search to record: whose, which plate, when. */
export interface HistoryEntry {
  owner: HistoryOwner;
  plate: { plateNo: string; plateColor: number };
  at: Date;
}

const conflictTarget = (kind: HistoryOwner['kind']) =>
  kind === 'driver'
    ? {
        target: [plateHistory.driverId, plateHistory.plateNo, plateHistory.plateColor],
        targetWhere: sql`${plateHistory.driverId} is not null`,
      }
    : {
        target: [plateHistory.dealerId, plateHistory.deviceKeyHash, plateHistory.plateNo, plateHistory.plateColor],
        targetWhere: sql`${plateHistory.deviceKeyHash} is not null`,
      };

/** The plate history of drivers and devices; every read and write is scoped by its owner. */
export function createHistoryRepository(db: Db) {
  /**
   * Inserts the searches, or moves their plates up: a later search moves a plate up; an older one (adopting a
   * device's history) leaves it where it is. One statement per kind of owner; an owner's plate appears once.
   */
  async function upsert(tx: Db, entries: readonly HistoryEntry[]) {
    for (const kind of ['driver', 'device'] as const) {
      const rows = entries
        .filter((e) => e.owner.kind === kind)
        .map((e) => ({
          ...ownerColumns(e.owner),
          plateNo: e.plate.plateNo,
          plateColor: e.plate.plateColor,
          searchedAt: e.at,
        }));
      if (rows.length === 0) continue;
      await tx
        .insert(plateHistory)
        .values(rows)
        .onConflictDoUpdate({
          ...conflictTarget(kind),
          set: { searchedAt: sql`greatest(${plateHistory.searchedAt}, excluded.searched_at)` },
        });
    }
  }

  /** Keeps each owner's newest PLATE_HISTORY_LIMIT records, in one statement for all of them. */
  async function trim(tx: Db, owners: readonly HistoryOwner[]) {
    if (owners.length === 0) return;
    const ranked = tx
      .select({
        id: plateHistory.id,
        rank: sql<number>`row_number() over (partition by ${plateHistory.dealerId}, ${plateHistory.driverId}, ${plateHistory.deviceKeyHash} order by ${plateHistory.searchedAt} desc, ${plateHistory.id} desc)`.as(
          'rank',
        ),
      })
      .from(plateHistory)
      .where(ownedByAny(owners))
      .as('ranked');
    const beyond = tx.select({ id: ranked.id }).from(ranked).where(gt(ranked.rank, PLATE_HISTORY_LIMIT));
    await tx.delete(plateHistory).where(inArray(plateHistory.id, beyond));
  }

  /** Each owner once, and each owner's plate once (its latest search): what one upsert statement can take. */
  function distinct(entries: readonly HistoryEntry[]) {
    const ownerKey = (o: HistoryOwner) => `${o.dealerId}|${o.kind === 'driver' ? o.driverId : o.deviceKeyHash}`;
    const latest = new Map<string, HistoryEntry>();
    const owners = new Map<string, HistoryOwner>();
    for (const entry of entries) {
      const key = `${ownerKey(entry.owner)}|${entry.plate.plateNo}|${entry.plate.plateColor}`;
      const seen = latest.get(key);
      if (!seen || seen.at < entry.at) latest.set(key, entry);
      owners.set(ownerKey(entry.owner), entry.owner);
    }
    return { entries: [...latest.values()], owners: [...owners.values()] };
  }

  return {
    /** Records searched plates for their owners (newest first), keeping each owner's last PLATE_HISTORY_LIMIT. */
    async record(searches: readonly HistoryEntry[]): Promise<void> {
      if (searches.length === 0) return;
      const { entries, owners } = distinct(searches);
      // No transaction: `list` reads an owner's newest PLATE_HISTORY_LIMIT, so one briefly over the limit looks the
      // same, and a transaction would hold PGlite's one session between the statements (pglite-thread.ts).
      await upsert(db, entries);
      await trim(db, owners);
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
        await upsert(
          tx,
          rows.map((row) => ({ owner: driver, plate: row, at: row.searchedAt })),
        );
        await trim(tx, [driver]);
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
