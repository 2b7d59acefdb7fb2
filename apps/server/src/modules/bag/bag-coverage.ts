import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagGroupParks, bagPlanPlates, bagPlans, bagProductGroups } from '../../db/schema';
import { createStaysRepository, type CoverageSource } from '../parking';
import type { Coverage } from '../tariffs';

/** The products joined to a group holding this park (decision 048): their plans are valid here too. */
const groupProductsAt = (db: Db, parkId: string) =>
  db
    .select({ productId: bagProductGroups.productId })
    .from(bagProductGroups)
    .innerJoin(bagGroupParks, eq(bagGroupParks.groupId, bagProductGroups.groupId))
    .where(eq(bagGroupParks.parkId, parkId));

/**
 * What covers a stay at the gate: the plan of its park (or of a group holding its park, decision 048) carrying its
 * plate that has not ended by its entry, with the plan's validity (and daily windows). 一位多车: a plan shared by several plates covers one car at a time —
 * a stay that entered while another of the plan's plates was inside pays the temporary rate for the whole stay.
 * Reads through the `db` it is given (the pricer calls it inside transactions).
 */
export function createBagCoverage(): CoverageSource {
  // One stays repository per connection or transaction handle (building one prepares statements).
  const staysOf = new WeakMap<Db, ReturnType<typeof createStaysRepository>>();
  const stays = (db: Db) => {
    let repo = staysOf.get(db);
    if (!repo) staysOf.set(db, (repo = createStaysRepository(db)));
    return repo;
  };
  return {
    async coverageFor(stay, db: Db): Promise<Coverage | undefined> {
      const [plan] = await db
        .select({
          id: bagPlans.id,
          validFrom: bagPlans.validFrom,
          validUntil: bagPlans.validUntil,
          windows: bagPlans.windows,
        })
        .from(bagPlanPlates)
        .innerJoin(bagPlans, eq(bagPlans.id, bagPlanPlates.planId))
        .where(
          and(
            or(eq(bagPlanPlates.parkId, stay.parkId), inArray(bagPlans.productId, groupProductsAt(db, stay.parkId))),
            eq(bagPlanPlates.plateNo, stay.plateNo),
            eq(bagPlans.dealerId, stay.dealerId),
            gt(bagPlans.validUntil, stay.enteredAt),
          ),
        )
        .orderBy(asc(bagPlans.validFrom))
        .limit(1);
      if (!plan) return undefined;
      const others = (
        await db.select({ plateNo: bagPlanPlates.plateNo }).from(bagPlanPlates).where(eq(bagPlanPlates.planId, plan.id))
      )
        .map((p) => p.plateNo)
        .filter((plateNo) => plateNo !== stay.plateNo);
      if (await stays(db).anyInsideAt(stay.parkId, others, stay.enteredAt)) return undefined;
      return {
        kind: 'plan',
        validFrom: plan.validFrom,
        validUntil: plan.validUntil,
        ...(plan.windows ? { windows: plan.windows } : {}),
      };
    },
  };
}
