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
 * refund sweeper) and its ledger move, in `tx`. A refund to the wallet takes the wallet's row lock first (with the
 * revenue account's), like a recharge: the wallet never holds more than its cap.
 */
export async function recordRefund(tx: Db, refund: RefundToRecord): Promise<void> {
  const { order, refundNo, amountFen, toWallet, now } = refund;
  const ledger = ledgerOf(tx);
  if (toWallet) {
    // With the revenue account the posting also moves, in account-id order as a posting locks them: the wallet alone
    // first deadlocked with a payment from this wallet, whose posting had the revenue account and waited for the wallet.
    const [wallet] = await ledger.lockAccounts(order.dealerId, [
      { kind: 'driverWallet', driverId: order.driverId! },
      { kind: 'dealerRevenue' },
    ]);
    if (wallet!.balanceFen + amountFen > WALLET_MAX_BALANCE_FEN) throw new AppError(ErrorCode.WALLET_FULL);
  }
  await tx.insert(paymentRefunds).values({
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
}
