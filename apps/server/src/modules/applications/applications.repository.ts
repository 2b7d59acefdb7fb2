import type { PageQuery } from '@parking/contracts';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayValuesAmong } from '../../db/array-values';
import { tablePage } from '../../db/paging';
import { benefitApplications, benefitProgrammes } from '../../db/schema/applications';

export type ProgrammeRow = typeof benefitProgrammes.$inferSelect;
export type ApplicationRow = typeof benefitApplications.$inferSelect;
export type NewApplication = typeof benefitApplications.$inferInsert;
export type ProgrammeValues = Omit<
  typeof benefitProgrammes.$inferInsert,
  'id' | 'dealerId' | 'createdAt' | 'updatedAt'
>;

const a = benefitApplications;
const p = benefitProgrammes;

/** The applications module's tables; every read names the dealer or the driver it belongs to. */
export function createApplicationsRepository(db: Db) {
  return {
    async programmes(dealerId: string, onlyActive: boolean): Promise<ProgrammeRow[]> {
      return db
        .select()
        .from(p)
        .where(and(eq(p.dealerId, dealerId), onlyActive ? eq(p.active, true) : undefined))
        .orderBy(asc(p.createdAt), asc(p.id));
    },

    async programme(dealerId: string, id: string): Promise<ProgrammeRow | undefined> {
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, id), eq(p.dealerId, dealerId)));
      return row;
    },

    async insertProgramme(dealerId: string, values: ProgrammeValues): Promise<ProgrammeRow> {
      const [row] = await db
        .insert(p)
        .values({ ...values, dealerId })
        .returning();
      return row!;
    },

    async updateProgramme(dealerId: string, id: string, values: ProgrammeValues, at: Date) {
      const [row] = await db
        .update(p)
        .set({ ...values, updatedAt: at })
        .where(and(eq(p.id, id), eq(p.dealerId, dealerId)))
        .returning();
      return row;
    },

    async insertApplication(values: NewApplication): Promise<ApplicationRow> {
      const [row] = await db.insert(a).values(values).returning();
      return row!;
    },

    /** The newest approval of this plate for this programme, to refuse applying again while it lasts. */
    async latestApproval(programmeId: string, plateNo: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(a)
        .where(and(eq(a.programmeId, programmeId), eq(a.plateNo, plateNo), eq(a.state, 'approved')))
        .orderBy(desc(a.validUntil))
        .limit(1);
      return row;
    },

    async ofDriver(driverId: string, id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(a)
        .where(and(eq(a.id, id), eq(a.driverId, driverId)));
      return row;
    },

    async ofDealer(dealerId: string, id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(a)
        .where(and(eq(a.id, id), eq(a.dealerId, dealerId)));
      return row;
    },

    async driverApplications(driverId: string, page: PageQuery) {
      const where = eq(a.driverId, driverId);
      return tablePage(db, a, where, [desc(a.createdAt), desc(a.seq)], page);
    },

    /** A dealer's applications in one stored state, oldest first (the review queue). */
    async queue(dealerId: string, where: SQL | undefined, page: PageQuery) {
      const scoped = and(eq(a.dealerId, dealerId), where);
      return tablePage(db, a, scoped, [asc(a.createdAt), asc(a.seq)], page);
    },

    /** Decides a pending application; undefined when it is no longer pending (decided once, by whoever came first). */
    async decide(
      dealerId: string,
      id: string,
      changes: Pick<NewApplication, 'state' | 'rejectReason' | 'validFrom' | 'validUntil' | 'decidedBy'>,
      at: Date,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(a)
        .set({ ...changes, decidedAt: at, updatedAt: at })
        .where(and(eq(a.id, id), eq(a.dealerId, dealerId), eq(a.state, 'pending')))
        .returning();
      return row;
    },

    async picturesAmong(urls: readonly string[]): Promise<string[]> {
      return arrayValuesAmong(db, a, a.pictures, urls);
    },

    async removeAllOf(driverId: string): Promise<void> {
      await db.delete(a).where(eq(a.driverId, driverId));
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
