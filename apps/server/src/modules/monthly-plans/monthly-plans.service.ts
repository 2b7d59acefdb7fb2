import { createBagAccess, type BagDeps } from './bag-access';
import { createBagApplications } from './bag-applications';
import { createBagOffer } from './bag-offer';
import { createBagOperator } from './bag-operator';
import { createBagPlans } from './bag-plans';
import { createBagPurchases } from './bag-purchases';
import { createExpiryReminders } from './bag-expiry-reminders';

export { balanceText, toProduct } from './bag-access';
export type { DriverRef, OpenPurchase, SendReminder, WechatReminders } from './bag-access';

/**
 * Monthly plans (decision 037): a park's offer, applications with materials and their review, paying (a space is
 * held under the park's lock, so a quota is never oversold), renewals, and the expiry reminders.
 */
export function createBagService(deps: BagDeps) {
  const access = createBagAccess(deps);
  return {
    driver: { ...createBagOffer(access), ...createBagApplications(access), ...createBagPlans(access) },
    operator: createBagOperator(access),
    purchases: createBagPurchases(access),
    remind: createExpiryReminders(access),
  };
}
export type BagService = ReturnType<typeof createBagService>;
