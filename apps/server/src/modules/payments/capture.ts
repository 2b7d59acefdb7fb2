import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/pg-error';
import type { ProviderName } from '../../integrations/payments';
import { captureLegs, ledgerOf, type ClearingProvider } from '../ledger';
import type { Bills } from './bills';
import type { CouponPort } from './coupon-port';
import { captureRefundNo } from './order-no';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import { capturePurchase, type PurchaseRegistry } from './purchases';
import { captureRecharge } from './recharge-capture';

/** Proof from a provider that it took the money for an order (a verified notification or its own query answer). */
export interface PaymentEvidence {
  orderNo: string;
  provider: ProviderName;
  providerTradeNo: string;
  amountFen: number;
  paidAt: Date;
}

export type CaptureOutcome =
  | { kind: 'captured'; order: OrderRow; settledFen: number; refundFen: number }
  | { kind: 'alreadyCaptured' }
  | { kind: 'unknownOrder' }
  | { kind: 'mismatch'; reason: string };

/**
 * Captures provider money for an order, at most once whatever the number and order of deliveries: the conditional
 * pending/closed → paid update admits exactly one caller, and everything that follows happens in its transaction —
 * each bill is paid if it still is as the order found it (else that part is owed back), the ledger records the
 * money once (`capture:<orderNo>`), and a refund of any part owed back is queued.
 */
export function createCapture({
  db,
  bills,
  clock,
  purchases,
  coupons,
}: {
  db: Db;
  bills: Bills;
  clock: Clock;
  purchases: PurchaseRegistry;
  coupons: CouponPort;
}) {
  /** Why a capture does not apply to an order it cannot (or no longer) change. */
  function classify(existing: OrderRow | undefined, evidence: PaymentEvidence): CaptureOutcome {
    if (!existing) return { kind: 'unknownOrder' };
    if (existing.provider !== evidence.provider) {
      return { kind: 'mismatch', reason: `order is paid through ${existing.provider}, not ${evidence.provider}` };
    }
    if (existing.amountFen !== evidence.amountFen) {
      return {
        kind: 'mismatch',
        reason: `order is ${existing.amountFen} fen but the provider says ${evidence.amountFen} fen`,
      };
    }
    return { kind: 'alreadyCaptured' };
  }

  return async function capture(evidence: PaymentEvidence): Promise<CaptureOutcome> {
    // Most deliveries are repeats of one already captured: answer those from one read, without a transaction.
    const seen = await createOrdersRepository(db).byOrderNo(evidence.orderNo);
    if (!seen || seen.state === 'paid') return classify(seen, evidence);
    return retryTransaction(() =>
      db.transaction(async (tx): Promise<CaptureOutcome> => {
        const orders = createOrdersRepository(tx);
        const now = clock.now();
        // The stays before the order: locking the order (the capture point), then the stay (trySettle) deadlocked with
        // an exit, which holds its stay while its auto-pay supersedes this order.
        await bills.lockStays(
          tx,
          (await orders.lines(seen.id)).map((l) => l.sessionId),
        );
        const order = await orders.markPaid(evidence.orderNo, evidence, now);
        if (!order) return classify(await orders.byOrderNo(evidence.orderNo), evidence);
        if (order.kind === 'recharge') {
          const refundFen = await captureRecharge(tx, order, evidence.paidAt, now);
          return { kind: 'captured', order, settledFen: 0, refundFen };
        }
        if (order.kind === 'purchase') {
          const refundFen = await capturePurchase(tx, purchases, order, evidence.paidAt, now);
          return { kind: 'captured', order, settledFen: order.amountFen - refundFen, refundFen };
        }
        let settledFen = 0;
        let refundFen = 0;
        for (const line of await orders.lines(order.id)) {
          // The coupon is used before the payment lands, so the stay is priced with it when the payment is applied.
          const couponed = await coupons.consume(tx, order.orderNo, line.sessionId, evidence.paidAt);
          const paid = await bills.trySettle(tx, line.sessionId, line.basePaidFen, {
            orderNo: order.orderNo,
            amountFen: line.amountFen,
            channel: order.channel,
            paidAt: evidence.paidAt,
          });
          await orders.setLineStatus(order.id, line.sessionId, paid ? 'settled' : 'duplicate');
          if (couponed && !paid) await coupons.restore(tx, order.orderNo);
          if (paid) settledFen += line.amountFen;
          else refundFen += line.amountFen;
        }
        await ledgerOf(tx).post({
          dealerId: order.dealerId,
          idempotencyKey: `capture:${order.orderNo}`,
          kind: 'capture',
          orderNo: order.orderNo,
          memo: refundFen > 0 ? '支付成功，部分订单已由其他支付结清，差额退回' : '停车费支付',
          occurredAt: evidence.paidAt,
          legs: captureLegs(order.provider as ClearingProvider, settledFen, refundFen),
        });
        if (refundFen > 0) {
          await orders.insertRefund({
            refundNo: captureRefundNo(order.orderNo),
            orderId: order.id,
            dealerId: order.dealerId,
            provider: order.provider,
            amountFen: refundFen,
            reason: 'duplicate',
            state: 'pending',
            nextAttemptAt: now,
          });
        }
        return { kind: 'captured', order, settledFen, refundFen };
      }),
    );
  };
}
export type Capture = ReturnType<typeof createCapture>;
