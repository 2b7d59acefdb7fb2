import { WALLET_MAX_BALANCE_FEN } from '@parking/contracts';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captureLegs, ledgerOf, rechargeLegs, type ClearingProvider } from '../ledger';
import { captureRefundNo } from './order-no';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/**
 * The captured money of a recharge, inside the capture's transaction: into the driver's wallet, or — when the wallet
 * would then hold more than its cap — back to the payer whole, through the refund machinery (reason `walletCap`).
 * Order creation already counts pending recharges, but a provider may still pay an order that expired or was closed
 * while a newer one was made, so the cap is decided again here: after crediting, in a savepoint, under the wallet's
 * row lock the posting took. Not by locking the wallet first: a posting locks the dealer's report day and then its
 * accounts, so a wallet locked before it deadlocked with a payment from that wallet. Returns the fen refunded.
 */
export async function captureRecharge(tx: Db, order: OrderRow, paidAt: Date, now: Date): Promise<number> {
  const provider = order.provider as ClearingProvider;
  const capture = { dealerId: order.dealerId, idempotencyKey: `capture:${order.orderNo}`, orderNo: order.orderNo };
  const credited = await tx
    .transaction(async (sp) => {
      const ledger = ledgerOf(sp);
      await ledger.post({
        ...capture,
        kind: 'recharge',
        memo: '余额充值',
        occurredAt: paidAt,
        legs: rechargeLegs(provider, order.driverId!, order.amountFen),
      });
      const balanceFen = await ledger.balance(order.dealerId, { kind: 'driverWallet', driverId: order.driverId! });
      if (balanceFen > WALLET_MAX_BALANCE_FEN) sp.rollback();
    })
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      },
    );
  if (credited) return 0;
  // A refused recharge is a capture owed back in full, like a bill paid twice: it never touches the wallet.
  await ledgerOf(tx).post({
    ...capture,
    kind: 'capture',
    memo: '充值后余额将超过上限，原路退回',
    occurredAt: paidAt,
    legs: captureLegs(provider, 0, order.amountFen),
  });
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
