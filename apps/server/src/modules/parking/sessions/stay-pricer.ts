import { quoteFee, vehicleClassForPlateColor, type Coverage, type FeeQuote, type FeeRule } from '../fees';
import type { ParksRepository } from '../../parks/parks.repository';
import type { StayRow } from './stays.repository';

/**
 * What covers a stay (a monthly plan, a package zone). The monthly-plan work supplies the real source; until a
 * dealer sells plans nothing covers any stay, which is what `noCoverage` says.
 */
export interface CoverageSource {
  coverageFor(
    stay: Pick<StayRow, 'dealerId' | 'parkId' | 'plateNo' | 'plateColor' | 'enteredAt'>,
  ): Promise<Coverage | undefined>;
}
export const noCoverage: CoverageSource = { coverageFor: async () => undefined };

/** Prices stays with the rule each one entered under. */
export function createStayPricer({
  parks,
  coverage = noCoverage,
}: {
  parks: ParksRepository;
  coverage?: CoverageSource;
}) {
  // Fee rule rows are append-only, so a cached rule is never stale.
  const rules = new Map<string, FeeRule>();

  async function ruleOf(feeRuleId: string): Promise<FeeRule> {
    const cached = rules.get(feeRuleId);
    if (cached) return cached;
    const rule = await parks.feeRule(feeRuleId);
    if (!rule) throw new Error(`fee rule ${feeRuleId} is missing`);
    rules.set(feeRuleId, rule);
    return rule;
  }

  return {
    ruleOf,

    /**
     * The quote of a stay at `at`. A payment made after `at` (a late exit upload of a car that paid afterwards) counts
     * as paid money but does not start a grace period before it happened.
     */
    async quote(stay: StayRow, at: Date): Promise<FeeQuote> {
      const rule = await ruleOf(stay.feeRuleId);
      const paidAt = stay.paidAt && stay.paidAt.getTime() <= at.getTime() ? stay.paidAt : undefined;
      return quoteFee(rule, {
        enteredAt: stay.enteredAt,
        now: at,
        vehicleClass: vehicleClassForPlateColor(stay.plateColor),
        paidFen: stay.paidFen,
        ...(paidAt ? { paidAt } : {}),
        coverage: await coverage.coverageFor(stay),
      });
    },
  };
}
export type StayPricer = ReturnType<typeof createStayPricer>;
