import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { benefitApplications, benefitProgrammes } from '../../db/schema/applications';
import type { Discount } from '../tariffs';

/** An approved benefit of a plate as the gate reads it (decision 054). */
export interface PlateBenefit {
  discountPercent: number | null;
  /** Empty: every park of the dealer. */
  parkIds: readonly string[];
  active: boolean;
  validFrom: Date;
  validUntil: Date;
}

/**
 * The fee engine's discount of a stay from the plate's approved benefits, pure: a benefit counts when its programme
 * is active and prices something, the stay's park is one of its parks, and the car entered within its validity
 * (an approval that ends while the car is in still covers that stay; one that starts after the entry does not).
 * Of several, the largest percentage; 100 % is the whole fee waived.
 */
export function benefitDiscount(
  benefits: readonly PlateBenefit[],
  stay: { parkId: string; enteredAt: Date },
): Discount | undefined {
  const entered = stay.enteredAt.getTime();
  let best = 0;
  for (const b of benefits) {
    if (!b.active || b.discountPercent === null) continue;
    if (b.parkIds.length > 0 && !b.parkIds.includes(stay.parkId)) continue;
    if (entered < b.validFrom.getTime() || entered >= b.validUntil.getTime()) continue;
    best = Math.max(best, b.discountPercent);
  }
  if (best === 0) return undefined;
  return best >= 100 ? { kind: 'waiver' } : { kind: 'percent', percent: best };
}

/**
 * The benefits' side of the stay pricer's `DiscountSource` (decision 054): the approved applications of each stay's
 * plate at its dealer, for every stay of the list in one select (decision 098), then `benefitDiscount` per stay. Built
 * on the tables alone (like coupons' use), reading through the `db` it is given — the pricer calls it inside the
 * exit's and the payment's transactions.
 */
export function createBenefitDiscounts() {
  return {
    async discountFor(stays: readonly BenefitStay[], db: Db): Promise<(Discount | undefined)[]> {
      if (stays.length === 0) return [];
      const benefits = await approvedBenefitsOf(db, stays);
      return stays.map((stay) => benefitDiscount(benefits.get(plateKey(stay)) ?? [], stay));
    },
  };
}

/** The approved benefits of the stays' (dealer, plate) pairs, by pair (plateKey). */
async function approvedBenefitsOf(db: Db, stays: readonly BenefitStay[]): Promise<Map<string, PlateBenefit[]>> {
  const pairs = [...new Map(stays.map((s) => [plateKey(s), s])).values()];
  const rows = await db
    .select({
      dealerId: benefitApplications.dealerId,
      plateNo: benefitApplications.plateNo,
      discountPercent: benefitProgrammes.discountPercent,
      parkIds: benefitProgrammes.parkIds,
      active: benefitProgrammes.active,
      validFrom: benefitApplications.validFrom,
      validUntil: benefitApplications.validUntil,
    })
    .from(benefitApplications)
    .innerJoin(benefitProgrammes, eq(benefitProgrammes.id, benefitApplications.programmeId))
    .where(
      and(
        sql`(${benefitApplications.dealerId}, ${benefitApplications.plateNo}) in (${sql.join(
          pairs.map((p) => sql`(${p.dealerId}, ${p.plateNo})`),
          sql`, `,
        )})`,
        eq(benefitApplications.state, 'approved'),
      ),
    );
  const byPlate = new Map<string, PlateBenefit[]>();
  for (const { dealerId, plateNo, validFrom, validUntil, ...r } of rows) {
    // An approved application has its validity; one without would match nothing anyway.
    if (!validFrom || !validUntil) continue;
    const key = plateKey({ dealerId, plateNo });
    byPlate.set(key, [...(byPlate.get(key) ?? []), { ...r, validFrom, validUntil }]);
  }
  return byPlate;
}

const plateKey = (s: { dealerId: string; plateNo: string }) => `${s.dealerId} ${s.plateNo}`;

/** What a benefit is matched on. */
type BenefitStay = { dealerId: string; parkId: string; plateNo: string; enteredAt: Date };
