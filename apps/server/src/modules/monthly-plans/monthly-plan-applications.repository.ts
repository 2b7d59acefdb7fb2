import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { BagApplicationStatus, type PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { arrayValuesAmong } from '../../db/array-values';
import { tablePage } from '../../db/paging';
import { bagApplications } from '../../db/schema/monthly-plans';
import { NO_PARK } from './monthly-plan-parks.repository';

type QueueScope = { parkIds?: readonly string[] | undefined; parkId?: string | undefined };

/** A dealer's applications in scope (the review queue): among `parkIds` (none when empty) and of `parkId`, if given. */
const applicationsInScope = (dealerId: string, { parkIds, parkId }: QueueScope) =>
  and(
    eq(bagApplications.dealerId, dealerId),
    parkIds ? inArray(bagApplications.parkId, [...parkIds, NO_PARK]) : undefined,
    parkId ? eq(bagApplications.parkId, parkId) : undefined,
  );

export type BagApplicationRow = typeof bagApplications.$inferSelect;

/** Applications for a plan and their review queue. */
export function monthlyPlanApplicationsOf(db: Db) {
  return {
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
      return tablePage(db, bagApplications, where, [asc(bagApplications.createdAt)], paging);
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

    picturesAmong: async (urls: readonly string[]): Promise<string[]> => [
      ...new Set([
        ...(await arrayValuesAmong(db, bagApplications, bagApplications.licencePictures, urls)),
        ...(await arrayValuesAmong(db, bagApplications, bagApplications.proofPictures, urls)),
      ]),
    ],
  };
}
