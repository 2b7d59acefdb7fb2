import { randomBytes } from 'node:crypto';
import { bagPlanPlates, bagPlans, dealers, drivers, parkFeeRules, parkingSessions, parks } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { aFeeRule } from '../src/modules/tariffs';

/**
 * Rows for the coverage sources' tests (decision 098), written straight to the tables: a dealer, its parks, stays,
 * plans. The gate's own path is tested through the API elsewhere; these compare a batch's answers to one stay's.
 */
export async function aCoverageDealer(db: Db) {
  const dealerId = `9${randomBytes(3).toString('hex')}`;
  await db.insert(dealers).values({ id: dealerId, name: '覆盖测试', city: '杭州' });
  const [driver] = await db.insert(drivers).values({ dealerId }).returning({ id: drivers.id });

  async function aPark() {
    const [park] = await db
      .insert(parks)
      .values({ dealerId, name: '覆盖测试车场', kind: 'offStreet', latitude: 30.25, longitude: 120.16 })
      .returning({ id: parks.id });
    const [rule] = await db
      .insert(parkFeeRules)
      .values({ parkId: park!.id, rule: aFeeRule() })
      .returning({ id: parkFeeRules.id });
    return { parkId: park!.id, feeRuleId: rule!.id };
  }

  return {
    dealerId,
    driverId: driver!.id,
    aPark,
    /** A stay of `plateNo` at the park, parked since `enteredAt` unless `exitedAt` says it left. */
    async aStay(park: { parkId: string; feeRuleId: string }, plateNo: string, enteredAt: Date, exitedAt?: Date) {
      const [row] = await db
        .insert(parkingSessions)
        .values({
          dealerId,
          ...park,
          plateNo,
          enteredAt,
          state: exitedAt ? 'left' : 'parked',
          ...(exitedAt ? { exitedAt, totalFen: 0 } : {}),
        })
        .returning();
      return row!;
    },
    /** A plan of `kind` for the plates at the park (the product's, for a group's plan); answers its id. */
    async aPlan(
      parkId: string,
      plateNos: string[],
      over: Partial<typeof bagPlans.$inferInsert> &
        Pick<typeof bagPlans.$inferInsert, 'kind' | 'validFrom' | 'validUntil'>,
    ) {
      const [plan] = await db
        .insert(bagPlans)
        .values({ dealerId, parkId, vehicleClass: 'small', phone: '13900000000', ...over })
        .returning({ id: bagPlans.id });
      await db.insert(bagPlanPlates).values(plateNos.map((plateNo) => ({ planId: plan!.id, parkId, plateNo })));
      return plan!.id;
    },
  };
}
