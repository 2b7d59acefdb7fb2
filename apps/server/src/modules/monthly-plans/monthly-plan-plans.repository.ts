import { and, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagApplications, bagPlanPayments, bagPlanPlates, bagPlans, bagReminders } from '../../db/schema/monthly-plans';
import { parkNamesOf } from '../parks';

export type BagPlanRow = typeof bagPlans.$inferSelect;

export type BagPlanPlateRow = typeof bagPlanPlates.$inferSelect;

export type BagPlanPaymentRow = typeof bagPlanPayments.$inferSelect;

/** Plans in force, their plates, payments and reminders. */
export function monthlyPlansOf(db: Db) {
  return {
    /** A plan of the park carrying one of the plates that has not ended by `from`. */
    async planWithPlate(parkId: string, plateNos: string[], from: Date, via: Db = db, exceptPlanId?: string) {
      const [row] = await via
        .select({ planId: bagPlans.id, plateNo: bagPlanPlates.plateNo })
        .from(bagPlanPlates)
        .innerJoin(bagPlans, eq(bagPlans.id, bagPlanPlates.planId))
        .where(
          and(
            eq(bagPlanPlates.parkId, parkId),
            inArray(bagPlanPlates.plateNo, plateNos),
            gt(bagPlans.validUntil, from),
            // A used-up card (储值卡, 储次卡, 储天卡 at 0) no longer stands in the way of a new plan.
            or(isNull(bagPlans.balance), gt(bagPlans.balance, 0)),
            exceptPlanId ? ne(bagPlans.id, exceptPlanId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    async insertPlan(
      tx: Db,
      plan: typeof bagPlans.$inferInsert,
      plates: { plateNo: string; plateColor: number }[],
    ): Promise<BagPlanRow> {
      const [row] = await tx.insert(bagPlans).values(plan).returning();
      await tx
        .insert(bagPlanPlates)
        .values(
          plates.map((p) => ({ planId: row!.id, parkId: plan.parkId, plateNo: p.plateNo, plateColor: p.plateColor })),
        );
      return row!;
    },

    async plan(id: string, via: Db = db, { lock = false } = {}): Promise<BagPlanRow | undefined> {
      const query = via.select().from(bagPlans).where(eq(bagPlans.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async plansOf(driverId: string): Promise<BagPlanRow[]> {
      return db.select().from(bagPlans).where(eq(bagPlans.driverId, driverId)).orderBy(desc(bagPlans.validUntil));
    },

    async platesOf(planIds: string[], via: Db = db): Promise<BagPlanPlateRow[]> {
      if (planIds.length === 0) return [];
      return via.select().from(bagPlanPlates).where(inArray(bagPlanPlates.planId, planIds));
    },

    async setValidity(tx: Db, planId: string, validity: { validFrom: Date; validUntil: Date }, now: Date) {
      await tx
        .update(bagPlans)
        .set({ ...validity, updatedAt: now })
        .where(eq(bagPlans.id, planId));
    },

    async insertPayment(tx: Db, values: typeof bagPlanPayments.$inferInsert): Promise<void> {
      await tx.insert(bagPlanPayments).values(values);
    },

    async paymentsOf(planId: string, via: Db = db): Promise<BagPlanPaymentRow[]> {
      return via
        .select()
        .from(bagPlanPayments)
        .where(eq(bagPlanPayments.planId, planId))
        .orderBy(desc(bagPlanPayments.paidAt));
    },

    /** The payments of several plans (a page of the operator's list) in one read, each plan's newest first. */
    async paymentsOfPlans(planIds: string[]): Promise<Map<string, BagPlanPaymentRow[]>> {
      const byPlan = new Map<string, BagPlanPaymentRow[]>(planIds.map((id) => [id, []]));
      if (planIds.length === 0) return byPlan;
      const rows = await db
        .select()
        .from(bagPlanPayments)
        .where(inArray(bagPlanPayments.planId, planIds))
        .orderBy(desc(bagPlanPayments.paidAt));
      for (const row of rows) byPlan.get(row.planId)?.push(row);
      return byPlan;
    },

    /** Plans ending within (now, until]: the candidates of a reminder round. */
    async endingBetween(now: Date, until: Date) {
      const rows = await db
        .select({
          id: bagPlans.id,
          dealerId: bagPlans.dealerId,
          driverId: bagPlans.driverId,
          phone: bagPlans.phone,
          validUntil: bagPlans.validUntil,
          kind: bagPlans.kind,
          parkId: bagPlans.parkId,
        })
        .from(bagPlans)
        .where(and(gt(bagPlans.validUntil, now), lte(bagPlans.validUntil, until)));
      const names = await parkNamesOf(db)(rows.map((row) => row.parkId));
      return rows.flatMap(({ parkId, ...row }) => {
        const parkName = names.get(parkId);
        return parkName === undefined ? [] : [{ ...row, parkName }];
      });
    },

    /** Records a reminder; false when it was already sent (another node, an earlier round). */
    async claimReminder(tx: Db, values: typeof bagReminders.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(bagReminders)
        .values(values)
        .onConflictDoNothing()
        .returning({ planId: bagReminders.planId });
      return rows.length > 0;
    },

    /** Ends a plan early at `endsAt` (kept within its validity); a card's balance goes with it. */
    async endPlan(tx: Db, plan: BagPlanRow, endsAt: Date, now: Date): Promise<BagPlanRow> {
      const end = new Date(Math.min(Math.max(endsAt.getTime(), plan.validFrom.getTime()), plan.validUntil.getTime()));
      const [row] = await tx
        .update(bagPlans)
        .set({ validUntil: end, balance: plan.balance === null ? null : 0, endedAt: now, updatedAt: now })
        .where(eq(bagPlans.id, plan.id))
        .returning();
      return row!;
    },

    async addPlate(tx: Db, plan: BagPlanRow, plate: { plateNo: string; plateColor: number }): Promise<void> {
      await tx.insert(bagPlanPlates).values({ planId: plan.id, parkId: plan.parkId, ...plate });
    },

    async removePlate(tx: Db, planId: string, plateNo: string): Promise<boolean> {
      const rows = await tx
        .delete(bagPlanPlates)
        .where(and(eq(bagPlanPlates.planId, planId), eq(bagPlanPlates.plateNo, plateNo)))
        .returning({ plateNo: bagPlanPlates.plateNo });
      return rows.length > 0;
    },

    /** Account deletion: the applicant's personal data goes; plans keep their plates and validity (paid for). */
    async erasePersonalData(driverId: string, now: Date): Promise<string[]> {
      const rows = await db
        .select({ licence: bagApplications.licencePictures, proof: bagApplications.proofPictures })
        .from(bagApplications)
        .where(eq(bagApplications.driverId, driverId));
      await db
        .update(bagApplications)
        .set({ applicantName: '', phone: '', idNumber: '', licencePictures: [], proofPictures: [], updatedAt: now })
        .where(eq(bagApplications.driverId, driverId));
      await db.update(bagPlans).set({ phone: '', updatedAt: now }).where(eq(bagPlans.driverId, driverId));
      return rows.flatMap((r) => [...r.licence, ...r.proof]);
    },
  };
}
