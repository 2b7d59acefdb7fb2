import { createDriverCredit } from './sharing-credit';
import { createSharingAccess, type SharingDeps } from './sharing-access';
import { createSharingOffer } from './sharing-offer';
import { createSharingOperator } from './sharing-operator';
import { createSharingPurchases } from './sharing-purchases';
import { createDriverShares } from './sharing-shares';
import { createSharingViolations } from './sharing-violations';

export type { DriverRef, MonthlyPlanCheck, OpenPurchase } from './sharing-access';

/**
 * Off-peak sharing (decision 043): products on a weekly schedule, shares bought per month or day for one plate
 * (slots held under the product's lock, paid through purchases), violations of stays outside their windows, and the
 * credit ledger that decides whether a driver may share.
 */
export function createSharingService(deps: SharingDeps) {
  const access = createSharingAccess(deps);
  return {
    driver: { ...createDriverCredit(access), ...createSharingOffer(access), ...createDriverShares(access) },
    purchases: createSharingPurchases(access),
    operator: createSharingOperator(access),
    ...createSharingViolations(access),
  };
}
export type SharingService = ReturnType<typeof createSharingService>;
