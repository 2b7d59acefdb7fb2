import type { Db } from '../../../db/client';
import { feeRuleById } from '../../parks';
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
  /**
   * `at` is the instant the stay is priced to (a card of days covers the days touched by then); `exit` is set when
   * the car is leaving, inside the exit's transaction: a source with a balance locks it until `consume`.
   */
  coverageFor(
    stay: Pick<StayRow, 'id' | 'dealerId' | 'parkId' | 'plateNo' | 'plateColor' | 'enteredAt'>,
    db: Db,
    options?: { at: Date; exit?: boolean },
  ): Promise<Coverage | undefined>;
  /**
   * Called once the car has left (inside the exit's transaction, with the exit's quote): a consumable plan (储值卡,
   * 储次卡, 储天卡) deducts what covered the stay, once per stay whatever replays (decision 047).
   */
  consume?(
    tx: Db,
    stay: Pick<StayRow, 'id' | 'dealerId' | 'parkId' | 'plateNo' | 'enteredAt'>,
    at: Date,
    quote: FeeQuote,
  ): Promise<void>;
}
export const noCoverage: CoverageSource = { coverageFor: async () => undefined };

/**
 * The coupon used on a stay (the coupons module supplies it): its discount is priced into every later quote of the
 * stay (the exit, the records), so a stay paid with a coupon owes nothing more. A plate's approved benefit (the
 * applications module, decision 054) is another source. Read through the `db` given. The whole stay is passed: a free
 * re-entry coupon looks up the car's previous stay (decision 053), a benefit its plate, park and entry.
 */
export interface DiscountSource {
  discountFor(stay: PricedStay, db: Db): Promise<Discount | undefined>;
}
export const noDiscounts: DiscountSource = { discountFor: async () => undefined };

/**
 * The first source that discounts the stay, in the order given: the fee engine takes one discount. The coupon used on
 * a stay comes first (it was chosen to pay with, and is offered only when it leaves less to pay than the benefit).
 */
export const firstDiscount = (...sources: DiscountSource[]): DiscountSource => ({
  async discountFor(stay, db) {
    for (const source of sources) {
      const found = await source.discountFor(stay, db);
      if (found) return found;
    }
    return undefined;
  },
});

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
    const rule = await feeRuleById(via, feeRuleId);
    if (!rule) throw new Error(`fee rule ${feeRuleId} is missing`);
    rules.set(feeRuleId, rule);
    return rule;
  }

  return {
    ruleOf,

    /**
     * The quote of a stay at `at`, reading through `via` (the caller's transaction, if any). `discount` prices the stay with a coupon chosen for it instead of the one used on it.
     */
    async quote(
      stay: PricedStay,
      at: Date,
      via: Db = db,
      { withoutNextChange = false, discount }: { withoutNextChange?: boolean; discount?: Discount } = {},
    ): Promise<FeeQuote> {
      const rule = await ruleOf(stay.feeRuleId, via);
      const covered = await coverage.coverageFor(stay, via, { at });
      return priceAt(rule, stay, at, {
        coverage: covered,
        discount: discount ?? (await discounts.discountFor(stay, via)),
        withoutNextChange,
      });
    },

    /**
     * The exit's quote (a card with a balance is locked until `consume`), and how to price the same stay again once
     * a payment changed what it paid: the rule, the coverage and the discount are read once, the second price reads
     * nothing (auto-pay at the lane pays the fee and prices again in the same transaction). `covered`: something
     * covers the stay (only then has `consume` anything to deduct).
     */
    async exitQuote(stay: PricedStay, at: Date, via: Db) {
      const rule = await ruleOf(stay.feeRuleId, via);
      const reads = {
        coverage: await coverage.coverageFor(stay, via, { at, exit: true }),
        discount: await discounts.discountFor(stay, via),
      };
      const again = (paid: Pick<PricedStay, 'paidFen' | 'paidAt'>) => priceAt(rule, { ...stay, ...paid }, at, reads);
      return { quote: again(stay), again, covered: reads.coverage !== undefined };
    },

    /** The car has left with `quote` (priced with `exit`): what covered the stay is deducted, once per stay. */
    async consume(tx: Db, stay: PricedStay, at: Date, quote: FeeQuote): Promise<void> {
      await coverage.consume?.(tx, stay, at, quote);
    },
  };
}
export type StayPricer = ReturnType<typeof createStayPricer>;

/**
 * The fee engine's quote of a stay at `at` with what covers and discounts it. A payment made after `at` (a late exit
 * upload of a car that paid afterwards) counts as paid money but starts no grace period before it happened.
 */
function priceAt(
  rule: FeeRule,
  stay: Pick<PricedStay, 'enteredAt' | 'plateColor' | 'paidFen' | 'paidAt'>,
  at: Date,
  reads: { coverage: Coverage | undefined; discount: Discount | undefined; withoutNextChange?: boolean },
): FeeQuote {
  const paidAt = stay.paidAt && stay.paidAt.getTime() <= at.getTime() ? stay.paidAt : undefined;
  return quoteFee(rule, {
    enteredAt: stay.enteredAt,
    now: at,
    vehicleClass: vehicleClassForPlateColor(stay.plateColor),
    paidFen: stay.paidFen,
    ...(paidAt ? { paidAt } : {}),
    coverage: reads.coverage,
    discount: reads.discount,
    withoutNextChange: reads.withoutNextChange ?? false,
  });
}
