import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { bagParks, bagProducts } from '../../db/schema/monthly-plans';
import { parkFactsOf, type ParkFacts } from '../parks';

/** Matches no park: an `in` list that must not be empty (a park-scoped operator with no park sees nothing). */
export const NO_PARK = '00000000-0000-0000-0000-000000000000';

export type BagParkRow = typeof bagParks.$inferSelect & { name: string; address: string; totalSpaces: number };

export type BagProductRow = typeof bagProducts.$inferSelect;

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
};

/** Plan settings with the park's name, address and spaces (parks' port), in the order of `rows`; a park gone, none. */
const withParks = <Row extends { parkId: string }>(rows: Row[], facts: ParkFacts[]) => {
  const byId = new Map(facts.map((park) => [park.id, park]));
  return rows.flatMap((row) => {
    const park = byId.get(row.parkId);
    return park ? [{ ...row, name: park.name, address: park.address, totalSpaces: park.totalSpaces }] : [];
  });
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

/** A park's plan settings, its space holds and its products. */
export function monthlyPlanParksOf(db: Db) {
  return {
    async park(dealerId: string, parkId: string, via: Db = db): Promise<BagParkRow | undefined> {
      const rows = await via
        .select(parkColumns)
        .from(bagParks)
        .where(and(eq(bagParks.parkId, parkId), eq(bagParks.dealerId, dealerId)));
      if (rows.length === 0) return undefined;
      return withParks(rows, await parkFactsOf(via)([parkId]))[0];
    },

    async parkOfDealer(dealerId: string, parkId: string): Promise<boolean> {
      const [park] = await parkFactsOf(db)([parkId]);
      return park?.dealerId === dealerId;
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
      const rows = await db.select(parkColumns).from(bagParks).where(inArray(bagParks.parkId, parkIds));
      return withParks(rows, await parkFactsOf(db)(rows.map((row) => row.parkId)));
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
  };
}
