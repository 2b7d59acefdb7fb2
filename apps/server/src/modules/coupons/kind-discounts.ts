import type { Db } from '../../db/client';
import { staysPort, stayReads } from '../parking';
import type { Discount } from '../tariffs';
import type { KindTerms } from './coupon-kinds';
import { discountOf, type CouponTerms } from './coupons.domain';

/**
 * The fee engine's discount of a coupon for one stay (decision 053): an alternative-rule coupon carries its rule; a
 * re-entry coupon needs the car's previous stay in the park. Every other kind is priced from its terms alone.
 */
export async function discountForStay(db: Db, terms: CouponTerms, stay: StayKey): Promise<Discount | undefined> {
  return terms.kind === 'altRule' || terms.kind === 'reentry' ? kindDiscount(db, terms, stay) : discountOf(terms);
}

export interface StayKey {
  id: string;
  dealerId: string;
  parkId: string;
  plateNo: string;
  plateColor: number;
  enteredAt: Date;
}

/**
 * The fee engine's discount of a new-kind template for `stay`; undefined when it cannot apply (a re-entry without a
 * previous stay of the car in this park that ended at most N minutes before this entry).
 */
async function kindDiscount(db: Db, t: KindTerms, stay: StayKey): Promise<Discount | undefined> {
  if (t.kind === 'altRule') return t.altRule ? { kind: 'altRule', rule: t.altRule } : undefined;
  if (t.kind !== 'reentry') return undefined;
  const earliestExit = new Date(stay.enteredAt.getTime() - t.value * 60_000);
  const previous = await stayReads.previousExit(db, stay, earliestExit, stay.enteredAt);
  if (!previous || previous.totalFen === null) return undefined;
  // The earlier stay's fee (what it was charged, paid or owed as arrears) comes off the continuous price.
  return { kind: 'reentry', since: previous.enteredAt, earlierFen: previous.totalFen };
}

/** The stay a bill is for, read by id (payments' CouponBill does not carry its entry time). */
export async function stayKeyOf(db: Db, stayId: string): Promise<StayKey | undefined> {
  const row = await staysPort.stay(db, stayId);
  return (
    row && {
      id: row.id,
      dealerId: row.dealerId,
      parkId: row.parkId,
      plateNo: row.plateNo,
      plateColor: row.plateColor,
      enteredAt: row.enteredAt,
    }
  );
}
