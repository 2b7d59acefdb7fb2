import { bagParksOf } from './monthly-plan-parks.repository';
import { bagApplicationsOf } from './monthly-plan-applications.repository';
import { bagPlansOf } from './monthly-plan-plans.repository';
import { bagRenewalsOf } from './monthly-plan-renewals.repository';
import type { Db } from '../../db/client';

export { NO_PARK } from './monthly-plan-parks.repository';
export type { BagParkRow, BagProductRow } from './monthly-plan-parks.repository';
export type { BagApplicationRow } from './monthly-plan-applications.repository';
export type { BagPlanRow, BagPlanPlateRow, BagPlanPaymentRow } from './monthly-plan-plans.repository';
export type { BagRenewalRow, BagCancellationRow } from './monthly-plan-renewals.repository';

/** Monthly plans' rows; every write runs in the caller's transaction when given one (`db` is then the tx). */
export function createBagRepository(db: Db) {
  return { ...bagParksOf(db), ...bagApplicationsOf(db), ...bagPlansOf(db), ...bagRenewalsOf(db) };
}
export type BagRepository = ReturnType<typeof createBagRepository>;
