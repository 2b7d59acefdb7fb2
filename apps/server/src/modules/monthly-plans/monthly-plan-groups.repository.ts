import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagParks, bagPlanPayments, bagPlans, bagProducts } from '../../db/schema/monthly-plans';
import { bagGroupParks, bagGroups, bagProductGroups } from '../../db/schema/monthly-plan-groups';
import { parkFactsOf, parkNamesOf } from '../parks';

export type BagGroupRow = typeof bagGroups.$inferSelect;

export type GroupParkRow = {
  groupId: string;
  parkId: string;
  parkName: string;
  parkAddr: string;
  lat: number;
  lng: number;
};

/** Park groups (rules across parks, decision 048) and the reads of the driver's plan payments. */
export function createMonthlyPlanGroupsRepository(db: Db) {
  return {
    async groups(dealerId: string, groupId?: string): Promise<BagGroupRow[]> {
      return db
        .select()
        .from(bagGroups)
        .where(and(eq(bagGroups.dealerId, dealerId), groupId ? eq(bagGroups.id, groupId) : undefined))
        .orderBy(asc(bagGroups.createdAt), asc(bagGroups.id));
    },

    async groupParks(groupIds: string[]): Promise<GroupParkRow[]> {
      if (groupIds.length === 0) return [];
      const members = await db
        .select({ groupId: bagGroupParks.groupId, parkId: bagGroupParks.parkId })
        .from(bagGroupParks)
        .where(inArray(bagGroupParks.groupId, groupIds));
      // By park name: the parks' port answers in that order.
      const parksByName = await parkFactsOf(db)(members.map((member) => member.parkId));
      return parksByName.flatMap((park) =>
        members
          .filter((member) => member.parkId === park.id)
          .map((member) => ({
            groupId: member.groupId,
            parkId: park.id,
            parkName: park.name,
            parkAddr: park.address,
            lat: park.latitude,
            lng: park.longitude,
          })),
      );
    },

    /** The products joined to these groups, with their selling park's name; `onSaleOnly` for drivers. */
    async groupProducts(groupIds: string[], onSaleOnly: boolean) {
      if (groupIds.length === 0) return [];
      const rows = await db
        .select({ groupId: bagProductGroups.groupId, product: bagProducts })
        .from(bagProductGroups)
        .innerJoin(bagProducts, eq(bagProducts.id, bagProductGroups.productId))
        // A product sells only while its park sells plans.
        .innerJoin(bagParks, eq(bagParks.parkId, bagProducts.parkId))
        .where(and(inArray(bagProductGroups.groupId, groupIds), onSaleOnly ? eq(bagProducts.onSale, true) : undefined));
      const names = await parkNamesOf(db)(rows.map((row) => row.product.parkId));
      return rows.flatMap((row) => {
        const parkName = names.get(row.product.parkId);
        return parkName === undefined ? [] : [{ ...row, parkName }];
      });
    },

    async insertGroup(tx: Db, values: typeof bagGroups.$inferInsert): Promise<BagGroupRow> {
      const [row] = await tx.insert(bagGroups).values(values).returning();
      return row!;
    },

    async updateGroup(tx: Db, id: string, values: Pick<BagGroupRow, 'name' | 'description' | 'updatedAt'>) {
      await tx.update(bagGroups).set(values).where(eq(bagGroups.id, id));
    },

    async setGroupParks(tx: Db, groupId: string, parkIds: string[]): Promise<void> {
      await tx.delete(bagGroupParks).where(eq(bagGroupParks.groupId, groupId));
      await tx.insert(bagGroupParks).values(parkIds.map((parkId) => ({ groupId, parkId })));
    },

    /** How many of these parks are the dealer's. */
    async dealerParks(dealerId: string, parkIds: string[]): Promise<number> {
      return (await parkFactsOf(db)(parkIds)).filter((park) => park.dealerId === dealerId).length;
    },

    async productGroup(productId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ groupId: bagProductGroups.groupId })
        .from(bagProductGroups)
        .where(eq(bagProductGroups.productId, productId));
      return row?.groupId;
    },

    async setProductGroup(productId: string, groupId: string | null): Promise<void> {
      if (groupId === null) {
        await db.delete(bagProductGroups).where(eq(bagProductGroups.productId, productId));
        return;
      }
      await db
        .insert(bagProductGroups)
        .values({ productId, groupId })
        .onConflictDoUpdate({ target: bagProductGroups.productId, set: { groupId } });
    },

    /** Products whose park left the group are detached (a group's products are always valid at their own park). */
    async detachStrayProducts(tx: Db, groupId: string): Promise<void> {
      await tx.execute(sql`
        delete from bag_product_groups pg using bag_products p
        where pg.product_id = p.id and pg.group_id = ${groupId}::uuid
          and not exists (select 1 from bag_group_parks gp where gp.group_id = pg.group_id and gp.park_id = p.park_id)`);
    },

    async plan(id: string) {
      const [row] = await db.select().from(bagPlans).where(eq(bagPlans.id, id));
      return row;
    },

    /** Every payment of a driver's plans, newest first, with the plan's park name. */
    async paymentsOfDriver(driverId: string) {
      const rows = await db
        .select({ payment: bagPlanPayments, plan: bagPlans })
        .from(bagPlanPayments)
        .innerJoin(bagPlans, eq(bagPlans.id, bagPlanPayments.planId))
        .where(eq(bagPlans.driverId, driverId))
        .orderBy(desc(bagPlanPayments.paidAt), desc(bagPlanPayments.orderNo));
      const names = await parkNamesOf(db)(rows.map((row) => row.plan.parkId));
      return rows.flatMap((row) => {
        const parkName = names.get(row.plan.parkId);
        return parkName === undefined ? [] : [{ ...row, parkName }];
      });
    },
  };
}
export type MonthlyPlanGroupsRepository = ReturnType<typeof createMonthlyPlanGroupsRepository>;
