import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bagGroupParks, bagGroups, bagParks, bagProductGroups, bagProducts, parks } from '../db/schema';

/** Kinds a demo rule sells: the longer plans, bought at the rule's first park and valid at all of them. */
const RULE_KINDS = ['quarter', 'year'] as const;

/**
 * One rule across parks per demo dealer (bagMultiRules, decision 048): its first four plan parks by name, the 季卡
 * and 年卡 of the first valid at all four. Suzhou sells plans by rule only (bagPlan 2), Hangzhou by park (1).
 * Idempotent: the rule is found by its name.
 */
export async function seedMonthlyPlanGroupsDemo(db: Db): Promise<void> {
  const selling = await db
    .select({ parkId: parks.id, dealerId: parks.dealerId, name: parks.name })
    .from(bagParks)
    .innerJoin(parks, eq(parks.id, bagParks.parkId))
    .orderBy(asc(parks.dealerId), asc(parks.name));
  const byDealer = new Map<string, typeof selling>();
  for (const p of selling) byDealer.set(p.dealerId, [...(byDealer.get(p.dealerId) ?? []), p]);
  for (const [dealerId, dealerParks] of byDealer) {
    const members = dealerParks.slice(0, 4);
    if (members.length < 2) continue;
    const name = '商圈通用月卡';
    const [existing] = await db
      .select({ id: bagGroups.id })
      .from(bagGroups)
      .where(and(eq(bagGroups.dealerId, dealerId), eq(bagGroups.name, name)));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [group] = await tx
        .insert(bagGroups)
        .values({ dealerId, name, description: `${members.map((p) => p.name).join('、')}通用，任一停车场均可停` })
        .returning({ id: bagGroups.id });
      await tx.insert(bagGroupParks).values(members.map((p) => ({ groupId: group!.id, parkId: p.parkId })));
      const products = await tx
        .select({ id: bagProducts.id })
        .from(bagProducts)
        .where(and(eq(bagProducts.parkId, members[0]!.parkId), inArray(bagProducts.kind, [...RULE_KINDS])));
      if (products.length > 0) {
        await tx
          .insert(bagProductGroups)
          .values(products.map((p) => ({ productId: p.id, groupId: group!.id })))
          .onConflictDoNothing();
      }
    });
  }
}
