import type { Db } from '../../../db/client';
import { createParksRepository } from '../../parks';
import {
  quoteFee,
  vehicleClassForPlateColor,
  type Coverage,
  type Discount,
  type FeeQuote,
  type FeeRule,
} from '../../tariffs';
import type { StayRow } from './stays.repository';

/**
 * What covers a stay (a monthly plan, a package zone). The monthly-plan work supplies the real source; until a
 * dealer sells plans nothing covers any stay, which is what `noCoverage` says. It is called inside transactions,
 * so it must read through the `db` it is given (PGlite has a single connection).
 */
export interface CoverageSource {
  coverageFor(
    stay: Pick<StayRow, 'dealerId' | 'parkId' | 'plateNo' | 'plateColor' | 'enteredAt'>,
    db: Db,
  ): Promise<Coverage | undefined>;
}
export const noCoverage: CoverageSource = { coverageFor: async () => undefined };

/**
 * The coupon used on a stay (the coupons module supplies it): its discount is priced into every later quote of the
 * stay (the exit, the records), so a stay paid with a coupon owes nothing more. Read through the `db` given.
 */
export interface DiscountSource {
  discountFor(stay: { id: string }, db: Db): Promise<Discount | undefined>;
}
export const noDiscounts: DiscountSource = { discountFor: async () => undefined };

/** What pricing reads of a stay. */
export type PricedStay = Pick<
  StayRow,
  'id' | 'feeRuleId' | 'enteredAt' | 'plateColor' | 'paidFen' | 'paidAt' | 'dealerId' | 'parkId' | 'plateNo'
>;

/** Prices stays with the rule each one entered under. */
export function createStayPricer({
  db,
  coverage = noCoverage,
  discounts = noDiscounts,
}: {
  db: Db;
  coverage?: CoverageSource;
  discounts?: DiscountSource;
}) {
  // Fee rule rows are append-only, so a cached rule is never stale.
  const rules = new Map<string, FeeRule>();

  async function ruleOf(feeRuleId: string, via: Db = db): Promise<FeeRule> {
    const cached = rules.get(feeRuleId);
    if (cached) return cached;
    const rule = await createParksRepository(via).feeRule(feeRuleId);
    if (!rule) throw new Error(`fee rule ${feeRuleId} is missing`);
    rules.set(feeRuleId, rule);
    return rule;
  }

  return {
    ruleOf,

    /**
     * The quote of a stay at `at`, reading through `via` (the caller's transaction, if any). A payment made after
     * `at` (a late exit upload of a car that paid afterwards) counts as paid money but starts no grace period
     * before it happened. `discount` prices the stay with a coupon chosen for it instead of the one used on it.
     */
    async quote(
      stay: PricedStay,
      at: Date,
      via: Db = db,
      { withoutNextChange = false, discount }: { withoutNextChange?: boolean; discount?: Discount } = {},
    ): Promise<FeeQuote> {
      const rule = await ruleOf(stay.feeRuleId, via);
      const paidAt = stay.paidAt && stay.paidAt.getTime() <= at.getTime() ? stay.paidAt : undefined;
      return quoteFee(rule, {
        enteredAt: stay.enteredAt,
        now: at,
        vehicleClass: vehicleClassForPlateColor(stay.plateColor),
        paidFen: stay.paidFen,
        ...(paidAt ? { paidAt } : {}),
        coverage: await coverage.coverageFor(stay, via),
        discount: discount ?? (await discounts.discountFor(stay, via)),
        withoutNextChange,
      });
    },
  };
}
export type StayPricer = ReturnType<typeof createStayPricer>;
