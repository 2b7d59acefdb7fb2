import type { DeductionOrder } from '@parking/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { autoPayPlates, withholdingCharges } from '../../db/schema/wallet';
import { plateReads } from '../vehicles';
import type { WalletOwner } from './wallet-balances.repository';
import { ownedBy } from './wallet-balances.repository';

export type ChargeRow = typeof withholdingCharges.$inferSelect;

/** A plate a stay was parked under. */
export interface AskedPlate {
  dealerId: string;
  plateNo: string;
  plateColor: number;
}
export interface AutoPayer {
  driverId: string;
  deductionOrder: DeductionOrder;
}

/** Auto-pay: the plates it pays for and its charges of stays. */
export function autoPayOf(db: Db) {
  return {
    // --- auto-pay plates and charges -------------------------------------------------------------------------

    async enabledPlateIds(owner: WalletOwner): Promise<Set<string>> {
      const rows = await db
        .select({ plateId: autoPayPlates.plateId })
        .from(autoPayPlates)
        .where(ownedBy(autoPayPlates, owner));
      return new Set(rows.map((r) => r.plateId));
    },

    async enablePlate(owner: WalletOwner, plateId: string, at: Date): Promise<void> {
      await db
        .insert(autoPayPlates)
        .values({ plateId, dealerId: owner.dealerId, driverId: owner.driverId, enabledAt: at })
        .onConflictDoNothing();
    },

    async disablePlate(owner: WalletOwner, plateId: string): Promise<void> {
      await db
        .delete(autoPayPlates)
        .where(and(eq(autoPayPlates.plateId, plateId), eq(autoPayPlates.driverId, owner.driverId)));
    },

    /**
     * Who pays each plate's fees automatically at its dealer: the driver who has it bound now and opted it in, with
     * the plate's deduction order; undefined when nobody did. Two reads whatever the number of plates, answers in order.
     */
    async autoPayersOf(plates: readonly AskedPlate[]): Promise<(AutoPayer | undefined)[]> {
      const bound = await plateReads.boundNowOf(db, plates);
      if (bound.length === 0) return plates.map(() => undefined);
      const optedIn = new Set(
        (
          await db
            .select({ plateId: autoPayPlates.plateId })
            .from(autoPayPlates)
            .where(
              inArray(
                autoPayPlates.plateId,
                bound.map((plate) => plate.id),
              ),
            )
        ).map((o) => o.plateId),
      );
      return plates.map((asked) => {
        const plate = bound.find(
          (p) =>
            p.dealerId === asked.dealerId &&
            p.plateNo === asked.plateNo &&
            p.plateColor === asked.plateColor &&
            optedIn.has(p.id),
        );
        return plate && { driverId: plate.driverId, deductionOrder: plate.deductionOrder };
      });
    },

    /** The withholding charges of these queued orders, in one insert. */
    async insertCharges(values: (typeof withholdingCharges.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(withholdingCharges).values(values);
    },

    async dueCharges(now: Date, limit: number): Promise<ChargeRow[]> {
      return db
        .select()
        .from(withholdingCharges)
        .where(and(eq(withholdingCharges.state, 'queued'), lte(withholdingCharges.nextAttemptAt, now)))
        .orderBy(asc(withholdingCharges.nextAttemptAt))
        .limit(limit);
    },

    /** queued → submitted or refused, once. */
    async settleCharge(orderId: string, state: 'submitted' | 'refused', at: Date, lastError?: string) {
      const [row] = await db
        .update(withholdingCharges)
        .set({ state, updatedAt: at, attempts: sql`${withholdingCharges.attempts} + 1`, lastError: lastError ?? null })
        .where(and(eq(withholdingCharges.orderId, orderId), eq(withholdingCharges.state, 'queued')))
        .returning();
      return row;
    },

    async rescheduleCharge(orderId: string, nextAttemptAt: Date, lastError: string, at: Date): Promise<void> {
      await db
        .update(withholdingCharges)
        .set({ nextAttemptAt, lastError, attempts: sql`${withholdingCharges.attempts} + 1`, updatedAt: at })
        .where(and(eq(withholdingCharges.orderId, orderId), eq(withholdingCharges.state, 'queued')));
    },
  };
}
