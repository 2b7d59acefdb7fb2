import { CouponRoutes } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * The signed-in driver's coupons for one bill, best first (GET usableCoupons); the pay page preselects the best.
 * Zod-free route: the pay page loads no schema for it (decision 026).
 */
export const usableCouponsQuery = (bill: { uniqueId: string; parkId: string }) =>
  queryOptions({
    queryKey: ['payments', 'usableCoupons', bill.uniqueId] as const,
    queryFn: ({ signal }) => api.call(CouponRoutes.usableCoupons, { query: bill, signal }),
  });
