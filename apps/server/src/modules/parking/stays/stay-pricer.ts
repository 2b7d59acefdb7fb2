import type { Db } from '../../../db/client';
import { inTurn } from '../../../db/in-turn';
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

/** A stay as coverage reads it, and the instant it is priced to (a card of days covers the days touched by then). */
export interface CoverageAsk {
  stay: Pick<StayRow, 'id' | 'dealerId' | 'parkId' | 'plateNo' | 'plateColor' | 'enteredAt'>;
  at: Date;
}

/** A stay that left, with the exit's quote: what its plan deducts. */
export interface Consumption {
  stay: Pick<StayRow, 'id' | 'dealerId' | 'parkId' | 'plateNo' | 'enteredAt'>;
  at: Date;
  quote: FeeQuote;
}

/**
 * What covers stays (a monthly plan, a package zone). The monthly-plan work supplies the real source; until a
 * dealer sells plans nothing covers any stay, which is what `noCoverage` says. It is called inside transactions,
 * so it must read through the `db` it is given (PGlite has a single connection). Set-based (decision 098): one call
 * answers every stay of a batch of exits, a single stay is a batch of one.
 */
export interface CoverageSource {
  /**
   * One answer per ask, in order. `exit` is set when the cars are leaving, inside the exits' transaction: a source
   * with a balance locks it until `consume`.
   */
  coverageFor(asks: readonly CoverageAsk[], db: Db, options?: { exit?: boolean }): Promise<(Coverage | undefined)[]>;
  /**
   * Called once the cars have left (inside the exits' transaction, with the exits' quotes): a consumable plan (储值卡,
   * 储次卡, 储天卡) deducts what covered each stay, once per stay whatever replays (decision 047).
   */
  consume?(tx: Db, left: readonly Consumption[]): Promise<void>;
}
export const noCoverage: CoverageSource = { coverageFor: async (asks) => asks.map(() => undefined) };

/**
 * The coupon used on a stay (the coupons module supplies it): its discount is priced into every later quote of the
 * stay (the exit, the records), so a stay paid with a coupon owes nothing more. A plate's approved benefit (the
 * applications module, decision 054) is another source. Read through the `db` given. The whole stay is passed: a free
 * re-entry coupon looks up the car's previous stay (decision 053), a benefit its plate, park and entry. Set-based like
 * coverage: one answer per stay, in order.
 */
export interface DiscountSource {
  discountFor(stays: readonly PricedStay[], db: Db): Promise<(Discount | undefined)[]>;
}
export const noDiscounts: DiscountSource = { discountFor: async (stays) => stays.map(() => undefined) };

/**
 * The first source that discounts each stay, in the order given: the fee engine takes one discount. The coupon used
 * on a stay comes first (it was chosen to pay with, and is offered only when it leaves less to pay than the benefit).
 * A later source is asked only about the stays the earlier ones left without a discount.
 */
export const firstDiscount = (...sources: DiscountSource[]): DiscountSource => ({
  discountFor: (stays, db) => firstOf(sources, stays, (source, left) => source.discountFor(left, db)),
});

/** Each item's first answer from `sources` in order; a source is asked only about the items still unanswered. */
export async function firstOf<S, I, R>(
  sources: readonly S[],
  items: readonly I[],
  ask: (source: S, items: I[]) => Promise<(R | undefined)[]>,
): Promise<(R | undefined)[]> {
  const found: (R | undefined)[] = items.map(() => undefined);
  for (const source of sources) {
    const open = found.flatMap((f, i) => (f === undefined ? [i] : []));
    if (open.length === 0) break;
    const answers = await ask(
      source,
      open.map((i) => items[i]!),
    );
    open.forEach((i, k) => (found[i] = answers[k]));
  }
  return found;
}

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
      const [covered] = await coverage.coverageFor([{ stay, at }], via);
      return priceAt(rule, stay, at, {
        coverage: covered,
        discount: discount ?? (await discounts.discountFor([stay], via))[0],
        withoutNextChange,
      });
    },

    /**
     * The exits' quotes, one per stay priced to its `at` (a card with a balance is locked until `consume`), and how
     * to price the same stay again once a payment changed what it paid: the rule, the coverage and the discount are
     * read once for every stay, the second price reads nothing (auto-pay at the lane pays the fee and prices again in
     * the same transaction). `covered`: something covers the stay (only then has `consume` anything to deduct).
     */
    async exitQuotes(exits: readonly { stay: PricedStay; at: Date }[], via: Db) {
      const rules = await inTurn(exits, ({ stay }) => ruleOf(stay.feeRuleId, via));
      const covered = await coverage.coverageFor(exits, via, { exit: true });
      const discounted = await discounts.discountFor(
        exits.map((e) => e.stay),
        via,
      );
      return exits.map(({ stay, at }, i) => {
        const reads = { coverage: covered[i], discount: discounted[i] };
        const again = (paid: Pick<PricedStay, 'paidFen' | 'paidAt'>) =>
          priceAt(rules[i]!, { ...stay, ...paid }, at, reads);
        return { quote: again(stay), again, covered: reads.coverage !== undefined };
      });
    },

    /** The cars have left with their quotes (priced by `exitQuotes`): what covered each stay is deducted, once. */
    async consume(tx: Db, left: readonly Consumption[]): Promise<void> {
      if (left.length > 0) await coverage.consume?.(tx, left);
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
