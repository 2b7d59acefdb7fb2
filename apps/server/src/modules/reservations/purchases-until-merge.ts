// TEMPORARY until main has the purchase API (decision 035): removed at the merge.
import { AppError, ErrorCode } from '@parking/contracts';
import type { PurchaseHandlers, Purchases, StartPurchase } from './purchases-port';

export const registeredPurchases = new Map<string, PurchaseHandlers>();
export const purchasesUntilMerge: Purchases = {
  register: (purpose, handlers) => void registeredPurchases.set(purpose, handlers),
  refundPurchase: async () => undefined,
};
export const startPurchaseUntilMerge = (): StartPurchase => async () => {
  throw new AppError(ErrorCode.INTERNAL, 'purchase API not merged yet');
};
