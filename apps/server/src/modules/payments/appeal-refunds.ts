import { AppError, ErrorCode, formatFen } from '@parking/contracts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { paymentOrderBills, paymentOrders, paymentRefunds } from '../../db/schema/payments';
import { CLEARING_PROVIDERS } from '../ledger';
import type { CouponPort } from './coupon-port';
import type { RefundListener } from './captured-payments';
import type { Refunds } from './refunds';
import { recordRefund } from './record-refund';

/** A paid order's bill line that settled the stay (the join of payment_order_bills and payment_orders). */
const paidAndSettled = (sessionId: string) =>
  and(
    eq(paymentOrderBills.sessionId, sessionId),
    eq(paymentOrderBills.status, 'settled'),
    eq(paymentOrders.state, 'paid'),
  );

/** What part of a stay's payments can still go back, per paying order (largest first). */
async function refundableOrders(tx: Db, sessionId: string) {
  const appealed = sql<number>`coalesce((select sum(${paymentRefunds.amountFen}) from ${paymentRefunds}
    where ${paymentRefunds.orderId} = ${paymentOrders.id} and ${paymentRefunds.reason} = 'appeal'
      and ${paymentRefunds.state} <> 'cancelled'), 0)::int`;
  const rows = await tx
    .select({
      orderId: paymentOrders.id,
      orderNo: paymentOrders.orderNo,
      provider: paymentOrders.provider,
      driverId: paymentOrders.driverId,
      settledFen: paymentOrderBills.amountFen,
      appealedFen: appealed,
    })
    .from(paymentOrderBills)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderBills.orderId))
    .where(
      and(
        paidAndSettled(sessionId),
        // Paid from the wallet too (decision 050): that money goes back to the wallet at once.
        inArray(paymentOrders.provider, [...CLEARING_PROVIDERS, 'balance']),
        ne(paymentOrders.kind, 'recharge'),
      ),
    )
    .orderBy(desc(paymentOrderBills.amountFen));
  return rows
    .map((r) => ({ ...r, refundableFen: r.settledFen - r.appealedFen }))
    .filter((r) => r.refundableFen > 0)
    .sort((a, b) => b.refundableFen - a.refundableFen);
}

/**
 * Money back for an upheld bill appeal (support module): the refund goes back the way the stay was paid (one
 * provider order), within what that order settled for the stay less earlier appeal refunds. The refund row and the
 * ledger move (revenue → refunds payable) are written in the caller's transaction under a refund number the caller
 * owns (one per ticket), so a repeat cannot refund twice; the provider is asked after commit, like any refund.
 */
export function createAppealRefunds({
  db,
  clock,
  refunds,
  coupons,
  refundRecorded,
}: {
  db: Db;
  clock: Clock;
  refunds: Refunds;
  coupons: CouponPort;
  refundRecorded: RefundListener;
}) {
  return {
    /** The most one appeal of this stay can refund now (0 when nothing of it was paid). */
    async refundableFen(sessionId: string, tx: Db = db): Promise<number> {
      return (await refundableOrders(tx, sessionId))[0]?.refundableFen ?? 0;
    },

    /**
     * Queues the refund inside `tx`; AppError when the stay cannot give that much back. Answers whether it went back
     * to the driver's wallet (paid from the balance: refunded at once) rather than to a provider.
     */
    async refundStay(
      tx: Db,
      input: { sessionId: string; dealerId: string; refundNo: string; amountFen: number },
    ): Promise<boolean> {
      const [order] = await refundableOrders(tx, input.sessionId);
      if (!order) throw new AppError(ErrorCode.CONFLICT, '该订单没有可原路退回的支付');
      if (input.amountFen > order.refundableFen) {
        throw new AppError(ErrorCode.INVALID_INPUT, `退款金额不能超过 ${formatFen(order.refundableFen)}`);
      }
      const now = clock.now();
      const toWallet = order.provider === 'balance' && order.driverId !== null;
      await recordRefund(tx, {
        order: {
          id: order.orderId,
          orderNo: order.orderNo,
          dealerId: input.dealerId,
          provider: order.provider,
          driverId: order.driverId,
        },
        refundNo: input.refundNo,
        amountFen: input.amountFen,
        reason: 'appeal',
        toWallet,
        now,
        walletMemo: '账单申诉退款（退回余额）',
        adjustment: { idempotencyKey: `appealRefund:${input.refundNo}`, memo: '账单申诉退款' },
      });
      // Everything the order paid for the stay goes back: so does the coupon it used (usable again if still valid).
      if (input.amountFen === order.refundableFen) await coupons.restore(tx, order.orderNo);
      await refundRecorded(tx, {
        orderNo: order.orderNo,
        dealerId: input.dealerId,
        refundNo: input.refundNo,
        amountFen: input.amountFen,
      });
      return toWallet;
    },

    /**
     * The refund of a stay its coupon paid whole (a coupon-only order of 0 fen, decision 049): no money went, so
     * the coupon goes back (usable again if still valid), inside `tx`. Answers the order number, or null when no
     * coupon-only order settled the stay. A repeat finds the coupon unused and restores nothing.
     */
    async refundCouponOnly(tx: Db, sessionId: string): Promise<string | null> {
      const [order] = await tx
        .select({ orderNo: paymentOrders.orderNo })
        .from(paymentOrderBills)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderBills.orderId))
        .where(and(paidAndSettled(sessionId), eq(paymentOrders.provider, 'coupon')));
      if (!order) return null;
      await coupons.restore(tx, order.orderNo);
      return order.orderNo;
    },

    /** After commit: ask the provider now rather than at the next sweep. */
    kick: () => refunds.processDue(),
  };
}
export type AppealRefunds = ReturnType<typeof createAppealRefunds>;
