import { MAX_PLATES_PER_DRIVER, type DeductionOrder, type PlateCategory } from '@parking/contracts';
import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { driverPlates } from '../../db/schema/vehicles';
import { plateIs } from '../../db/plates';
import { driverReads } from '../driver';

export type PlateRow = typeof driverPlates.$inferSelect;
export type UnbindReason = 'driver' | 'certified' | 'deleted';

/** A plate as stored: normalised number and colour (0 not flagged, 2 yellow). */
export interface StoredPlate {
  dealerId: string;
  plateNo: string;
  plateColor: number;
  category: PlateCategory;
}

export type BindOutcome =
  | { kind: 'bound'; plate: PlateRow }
  | { kind: 'alreadyMine'; plate: PlateRow }
  | { kind: 'boundByOther' }
  | { kind: 'limitReached' };

const active = isNull(driverPlates.unboundAt);
const samePlate = (plate: Pick<StoredPlate, 'dealerId' | 'plateNo' | 'plateColor'>) =>
  and(eq(driverPlates.dealerId, plate.dealerId), ...plateIs(driverPlates, plate));

/**
 * Drivers' plate bindings. Reads are scoped by driver, so a plate id of another driver finds nothing. Writes that
 * touch several rows run in one transaction and lock the driver's row first, so two taps on "bind" from two tabs
 * cannot pass the limit or leave two default plates.
 */
