import { paymentOrdersOf } from './payment-orders.repository';
import { orderRefundsOf } from './order-refunds.repository';
import type { Db } from '../../db/client';

export type { OrderRow, NewOrder, OrderLineRow, LineStatus, CloseReason } from './payment-orders.repository';
export type { RefundRow } from './order-refunds.repository';

/** Orders, their bills, refunds and the notification log. Pass a transaction's `tx` to write inside it. */
export function createOrdersRepository(db: Db) {
  return { ...paymentOrdersOf(db), ...orderRefundsOf(db) };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
