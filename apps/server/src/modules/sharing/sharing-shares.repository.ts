import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { ShareStatus } from '@parking/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { stayAsks, type StayAsk } from '../../db/stay-asks';
import { sharingProducts, sharingShares } from '../../db/schema/sharing';
import { driverReads } from '../driver';
import { parkNamesOf } from '../parks';
import { plateReads } from '../vehicles';
import { HOLDING } from './sharing-products.repository';

export type ShareRow = typeof sharingShares.$inferSelect;

/** Shares a driver bought, and the plate and driver checks of a purchase. */
export function sharesOf(db: Db) {
  const sharesWhere = async (where: SQL, limit = 500) => {
    const rows = await db
      .select({ share: sharingShares, product: sharingProducts })
      .from(sharingShares)
      .innerJoin(sharingProducts, eq(sharingProducts.id, sharingShares.productId))
      .where(where)
      .orderBy(desc(sharingShares.createdAt))
      .limit(limit);
    const names = await parkNamesOf(db)(rows.map((row) => row.share.parkId));
    return rows.flatMap((row) => {
      const parkName = names.get(row.share.parkId);
      return parkName === undefined ? [] : [{ ...row, parkName }];
    });
  };
  return {
    /** A holding share of the plate at the park overlapping [from, until). */
    async shareOverlapping(parkId: string, plateNo: string, from: Date, until: Date, via: Db = db) {
      const [row] = await via
        .select({ id: sharingShares.id })
        .from(sharingShares)
        .where(
          and(
            eq(sharingShares.parkId, parkId),
            eq(sharingShares.plateNo, plateNo),
            inArray(sharingShares.status, HOLDING),
            lt(sharingShares.coversFrom, until),
            gt(sharingShares.coversUntil, from),
          ),
        )
        .limit(1);
      return row;
    },

    async insertShare(tx: Db, row: typeof sharingShares.$inferInsert): Promise<ShareRow> {
      const [saved] = await tx.insert(sharingShares).values(row).returning();
      return saved!;
    },

    async share(id: string, via: Db = db, { lock = false } = {}): Promise<ShareRow | undefined> {
      const query = via.select().from(sharingShares).where(eq(sharingShares.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async shareByKey(driverId: string, key: string, via: Db = db): Promise<ShareRow | undefined> {
      const [row] = await via
        .select()
        .from(sharingShares)
        .where(and(eq(sharingShares.driverId, driverId), eq(sharingShares.payKey, key)));
      return row;
    },

    async sharesOf(driverId: string) {
      return sharesWhere(and(eq(sharingShares.driverId, driverId), inArray(sharingShares.status, HOLDING))!);
    },

    /** A park's shares of the dealer, every status, newest first (operators). */
    async sharesOfPark(dealerId: string, parkId: string) {
      return sharesWhere(and(eq(sharingShares.dealerId, dealerId), eq(sharingShares.parkId, parkId))!, 200);
    },

    async updateShare(via: Db, id: string, changes: Partial<ShareRow>, where?: SQL): Promise<ShareRow | undefined> {
      const [row] = await via
        .update(sharingShares)
        .set({ ...changes, updatedAt: new Date() })
        .where(where ? and(eq(sharingShares.id, id), where) : eq(sharingShares.id, id))
        .returning();
      return row;
    },

    /** The order number, once, on a share still without one. */
    async recordOrder(id: string, orderNo: string) {
      await db
        .update(sharingShares)
        .set({ orderNo })
        .where(and(eq(sharingShares.id, id), isNull(sharingShares.orderNo)));
    },

    /** Active shares of a plate at a park whose cover has not ended by `from` (the gate, the violation check). */
    async activeSharesOf(dealerId: string, parkId: string, plateNo: string, from: Date, via: Db = db) {
      return via
        .select()
        .from(sharingShares)
        .where(
          and(
            eq(sharingShares.dealerId, dealerId),
            eq(sharingShares.parkId, parkId),
            eq(sharingShares.plateNo, plateNo),
            eq(sharingShares.status, ShareStatus.ACTIVE),
            gt(sharingShares.coversUntil, from),
          ),
        )
        .orderBy(asc(sharingShares.coversFrom))
        .limit(12);
    },

    /**
     * `activeSharesOf` for many stays in one statement (the gate's batch of exits, decision 098): for each stay, the
     * windows of the active shares of its plate at its park not ended by its entry (the first 12 by start, as there).
     * One list per stay, in order; no statement for none.
     */
    async activeWindowsOf(stays: readonly StayAsk[], via: Db = db): Promise<[number, number][][]> {
      if (stays.length === 0) return [];
      const rows = await queryRows<{ i: number; windows: [number, number][] }>(
        via,
        sql`select a.i, s.windows from ${stayAsks(stays)}
          cross join lateral (
            select windows from sharing_shares
            where dealer_id = a.dealer_id and park_id = a.park_id and plate_no = a.plate_no
              and status = ${ShareStatus.ACTIVE} and covers_until > a.entered_at
            order by covers_from, id
            limit 12
          ) as s`,
      );
      const windows = stays.map((): [number, number][][] => []);
      for (const row of rows) windows[Number(row.i)]!.push(row.windows);
      return windows.map((shares) => shares.flat());
    },

    /** A plate the driver has bound now (another driver's plate id is not found). */
    async boundPlate(driverId: string, plateId: string) {
      return plateReads.boundPlate(db, driverId, plateId);
    },

    async driverOfDealer(dealerId: string, driverId: string): Promise<boolean> {
      return driverReads.ofDealer(db, dealerId, driverId);
    },
  };
}
