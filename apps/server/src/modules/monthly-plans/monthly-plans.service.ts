import { createMonthlyPlanAccess, type MonthlyPlanDeps } from './monthly-plan-access';
import { createMonthlyPlanApplications } from './monthly-plan-applications';
import { createMonthlyPlanOffer } from './monthly-plan-offer';
import { createMonthlyPlanOperator } from './monthly-plan-operator';
import { createDriverPlans } from './monthly-plan-plans';
import { createMonthlyPlanPurchases } from './monthly-plan-purchases';
import { createExpiryReminders } from './monthly-plan-expiry-reminders';

export { balanceText, toProduct } from './monthly-plan-access';
export type { DriverRef, OpenPurchase, SendReminder, WechatReminders } from './monthly-plan-access';

/**
 * Monthly plans (decision 037): a park's offer, applications with materials and their review, paying (a space is
 * held under the park's lock, so a quota is never oversold), renewals, and the expiry reminders.
 */
export function createMonthlyPlansService(deps: MonthlyPlanDeps) {
  const access = createMonthlyPlanAccess(deps);
  return {
    driver: {
      ...createMonthlyPlanOffer(access),
      ...createMonthlyPlanApplications(access),
      ...createDriverPlans(access),
    },
    operator: createMonthlyPlanOperator(access),
    purchases: createMonthlyPlanPurchases(access),
    remind: createExpiryReminders(access),
  };
}
export type MonthlyPlansService = ReturnType<typeof createMonthlyPlansService>;
