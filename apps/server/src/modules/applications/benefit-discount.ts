import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
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
 * The benefits' side of the stay pricer's `DiscountSource` (decision 054): the approved applications of the stay's
 * plate at its dealer. Built on the tables alone (like coupons' use), reading through the `db` it is given — the
 * pricer calls it inside the exit's and the payment's transactions.
 */
export function createBenefitDiscounts() {
  return {
    discountFor: (stays: readonly BenefitStay[], db: Db) => inTurn(stays, (stay) => discountOf(stay, db)),
  };

  async function discountOf(stay: BenefitStay, db: Db): Promise<Discount | undefined> {
    const rows = await db
      .select({
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
          eq(benefitApplications.dealerId, stay.dealerId),
          eq(benefitApplications.plateNo, stay.plateNo),
          eq(benefitApplications.state, 'approved'),
        ),
      );
    return benefitDiscount(
      rows.flatMap((r) =>
        r.validFrom && r.validUntil ? [{ ...r, validFrom: r.validFrom, validUntil: r.validUntil }] : [],
      ),
      stay,
    );
  }
}

/** What a benefit is matched on. */
type BenefitStay = { dealerId: string; parkId: string; plateNo: string; enteredAt: Date };
