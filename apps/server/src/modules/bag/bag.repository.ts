import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { BagApplicationStatus, type PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { arrayValuesAmong } from '../../db/array-values';
import { offsetOf } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import {
  bagApplications,
  bagCancellations,
  bagParks,
  bagPlanPayments,
  bagPlanPlates,
  bagPlans,
  bagProducts,
  bagReminders,
  bagRenewals,
} from '../../db/schema/bag';
import { parks } from '../../db/schema/parks';

/** Matches no park: an `in` list that must not be empty (a park-scoped operator with no park sees nothing). */
export const NO_PARK = '00000000-0000-0000-0000-000000000000';

type QueueScope = { parkIds?: readonly string[] | undefined; parkId?: string | undefined };
/** A dealer's applications in scope (the review queue): among `parkIds` (none when empty) and of `parkId`, if given. */
const applicationsInScope = (dealerId: string, { parkIds, parkId }: QueueScope) =>
  and(
    eq(bagApplications.dealerId, dealerId),
    parkIds ? inArray(bagApplications.parkId, [...parkIds, NO_PARK]) : undefined,
    parkId ? eq(bagApplications.parkId, parkId) : undefined,
  );

export type BagParkRow = typeof bagParks.$inferSelect & { name: string; address: string; totalSpaces: number };
export type BagProductRow = typeof bagProducts.$inferSelect;
export type BagApplicationRow = typeof bagApplications.$inferSelect;
export type BagPlanRow = typeof bagPlans.$inferSelect;
export type BagPlanPlateRow = typeof bagPlanPlates.$inferSelect;
export type BagRenewalRow = typeof bagRenewals.$inferSelect;
export type BagPlanPaymentRow = typeof bagPlanPayments.$inferSelect;
export type BagCancellationRow = typeof bagCancellations.$inferSelect;

const parkColumns = {
  parkId: bagParks.parkId,
  dealerId: bagParks.dealerId,
  quotaShare: bagParks.quotaShare,
  autoApprove: bagParks.autoApprove,
  lateRenewDays: bagParks.lateRenewDays,
  lateRenewFrom: bagParks.lateRenewFrom,
  startsNextDay: bagParks.startsNextDay,
  needsProof: bagParks.needsProof,
  notice: bagParks.notice,
  updatedAt: bagParks.updatedAt,
  name: parks.name,
  address: parks.address,
  totalSpaces: parks.totalSpaces,
};

/**
 * Spaces a park's plans hold at `now`: plans not yet ended, applications being paid, and renewals being paid of
 * plans that have ended (a plan in force already holds its space).
 */
const heldSql = (parkIds: string[], now: Date) => {
  const ids = sql`(${sql.join(
    parkIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    select park_id, sum(n)::int as held from (
      select park_id, count(*) as n from bag_plans where park_id in ${ids} and valid_until > ${at} group by park_id
      union all
      select park_id, count(*) from bag_applications where park_id in ${ids} and status = 'paying' group by park_id
      union all
      select p.park_id, count(*) from bag_renewals r join bag_plans p on p.id = r.plan_id
        where p.park_id in ${ids} and r.status = 'open' and p.valid_until <= ${at} group by p.park_id
    ) held group by park_id`;
};

/** Monthly plans' rows; every write runs in the caller's transaction when given one (`db` is then the tx). */
export function createBagRepository(db: Db) {
  return {
    async park(dealerId: string, parkId: string, via: Db = db): Promise<BagParkRow | undefined> {
      const [row] = await via
        .select(parkColumns)
        .from(bagParks)
        .innerJoin(parks, eq(parks.id, bagParks.parkId))
        .where(and(eq(bagParks.parkId, parkId), eq(bagParks.dealerId, dealerId)));
      return row;
    },

    async parkOfDealer(dealerId: string, parkId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: parks.id })
        .from(parks)
        .where(and(eq(parks.id, parkId), eq(parks.dealerId, dealerId)));
      return row !== undefined;
    },

    /** Takes the park's plan lock until the transaction ends: every space hold is counted under it. */
    async lockPark(tx: Db, parkId: string): Promise<void> {
      await tx.select({ parkId: bagParks.parkId }).from(bagParks).where(eq(bagParks.parkId, parkId)).for('update');
    },

    async held(parkIds: string[], now: Date, via: Db = db): Promise<Map<string, number>> {
      const held = new Map<string, number>();
      if (parkIds.length === 0) return held;
      const rows = await queryRows<{ park_id: string; held: number }>(via, heldSql(parkIds, now));
      for (const row of rows) held.set(row.park_id, Number(row.held));
      return held;
    },

    /** Plan settings of the parks among `parkIds` that sell plans. */
    async parksAmong(parkIds: string[]): Promise<BagParkRow[]> {
      if (parkIds.length === 0) return [];
      return db
        .select(parkColumns)
        .from(bagParks)
        .innerJoin(parks, eq(parks.id, bagParks.parkId))
        .where(inArray(bagParks.parkId, parkIds));
    },

    async upsertPark(values: typeof bagParks.$inferInsert, now: Date): Promise<void> {
      const { parkId: _key, dealerId: _dealer, ...changes } = values;
      await db
        .insert(bagParks)
        .values(values)
        .onConflictDoUpdate({ target: bagParks.parkId, set: { ...changes, updatedAt: now } });
    },

    async products(parkId: string, onSaleOnly: boolean): Promise<BagProductRow[]> {
      return db
        .select()
        .from(bagProducts)
        .where(and(eq(bagProducts.parkId, parkId), onSaleOnly ? eq(bagProducts.onSale, true) : undefined))
        .orderBy(asc(bagProducts.vehicleClass), asc(bagProducts.priceFen));
    },

    async product(id: string, via: Db = db): Promise<BagProductRow | undefined> {
      const [row] = await via.select().from(bagProducts).where(eq(bagProducts.id, id));
      return row;
    },

    async upsertProduct(values: typeof bagProducts.$inferInsert, now: Date): Promise<BagProductRow> {
      const [row] = await db
        .insert(bagProducts)
        .values(values)
        .onConflictDoUpdate({
          target: [bagProducts.parkId, bagProducts.kind, bagProducts.vehicleClass],
          set: {
            priceFen: values.priceFen,
            windows: values.windows ?? null,
            onSale: values.onSale ?? true,
            updatedAt: now,
          },
        })
        .returning();
      return row!;
    },

    async insertApplication(values: typeof bagApplications.$inferInsert): Promise<BagApplicationRow> {
      const [row] = await db.insert(bagApplications).values(values).returning();
      return row!;
    },

    async application(id: string, via: Db = db, { lock = false } = {}): Promise<BagApplicationRow | undefined> {
      const query = via.select().from(bagApplications).where(eq(bagApplications.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async applicationsOf(driverId: string): Promise<BagApplicationRow[]> {
      return db
        .select()
        .from(bagApplications)
        .where(eq(bagApplications.driverId, driverId))
        .orderBy(desc(bagApplications.createdAt))
        .limit(50);
    },

    async queue(dealerId: string, status: string | undefined, paging: PageQuery, scope: QueueScope = {}) {
      const where = and(
        applicationsInScope(dealerId, scope),
        status ? eq(bagApplications.status, status as BagApplicationRow['status']) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bagApplications)
          .where(where)
          .orderBy(asc(bagApplications.createdAt))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(bagApplications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async updateApplication(
      id: string,
      changes: Partial<typeof bagApplications.$inferInsert>,
      now: Date,
      via: Db = db,
      onlyIf?: ReturnType<typeof and>,
    ): Promise<BagApplicationRow | undefined> {
      const [row] = await via
        .update(bagApplications)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(bagApplications.id, id), onlyIf))
        .returning();
      return row;
    },

    /** Open applications (not refused, withdrawn or paid) of the driver at the park holding one of the plates. */
    async openApplicationWith(driverId: string, parkId: string, plateNos: string[], exceptId?: string) {
      const rows = await db
        .select()
        .from(bagApplications)
        .where(
          and(
            eq(bagApplications.driverId, driverId),
            eq(bagApplications.parkId, parkId),
            inArray(bagApplications.status, [
              BagApplicationStatus.PENDING,
              BagApplicationStatus.MORE_INFO,
              BagApplicationStatus.APPROVED,
              BagApplicationStatus.PAYING,
            ]),
            exceptId ? ne(bagApplications.id, exceptId) : undefined,
          ),
        );
      return rows.find((row) => row.plates.some((p) => plateNos.includes(p.plateNo)));
    },

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

    async insertRenewal(tx: Db, values: typeof bagRenewals.$inferInsert): Promise<BagRenewalRow> {
      const [row] = await tx.insert(bagRenewals).values(values).returning();
      return row!;
    },

    /** The open renewal of a plan priced the same way (a retried renew call reuses it: same purchase ref). */
    async openRenewal(
      tx: Db,
      planId: string,
      basedOnUntil: Date,
      periodFrom: Date,
    ): Promise<BagRenewalRow | undefined> {
      const [row] = await tx
        .select()
        .from(bagRenewals)
        .where(
          and(
            eq(bagRenewals.planId, planId),
            eq(bagRenewals.status, 'open'),
            eq(bagRenewals.basedOnUntil, basedOnUntil),
            eq(bagRenewals.periodFrom, periodFrom),
          ),
        );
      return row;
    },

    async renewalByKey(tx: Db, planId: string, requestKey: string): Promise<BagRenewalRow | undefined> {
      const [row] = await tx
        .select()
        .from(bagRenewals)
        .where(and(eq(bagRenewals.planId, planId), eq(bagRenewals.requestKey, requestKey)));
      return row;
    },

    async renewal(id: string, tx: Db): Promise<BagRenewalRow | undefined> {
      const [row] = await tx.select().from(bagRenewals).where(eq(bagRenewals.id, id)).for('update');
      return row;
    },

    async setRenewalStatus(tx: Db, id: string, status: BagRenewalRow['status'], onlyIfOpen = true): Promise<boolean> {
      const rows = await tx
        .update(bagRenewals)
        .set({ status })
        .where(and(eq(bagRenewals.id, id), onlyIfOpen ? eq(bagRenewals.status, 'open') : undefined))
        .returning({ id: bagRenewals.id });
      return rows.length > 0;
    },

    /** Plans ending within (now, until]: the candidates of a reminder round. */
    async endingBetween(now: Date, until: Date) {
      return db
        .select({
          id: bagPlans.id,
          dealerId: bagPlans.dealerId,
          driverId: bagPlans.driverId,
          phone: bagPlans.phone,
          validUntil: bagPlans.validUntil,
          kind: bagPlans.kind,
          parkName: parks.name,
        })
        .from(bagPlans)
        .innerJoin(parks, eq(parks.id, bagPlans.parkId))
        .where(and(gt(bagPlans.validUntil, now), lte(bagPlans.validUntil, until)));
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

    /** A cancel request; undefined when one of the plan is already waiting (the partial unique index). */
    async insertCancellation(
      tx: Db,
      values: typeof bagCancellations.$inferInsert,
    ): Promise<BagCancellationRow | undefined> {
      const [row] = await tx.insert(bagCancellations).values(values).onConflictDoNothing().returning();
      return row;
    },

    async latestCancellations(planIds: string[]): Promise<Map<string, BagCancellationRow>> {
      const latest = new Map<string, BagCancellationRow>();
      if (planIds.length === 0) return latest;
      const rows = await db
        .select()
        .from(bagCancellations)
        .where(inArray(bagCancellations.planId, planIds))
        .orderBy(asc(bagCancellations.createdAt));
      for (const row of rows) latest.set(row.planId, row);
      return latest;
    },

    async cancellation(id: string, via: Db = db, { lock = false } = {}): Promise<BagCancellationRow | undefined> {
      const query = via.select().from(bagCancellations).where(eq(bagCancellations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async cancellationQueue(dealerId: string, status: BagCancellationRow['status'] | undefined, paging: PageQuery) {
      const where = and(
        eq(bagCancellations.dealerId, dealerId),
        status ? eq(bagCancellations.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bagCancellations)
          .where(where)
          .orderBy(asc(bagCancellations.createdAt))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(bagCancellations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Decides a waiting request; undefined when it was decided meanwhile (a concurrent review). */
    async decideCancellation(
      tx: Db,
      id: string,
      changes: Pick<BagCancellationRow, 'status' | 'reviewReason' | 'reviewedBy' | 'refundFen' | 'decidedAt'>,
    ): Promise<BagCancellationRow | undefined> {
      const [row] = await tx
        .update(bagCancellations)
        .set(changes)
        .where(and(eq(bagCancellations.id, id), eq(bagCancellations.status, 'pending')))
        .returning();
      return row;
    },

    picturesAmong: async (urls: readonly string[]): Promise<string[]> => [
      ...new Set([
        ...(await arrayValuesAmong(db, bagApplications, bagApplications.licencePictures, urls)),
        ...(await arrayValuesAmong(db, bagApplications, bagApplications.proofPictures, urls)),
      ]),
    ],

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
export type BagRepository = ReturnType<typeof createBagRepository>;
