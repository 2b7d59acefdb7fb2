import type { Db } from '../../db/client';
import { createOrdersRepository } from './orders.repository';

/**
 * Payment orders as the other modules read and settle them (decision 095): an order and its lines and refunds by
 * number or id, and the refund steps a withdrawal or an auto-pay takes, inside the caller's connection or transaction
 * (`ordersOf(tx)`). The orders tables and their repository stay payments'.
 */
export type OrdersPort = Pick<
  ReturnType<typeof createOrdersRepository>,
  | 'byId'
  | 'byOrderNo'
  | 'lines'
  | 'refundsOfOrder'
  | 'refundByNo'
  | 'insertRefund'
  | 'reopenRefund'
  | 'cancelRefund'
  | 'markClosed'
>;

// One per connection or transaction handle, as the callers built one before.
const ports = new WeakMap<Db, OrdersPort>();
export function ordersOf(db: Db): OrdersPort {
  let port = ports.get(db);
  if (!port) {
    const repo = createOrdersRepository(db);
    ports.set(
      db,
      (port = {
        byId: repo.byId,
        byOrderNo: repo.byOrderNo,
        lines: repo.lines,
        refundsOfOrder: repo.refundsOfOrder,
        refundByNo: repo.refundByNo,
        insertRefund: repo.insertRefund,
        reopenRefund: repo.reopenRefund,
        cancelRefund: repo.cancelRefund,
        markClosed: repo.markClosed,
      }),
    );
  }
  return port;
}
