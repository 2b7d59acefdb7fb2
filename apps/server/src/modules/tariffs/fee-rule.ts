import { FeeRuleSchema, type Band, type FeeRule, type Tariff, type VehicleClass } from '@parking/contracts';

/**
 * A park's fee rule (收费规则): its schemas are the contract of the operators' PUT feeRule (@parking/contracts,
 * parking/fee-rule.ts); see quote.ts for how a rule turns into a price.
 */
export {
  MAX_PRICE_FEN,
  MAX_FREE_MINUTES,
  MAX_GRACE_MINUTES,
  FirstPeriodSchema,
  UnitsPricingSchema,
  FlatPricingSchema,
  BandPricingSchema,
  BandSchema,
  CapPeriodSchema,
  CapSchema,
  TimedTariffSchema,
  PerVisitTariffSchema,
  TariffSchema,
  VehicleClassSchema,
  FeeRuleSchema,
  type FirstPeriod,
  type UnitsPricing,
  type FlatPricing,
  type BandPricing,
  type Band,
  type CapPeriod,
  type Cap,
  type TimedTariff,
  type PerVisitTariff,
  type Tariff,
  type VehicleClass,
  type FeeRule,
} from '@parking/contracts';

/** Validates an operator's rule (e.g. before storing it); throws a ZodError listing every problem. */
export function parseFeeRule(input: unknown): FeeRule {
  return FeeRuleSchema.parse(input);
}

/** The tariff that prices a vehicle class under a rule. */
export function tariffFor(rule: FeeRule, vehicleClass: VehicleClass): Tariff {
  return vehicleClass === 'large' ? (rule.large ?? rule.small) : rule.small;
}

/** Vehicle class from a plate colour as the spec sends it: 2 (yellow plate) is large, anything else small. */
export function vehicleClassForPlateColor(plateColor: number | string | null | undefined): VehicleClass {
  return String(plateColor ?? '').trim() === '2' ? 'large' : 'small';
}

/** A band's hours as shown to drivers, "07:00-21:00"; a band ending at midnight shows "24:00". */
export function bandRange(band: Pick<Band, 'from' | 'to'>): string {
  const to = band.to === '00:00' && band.from !== '00:00' ? '24:00' : band.to;
  return `${band.from}-${to}`;
}
