import { createBillPayment } from './bill-payment';
import { createOrderCreationAccess, type OrderCreationOptions } from './order-creation-access';
import { createPurchaseOrders } from './purchase-orders';
import { createRechargeOrders } from './recharge-orders';

export type {
  OrderCreationOptions,
  Payer,
  PayAnswer,
  PayRequest,
  PurchaseRequest,
  RechargeGuard,
  RechargeRequest,
} from './order-creation-access';

/** Payment orders created: bills paid (payCharges), wallet recharges, and other modules' purchases. */
export function createOrderCreation(options: OrderCreationOptions) {
  const access = createOrderCreationAccess(options);
  return {
    ...createBillPayment(access),
    ...createRechargeOrders(access),
    ...createPurchaseOrders(access),
  };
}
export type OrderCreation = ReturnType<typeof createOrderCreation>;
