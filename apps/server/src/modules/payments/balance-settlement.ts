import { AppError, ErrorCode, PayChannel } from '@parking/contracts';
import type { Db } from '../../db/client';
import { balancePaymentLegs, ledgerOf, InsufficientBalanceError, type NewTransfer } from '../ledger';
import type { Bills } from './bills';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** A bill as an order quoted it: the stay, what it had been paid then, and what the order pays of it. */
export interface QuotedBill {
  stay: { id: string; paidFen: number };
  dueFen: number;
}

/**
 * Pays an order's bills from the driver's wallet inside `tx`: every bill must settle as quoted (else QUOTE_CHANGED)
 * and the wallet must cover the order (else INSUFFICIENT_BALANCE; the database refuses a negative wallet whatever
 * races). The caller's transaction rolls everything back on either error. Used by the pay pages (channel 6) and by
 * auto-pay at the exit.
 */
export async function settleFromBalance(
  tx: Db,
  bills: Bills,
  order: OrderRow,
  quoted: readonly QuotedBill[],
  driverId: string,
  at: Date,
): Promise<void> {
  const orders = createOrdersRepository(tx);
  // Stays in id order: two orders on the same stays lock them in the same order.
  for (const bill of [...quoted].sort((a, b) => (a.stay.id < b.stay.id ? -1 : 1))) {
    const settled = await bills.trySettle(tx, bill.stay.id, bill.stay.paidFen, {
      orderNo: order.orderNo,
      amountFen: bill.dueFen,
      channel: PayChannel.BALANCE,
      paidAt: at,
    });
    if (!settled) throw new AppError(ErrorCode.QUOTE_CHANGED, '订单状态已变化，请刷新后重试');
    await orders.setLineStatus(order.id, bill.stay.id, 'settled');
  }
  await payOrderFromWallet(tx, order, driverId, '余额支付停车费', at);
}

/**
 * Debits the driver's wallet for the whole order inside `tx` (one balancePayment entry, once per order):
 * INSUFFICIENT_BALANCE when the wallet does not cover it, the database refusing a negative wallet whatever races.
 */
export async function payOrderFromWallet(
  tx: Db,
  order: OrderRow,
  driverId: string,
  memo: string,
  at: Date,
): Promise<void> {
  try {
    await ledgerOf(tx).post(balancePayment(order, driverId, memo, at));
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
    throw error;
  }
}

/** A balance payment's ledger transfer: the order's amount from the driver's wallet to the dealer's revenue. */
const balancePayment = (order: OrderRow, driverId: string, memo: string, at: Date): NewTransfer => ({
  dealerId: order.dealerId,
  idempotencyKey: `balance:${order.orderNo}`,
  kind: 'balancePayment',
  orderNo: order.orderNo,
  memo,
  occurredAt: at,
  legs: balancePaymentLegs(driverId, order.amountFen),
});

/**
 * payOrderFromWallet for many orders in one posting (auto-pay of a batch of exits, decision 098): the same transfers,
 * posted in list order, every account locked once in id order. INSUFFICIENT_BALANCE when a wallet does not cover its
 * orders; nothing of the list is then posted.
 */
export async function payOrdersFromWallets(
  tx: Db,
  payments: readonly { order: OrderRow; driverId: string; at: Date }[],
  memo: string,
): Promise<void> {
  if (payments.length === 0) return;
  try {
    await ledgerOf(tx).postMany(payments.map((p) => balancePayment(p.order, p.driverId, memo, p.at)));
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
    throw error;
  }
}

/**
 * Settles a bill its coupon pays whole (decision 049) inside `tx`: the coupon was consumed just before, so the stay is
 * priced at 0 now; the bill is marked settled for 0 fen and the stay's grace period starts. No ledger movement: no
 * money moved (a coupon is revenue not earned, decision 039). QUOTE_CHANGED rolls the order back when the stay moved.
 */
export async function settleByCoupon(tx: Db, bills: Bills, order: OrderRow, bill: QuotedBill, at: Date): Promise<void> {
  if (!(await bills.trySettleByCoupon(tx, bill.stay.id, bill.stay.paidFen, at))) {
    throw new AppError(ErrorCode.QUOTE_CHANGED, '订单状态已变化，请刷新后重试');
  }
  await createOrdersRepository(tx).setLineStatus(order.id, bill.stay.id, 'settled');
}
