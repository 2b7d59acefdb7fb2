import type { Page, PageQuery, PlateMaterialPurpose, PlateMaterialStatus } from '@parking/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { arrayValuesAmong } from '../../db/array-values';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf, pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/errors';
import { plateMaterials } from '../../db/schema/vehicles';
import { plateIs } from '../../db/plates';
import { driverGroupsPort, driverReads } from '../driver';
import { plateReads } from './plate-reads';
import type { StoredPlate } from './plates.repository';

export type MaterialRow = typeof plateMaterials.$inferSelect;

/** A material with its group's code and name, as both sides show it. */
export interface MaterialView extends MaterialRow {
  groupCode: string | null;
  groupName: string | null;
}

/** A material as reviewers see it: with the applicant's phone. */
export interface ReviewView extends MaterialView {
  driverPhone: string | null;
}

export interface NewMaterial {
  dealerId: string;
  driverId: string;
  plate: StoredPlate;
  purpose: PlateMaterialPurpose;
  groupId: string | null;
  ownerName: string;
  pictures: string[];
  remark: string;
}

export interface MaterialFieldsUpdate {
  groupId: string | null;
  ownerName: string;
  pictures: string[];
  remark: string;
}

const OPEN: PlateMaterialStatus[] = ['pending', 'rejected'];

const samePlate = (plate: Pick<StoredPlate, 'plateNo' | 'plateColor'>) => and(...plateIs(plateMaterials, plate));

