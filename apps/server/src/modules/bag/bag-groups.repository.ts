import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagParks, bagPlanPayments, bagPlans, bagProducts } from '../../db/schema/bag';
import { bagGroupParks, bagGroups, bagProductGroups } from '../../db/schema/bag-groups';
import { parks } from '../../db/schema/parks';

export type BagGroupRow = typeof bagGroups.$inferSelect;

const parkFields = {
  parkId: parks.id,
  parkName: parks.name,
  parkAddr: parks.address,
  lat: parks.latitude,
  lng: parks.longitude,
};
export type GroupParkRow = {
  groupId: string;
  parkId: string;
  parkName: string;
  parkAddr: string;
  lat: number;
  lng: number;
};

/** Park groups (rules across parks, decision 048) and the reads of the driver's plan payments. */
export function createBagGroupsRepository(db: Db) {
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
      return db
        .select({ groupId: bagGroupParks.groupId, ...parkFields })
        .from(bagGroupParks)
        .innerJoin(parks, eq(parks.id, bagGroupParks.parkId))
        .where(inArray(bagGroupParks.groupId, groupIds))
        .orderBy(asc(parks.name));
    },

    /** The products joined to these groups, with their selling park's name; `onSaleOnly` for drivers. */
    async groupProducts(groupIds: string[], onSaleOnly: boolean) {
      if (groupIds.length === 0) return [];
      return (
        db
          .select({ groupId: bagProductGroups.groupId, product: bagProducts, parkName: parks.name })
          .from(bagProductGroups)
          .innerJoin(bagProducts, eq(bagProducts.id, bagProductGroups.productId))
          .innerJoin(parks, eq(parks.id, bagProducts.parkId))
          // A product sells only while its park sells plans.
          .innerJoin(bagParks, eq(bagParks.parkId, bagProducts.parkId))
          .where(
            and(inArray(bagProductGroups.groupId, groupIds), onSaleOnly ? eq(bagProducts.onSale, true) : undefined),
          )
      );
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
      return db.$count(parks, and(eq(parks.dealerId, dealerId), inArray(parks.id, parkIds)));
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
      return db
        .select({ payment: bagPlanPayments, plan: bagPlans, parkName: parks.name })
        .from(bagPlanPayments)
        .innerJoin(bagPlans, eq(bagPlans.id, bagPlanPayments.planId))
        .innerJoin(parks, eq(parks.id, bagPlans.parkId))
        .where(eq(bagPlans.driverId, driverId))
        .orderBy(desc(bagPlanPayments.paidAt), desc(bagPlanPayments.orderNo));
    },
  };
}
export type BagGroupsRepository = ReturnType<typeof createBagGroupsRepository>;
