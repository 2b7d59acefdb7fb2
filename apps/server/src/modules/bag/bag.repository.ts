import { bagParksOf } from './bag-parks.repository';
import { bagApplicationsOf } from './bag-applications.repository';
import { bagPlansOf } from './bag-plans.repository';
import { bagRenewalsOf } from './bag-renewals.repository';
import type { Db } from '../../db/client';

export { NO_PARK } from './bag-parks.repository';
export type { BagParkRow, BagProductRow } from './bag-parks.repository';
export type { BagApplicationRow } from './bag-applications.repository';
export type { BagPlanRow, BagPlanPlateRow, BagPlanPaymentRow } from './bag-plans.repository';
export type { BagRenewalRow, BagCancellationRow } from './bag-renewals.repository';

/** Monthly plans' rows; every write runs in the caller's transaction when given one (`db` is then the tx). */
export function createBagRepository(db: Db) {
  return { ...bagParksOf(db), ...bagApplicationsOf(db), ...bagPlansOf(db), ...bagRenewalsOf(db) };
}
export type BagRepository = ReturnType<typeof createBagRepository>;
