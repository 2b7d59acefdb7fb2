import { AppError, ErrorCode, WALLET_MAX_BALANCE_FEN } from '@parking/contracts';
import type { Db } from '../../db/client';
import { paymentRefunds } from '../../db/schema/payments';
import { appealRefundLegs, ledgerOf, purchaseRefundToWalletLegs } from '../ledger';

/** One refund to write: the order it goes back from and how the ledger tells it. */
export interface RefundToRecord {
  order: { id: string; orderNo: string; dealerId: string; provider: string; driverId: string | null };
  refundNo: string;
  amountFen: number;
  reason: 'appeal' | 'purchase' | 'operator';
  /** The money goes back to the driver's wallet at once (a balance-paid order), not through the provider. */
  toWallet: boolean;
  now: Date;
  /** The ledger memo of a refund to the wallet. */
  walletMemo: string;
  /** The ledger move of a refund through the provider (the platform owes it until the provider pays). */
  adjustment: { idempotencyKey: string; memo: string; orderNo?: string };
}

/**
 * The money goes back: the payment_refunds row (succeeded at once when it goes to the wallet, else pending for the
 * refund sweeper) and its ledger move, in a savepoint of `tx`. A refund to the wallet is refused (WALLET_FULL) when the
 * wallet would then hold more than its cap, decided after the posting under the wallet's row lock it took, and nothing
 * of it stays. Not by locking the wallet first: a posting locks the dealer's report day and then its accounts, so a
 * wallet locked before it deadlocked with a payment from that wallet (report day, revenue, wallet).
 */
export async function recordRefund(tx: Db, refund: RefundToRecord): Promise<void> {
  const { order, refundNo, amountFen, toWallet, now } = refund;
  await tx.transaction(async (sp) => {
    await sp.insert(paymentRefunds).values({
      refundNo,
      orderId: order.id,
      dealerId: order.dealerId,
      provider: order.provider,
      amountFen,
      reason: refund.reason,
      state: toWallet ? 'succeeded' : 'pending',
      nextAttemptAt: now,
      ...(toWallet ? { succeededAt: now } : {}),
    });
    const ledger = ledgerOf(sp);
    await ledger.post(
      toWallet
        ? {
            dealerId: order.dealerId,
            idempotencyKey: `refund:${refundNo}`,
            kind: 'refund',
            orderNo: order.orderNo,
            refundNo,
            memo: refund.walletMemo,
            occurredAt: now,
            legs: purchaseRefundToWalletLegs(order.driverId!, amountFen),
          }
        : {
            dealerId: order.dealerId,
            idempotencyKey: refund.adjustment.idempotencyKey,
            kind: 'adjustment',
            ...(refund.adjustment.orderNo === undefined ? {} : { orderNo: refund.adjustment.orderNo }),
            refundNo,
            memo: refund.adjustment.memo,
            occurredAt: now,
            legs: appealRefundLegs(amountFen),
          },
    );
    if (toWallet) {
      const balanceFen = await ledger.balance(order.dealerId, { kind: 'driverWallet', driverId: order.driverId! });
      if (balanceFen > WALLET_MAX_BALANCE_FEN) throw new AppError(ErrorCode.WALLET_FULL);
    }
  });
}