/** Certification materials. Driver reads are scoped by driver, reviewer reads by dealer. */
export function createMaterialsRepository(db: Db) {
  // Driver's subqueries, joined as the tables were (one query each).
  const driverGroups = driverGroupsPort.names(db);
  const drivers = driverReads.phonesView(db);
  const selectView = (tx: Db = db) =>
    tx
      .select({ material: plateMaterials, groupCode: driverGroups.code, groupName: driverGroups.name })
      .from(plateMaterials)
      .leftJoin(driverGroups, eq(driverGroups.id, plateMaterials.groupId));
  type Joined = { material: MaterialRow; groupCode: string | null; groupName: string | null };
  const view = ({ material, groupCode, groupName }: Joined): MaterialView => ({ ...material, groupCode, groupName });
  /** Materials with their group and the applicant's phone, for reviewers. */
  const selectForReview = () =>
    db
      .select({
        material: plateMaterials,
        groupCode: driverGroups.code,
        groupName: driverGroups.name,
        driverPhone: drivers.phone,
      })
      .from(plateMaterials)
      .innerJoin(drivers, eq(drivers.id, plateMaterials.driverId))
      .leftJoin(driverGroups, eq(driverGroups.id, plateMaterials.groupId));
  const reviewView = (row: Joined & { driverPhone: string | null }): ReviewView => ({
    ...view(row),
    driverPhone: row.driverPhone,
  });

  return {
    /** Inserts a pending material; undefined when the driver already has an open one for the plate and purpose. */
    async create(input: NewMaterial, now: Date): Promise<MaterialRow | undefined> {
      try {
        const [row] = await db
          .insert(plateMaterials)
          .values({
            dealerId: input.dealerId,
            driverId: input.driverId,
            plateNo: input.plate.plateNo,
            plateColor: input.plate.plateColor,
            purpose: input.purpose,
            groupId: input.groupId,
            ownerName: input.ownerName,
            pictures: input.pictures,
            remark: input.remark,
            submittedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async findOfDriver(driverId: string, id: string): Promise<MaterialView | undefined> {
      const [row] = await selectView().where(and(eq(plateMaterials.id, id), eq(plateMaterials.driverId, driverId)));
      return row && view(row);
    },

    /** The driver's materials, newest first; of one plate when given. */
    async listOfDriver(driverId: string, plate?: Pick<StoredPlate, 'plateNo' | 'plateColor'>): Promise<MaterialView[]> {
      const where: SQL[] = [eq(plateMaterials.driverId, driverId)];
      if (plate) where.push(samePlate(plate)!);
      const rows = await selectView()
        .where(and(...where))
        .orderBy(desc(plateMaterials.submittedAt), desc(plateMaterials.id));
      return rows.map(view);
    },

    /** The statuses the driver's materials of one plate and purpose have had (disabled closes the plate). */
    async statusesOf(driverId: string, plate: StoredPlate, purpose: PlateMaterialPurpose): Promise<string[]> {
      const rows = await db
        .select({ status: plateMaterials.status })
        .from(plateMaterials)
        .where(and(eq(plateMaterials.driverId, driverId), samePlate(plate), eq(plateMaterials.purpose, purpose)));
      return rows.map((r) => r.status);
    },

    /** Edits an open material and puts it back in the queue; false when it is no longer open. */
    async resubmit(driverId: string, id: string, fields: MaterialFieldsUpdate, now: Date): Promise<boolean> {
      const updated = await db
        .update(plateMaterials)
        .set({ ...fields, status: 'pending', rejectReason: '', submittedAt: now, updatedAt: now })
        .where(
          and(eq(plateMaterials.id, id), eq(plateMaterials.driverId, driverId), inArray(plateMaterials.status, OPEN)),
        )
        .returning({ id: plateMaterials.id });
      return updated.length > 0;
    },

    /** A page of the dealer's materials for reviewers: pending ones oldest first, others newest first. */
    async forReview(
      dealerId: string,
      status: PlateMaterialStatus | undefined,
      page: PageQuery,
      purpose?: PlateMaterialPurpose,
    ): Promise<Page<ReviewView>> {
      const where = and(
        eq(plateMaterials.dealerId, dealerId),
        status ? eq(plateMaterials.status, status) : undefined,
        purpose ? eq(plateMaterials.purpose, purpose) : undefined,
      );
      const order =
        status === 'pending'
          ? [asc(plateMaterials.submittedAt), asc(plateMaterials.id)]
          : [desc(plateMaterials.submittedAt), desc(plateMaterials.id)];
      const { results, totalRecord } = await fetchPage(
        selectForReview()
          .where(where)
          .orderBy(...order)
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(plateMaterials).where(where),
      );
      return pageOf(results.map(reviewView), totalRecord);
    },

    async findForReview(dealerId: string, id: string): Promise<ReviewView | undefined> {
      const [row] = await selectForReview().where(
        and(eq(plateMaterials.id, id), eq(plateMaterials.dealerId, dealerId)),
      );
      return row && reviewView(row);
    },

    /** Who other than `driverId` has the material's plate bound now. */
    async otherHolderOf(material: MaterialRow): Promise<string | null> {
      const [row] = await plateReads.boundNow(db, material.dealerId, material.plateNo, material.plateColor);
      return row && row.driverId !== material.driverId ? row.driverId : null;
    },

    /**
     * Locks a pending material of the dealer for a decision, inside the caller's transaction; undefined when there is
     * none (unknown, another dealer's, or already decided).
     */
    async lockPendingInTx(tx: Db, dealerId: string, id: string): Promise<MaterialRow | undefined> {
      const [row] = await tx
        .select()
        .from(plateMaterials)
        .where(
          and(eq(plateMaterials.id, id), eq(plateMaterials.dealerId, dealerId), eq(plateMaterials.status, 'pending')),
        )
        .for('update');
      return row;
    },

    async decideInTx(
      tx: Db,
      id: string,
      decision: { status: PlateMaterialStatus; rejectReason: string; rejections: number; operatorId: string },
      now: Date,
    ): Promise<void> {
      await tx
        .update(plateMaterials)
        .set({
          status: decision.status,
          rejectReason: decision.rejectReason,
          rejections: decision.rejections,
          reviewedAt: now,
          reviewedBy: decision.operatorId,
          updatedAt: now,
        })
        .where(eq(plateMaterials.id, id));
    },

    /** Adds the driver to a group (special-group approval); nothing if already a member. */
    async joinGroupInTx(tx: Db, groupId: string, driverId: string, now: Date): Promise<void> {
      await driverGroupsPort.join(tx, groupId, driverId, now);
    },

    /** The dealer's driver groups, for special-group certifications. */
    async groupsOf(dealerId: string) {
      return driverGroupsPort.ofDealer(db, dealerId);
    },

    /** The picUrls among `urls` that some material shows (the pictures sweep keeps those). */
    picturesAmong: (urls: readonly string[]) => arrayValuesAmong(db, plateMaterials, plateMaterials.pictures, urls),

    /** Removes a deleted account's materials: licence pictures and names are personal data. Safe to run twice. */
    async eraseOf(driverId: string): Promise<void> {
      await db.delete(plateMaterials).where(eq(plateMaterials.driverId, driverId));
    },
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
