import { WALLET_MAX_BALANCE_FEN } from '@parking/contracts';
import type { Db } from '../../db/client';
import { captureLegs, ledgerOf, rechargeLegs, type ClearingProvider } from '../ledger';
import { captureRefundNo } from './order-no';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/**
 * The captured money of a recharge, inside the capture's transaction: into the driver's wallet, or — when the wallet
 * would then hold more than its cap — back to the payer whole, through the refund machinery (reason `walletCap`).
 * Order creation already counts pending recharges, but a provider may still pay an order that expired or was closed
 * while a newer one was made, so the cap is decided again here, under the wallet's row lock. Returns the fen refunded.
 */
export async function captureRecharge(tx: Db, order: OrderRow, paidAt: Date, now: Date): Promise<number> {
  const ledger = ledgerOf(tx);
  const provider = order.provider as ClearingProvider;
  const wallet = await ledger.lockAccount(order.dealerId, { kind: 'driverWallet', driverId: order.driverId! });
  const fits = wallet.balanceFen + order.amountFen <= WALLET_MAX_BALANCE_FEN;
  await ledger.post({
    dealerId: order.dealerId,
    idempotencyKey: `capture:${order.orderNo}`,
    // A refused recharge is a capture owed back in full, like a bill paid twice: it never touches the wallet.
    kind: fits ? 'recharge' : 'capture',
    orderNo: order.orderNo,
    memo: fits ? '余额充值' : '充值后余额将超过上限，原路退回',
    occurredAt: paidAt,
    legs: fits ? rechargeLegs(provider, order.driverId!, order.amountFen) : captureLegs(provider, 0, order.amountFen),
  });
  if (fits) return 0;
  await createOrdersRepository(tx).insertRefund({
    refundNo: captureRefundNo(order.orderNo),
    orderId: order.id,
    dealerId: order.dealerId,
    provider: order.provider,
    amountFen: order.amountFen,
    reason: 'walletCap',
    state: 'pending',
    nextAttemptAt: now,
  });
  return order.amountFen;
}
