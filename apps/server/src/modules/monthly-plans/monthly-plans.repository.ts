import { monthlyPlanParksOf } from './monthly-plan-parks.repository';
import { monthlyPlanApplicationsOf } from './monthly-plan-applications.repository';
import { monthlyPlansOf } from './monthly-plan-plans.repository';
import { monthlyPlanRenewalsOf } from './monthly-plan-renewals.repository';
import type { Db } from '../../db/client';

export { NO_PARK } from './monthly-plan-parks.repository';
export type { BagParkRow, BagProductRow } from './monthly-plan-parks.repository';
export type { BagApplicationRow } from './monthly-plan-applications.repository';
export type { BagPlanRow, BagPlanPlateRow, BagPlanPaymentRow } from './monthly-plan-plans.repository';
export type { BagRenewalRow, BagCancellationRow } from './monthly-plan-renewals.repository';

/** Monthly plans' rows; every write runs in the caller's transaction when given one (`db` is then the tx). */
export function createMonthlyPlansRepository(db: Db) {
  return {
    ...monthlyPlanParksOf(db),
    ...monthlyPlanApplicationsOf(db),
    ...monthlyPlansOf(db),
    ...monthlyPlanRenewalsOf(db),
  };
}
export type MonthlyPlansRepository = ReturnType<typeof createMonthlyPlansRepository>;
