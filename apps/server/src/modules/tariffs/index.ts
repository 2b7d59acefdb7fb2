export * from './fee-rule';
export { FeeInputError, type FeeInputProblem } from './fee-error';
export {
  quoteFee,
  CLOCK_SKEW_TOLERANCE_MS,
  MAX_STAY_MS,
  NEXT_CHANGE_HORIZON_MS,
  type Coverage,
  type CoveredInterval,
  type Discount,
  type DailyWindow,
  type FeeQuote,
  type FeeSegment,
  type QuoteInput,
} from './quote';
export { feeRuleHeadline, feeRuleLabels, formatMinutes } from './labels';
export { explainFee } from './explain';
export { startedUnits, minutesRoundedUp, minutesTruncated } from './rounding';
export type { Instant } from './time';
export { tariffFixtures } from './tariffs.fixtures';
// Test-data builders, for the tests of the modules that price stays.
export { aFeeRule, anAllDayTariff, aPerVisitTariff, units } from './fee-rule.builders';
export {
  bandAt,
  splitEnergy,
  addEnergy,
  noEnergy,
  priceEnergy,
  kwhFen,
  formatKwh,
  occupationFee,
  pricesAround,
  priceUnitsAt,
  timeInBands,
  type BandEnergy,
  type Reading,
  type EnergyBill,
  type OccupationCharge,
  chargingDiscountFen,
} from './charging-tou';