export function createPlatesRepository(db: Db) {
  /** Serialises a driver's binding changes (plate limit, default plate). */
  const lockDriver = (tx: Db, driverId: string) => driverReads.lock(tx, driverId);

  async function holderOf(tx: Db, plate: StoredPlate): Promise<PlateRow | undefined> {
    const [row] = await tx
      .select()
      .from(driverPlates)
      .where(and(samePlate(plate), active));
    return row;
  }

  /** Makes the earliest bound remaining plate the default when the driver has none. */
  async function ensureDefault(tx: Db, driverId: string, now: Date): Promise<void> {
    const plates = await tx
      .select({ id: driverPlates.id, isDefault: driverPlates.isDefault })
      .from(driverPlates)
      .where(and(eq(driverPlates.driverId, driverId), active))
      .orderBy(asc(driverPlates.boundAt), asc(driverPlates.id));
    const first = plates[0];
    if (!first || plates.some((p) => p.isDefault)) return;
    await tx.update(driverPlates).set({ isDefault: true, updatedAt: now }).where(eq(driverPlates.id, first.id));
  }

  async function insertBinding(tx: Db, driverId: string, plate: StoredPlate, now: Date): Promise<PlateRow> {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(driverPlates)
      .where(and(eq(driverPlates.driverId, driverId), active));
    const [row] = await tx
      .insert(driverPlates)
      .values({ ...plate, driverId, isDefault: n === 0, boundAt: now, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }

  return {
    /** The driver's bound plates: the default first, then in binding order. */
    async activeOf(driverId: string): Promise<PlateRow[]> {
      return db
        .select()
        .from(driverPlates)
        .where(and(eq(driverPlates.driverId, driverId), active))
        .orderBy(desc(driverPlates.isDefault), asc(driverPlates.boundAt), asc(driverPlates.id));
    },

    async countActive(driverId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(driverPlates)
        .where(and(eq(driverPlates.driverId, driverId), active));
      return row?.n ?? 0;
    },

    /** One of the driver's bound plates; undefined for another driver's plate, an unbound one or an unknown id. */
    async findActive(driverId: string, plateId: string): Promise<PlateRow | undefined> {
      const [row] = await db
        .select()
        .from(driverPlates)
        .where(and(eq(driverPlates.id, plateId), eq(driverPlates.driverId, driverId), active));
      return row;
    },

    /** Who has the plate bound now, if anyone. */
    holder: (plate: StoredPlate) => holderOf(db, plate),

    /** Binds a plate to the driver unless it is bound already (by them or someone else) or they are at the limit. */
    async bind(driverId: string, plate: StoredPlate, now: Date): Promise<BindOutcome> {
      try {
        return await db.transaction(async (tx) => {
          await lockDriver(tx, driverId);
          const holder = await holderOf(tx, plate);
          if (holder)
            return holder.driverId === driverId ? { kind: 'alreadyMine', plate: holder } : { kind: 'boundByOther' };
          const [{ n } = { n: 0 }] = await tx
            .select({ n: count() })
            .from(driverPlates)
            .where(and(eq(driverPlates.driverId, driverId), active));
          if (n >= MAX_PLATES_PER_DRIVER) return { kind: 'limitReached' };
          return { kind: 'bound', plate: await insertBinding(tx, driverId, plate, now) };
        });
      } catch (error) {
        // Another driver bound the same plate between our check and our insert.
        if (isUniqueViolation(error)) {
          const holder = await holderOf(db, plate);
          if (holder?.driverId === driverId) return { kind: 'alreadyMine', plate: holder };
          return { kind: 'boundByOther' };
        }
        throw error;
      }
    },

    /** Ends the driver's binding of a plate; another plate becomes the default if this one was. False if not theirs. */
    async unbind(driverId: string, plateId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockDriver(tx, driverId);
        const ended = await tx
          .update(driverPlates)
          .set({ unboundAt: now, unbindReason: 'driver', isDefault: false, updatedAt: now })
          .where(and(eq(driverPlates.id, plateId), eq(driverPlates.driverId, driverId), active))
          .returning({ id: driverPlates.id });
        if (ended.length === 0) return false;
        await ensureDefault(tx, driverId, now);
        return true;
      });
    },

    /** Makes one of the driver's plates the default (and no other). False if not theirs. */
    async setDefault(driverId: string, plateId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockDriver(tx, driverId);
        const [target] = await tx
          .select({ id: driverPlates.id })
          .from(driverPlates)
          .where(and(eq(driverPlates.id, plateId), eq(driverPlates.driverId, driverId), active));
        if (!target) return false;
        await tx
          .update(driverPlates)
          .set({ isDefault: false, updatedAt: now })
          .where(
            and(eq(driverPlates.driverId, driverId), eq(driverPlates.isDefault, true), ne(driverPlates.id, plateId)),
          );
        await tx.update(driverPlates).set({ isDefault: true, updatedAt: now }).where(eq(driverPlates.id, plateId));
        return true;
      });
    },

    async setDeductionOrder(driverId: string, plateId: string, order: DeductionOrder, now: Date): Promise<boolean> {
      const updated = await db
        .update(driverPlates)
        .set({ deductionOrder: order, updatedAt: now })
        .where(and(eq(driverPlates.id, plateId), eq(driverPlates.driverId, driverId), active))
        .returning({ id: driverPlates.id });
      return updated.length > 0;
    },

    /**
     * Moves a plate to a driver whose certification was approved: whoever has it bound loses it (reason certified)
     * and the driver gets it, past the plate limit if need be (a reviewer decided). Runs in the caller's transaction.
     */
    async transferInTx(tx: Db, driverId: string, plate: StoredPlate, now: Date): Promise<void> {
      await lockDriver(tx, driverId);
      const holder = await holderOf(tx, plate);
      if (holder?.driverId === driverId) return;
      if (holder) {
        await tx
          .update(driverPlates)
          .set({ unboundAt: now, unbindReason: 'certified', isDefault: false, updatedAt: now })
          .where(eq(driverPlates.id, holder.id));
        await ensureDefault(tx, holder.driverId, now);
      }
      await insertBinding(tx, driverId, plate, now);
    },

    /** Ends every binding of a deleted account. Safe to run twice. */
    async unbindAllOf(driverId: string, now: Date): Promise<void> {
      await db
        .update(driverPlates)
        .set({ unboundAt: now, unbindReason: 'deleted', isDefault: false, updatedAt: now })
        .where(and(eq(driverPlates.driverId, driverId), active));
    },
  };
}
export type PlatesRepository = ReturnType<typeof createPlatesRepository>;
