import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { sandboxRefunds, sandboxTrades } from '../../../db/schema';
import {
  assertMerchantNo,
  assertPositiveFen,
  ProviderRequestError,
  type BillLine,
  type PaymentStatus,
  type RefundRequest,
  type RefundResult,
} from '../provider';
import { isDay } from '@parking/contracts/shanghai-time';

export type TradeRow = typeof sandboxTrades.$inferSelect;

export type SandboxBooks = ReturnType<typeof createSandboxBooks>;

/** A number the simulated company gives one of its own records (a trade, a contract): unique, upper case. */
export const sandboxNo = (prefix: 'SBX' | 'SBXC') =>
  `${prefix}${Date.now().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();

/** Books the trade of an order under a new trade number; an order number booked already keeps its first trade. */
export async function bookTrade(
  db: Db,
  order: Pick<TradeRow, 'orderNo' | 'amountFen' | 'description' | 'notifyUrl'>,
  terms: Pick<typeof sandboxTrades.$inferInsert, 'state' | 'returnUrl' | 'expiresAt' | 'paidAt'>,
): Promise<void> {
  const { orderNo, amountFen, description, notifyUrl } = order;
  await db
    .insert(sandboxTrades)
    .values({ orderNo, tradeNo: sandboxNo('SBX'), amountFen, description, notifyUrl, ...terms })
    .onConflictDoNothing();
}

/** The simulated company's books (sandbox_trades, sandbox_refunds): a trade, its status, refunds and the day's bill. */
export function createSandboxBooks(db: Db, clock: Clock) {
  const rejected = (
    reason: 'not-found' | 'already-paid' | 'already-closed' | 'duplicate-order' | 'invalid-request',
    code: string,
    message: string,
  ) => new ProviderRequestError('sandbox', { reason, providerCode: code, message });

  async function trade(orderNo: string): Promise<TradeRow | undefined> {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo));
    return row;
  }

  function toStatus(orderNo: string, row: TradeRow | undefined): PaymentStatus {
    if (!row) return { orderNo, state: 'not-found', raw: null };
    const state =
      row.state === 'SUCCESS'
        ? row.refundedFen > 0
          ? 'refunded'
          : 'paid'
        : row.state === 'CLOSED'
          ? 'closed'
          : 'pending';
    return {
      orderNo,
      state,
      providerTradeNo: row.tradeNo,
      amountFen: row.amountFen,
      ...(row.paidAt ? { paidAt: row.paidAt } : {}),
      raw: row,
    };
  }

  async function refundResult(orderNo: string, refundNo: string): Promise<RefundResult> {
    const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, refundNo));
    if (!row || row.orderNo !== orderNo) return { orderNo, refundNo, status: 'not-found', amountFen: 0, raw: null };
    return {
      orderNo,
      refundNo,
      providerRefundNo: `SBXR-${refundNo}`,
      status: 'succeeded',
      amountFen: row.amountFen,
      raw: row,
    };
  }

  return {
    rejected,
    trade,
    toStatus,
    refundResult,

    async refund(req: RefundRequest): Promise<RefundResult> {
      assertMerchantNo('sandbox', 'orderNo', req.orderNo);
      assertMerchantNo('sandbox', 'refundNo', req.refundNo);
      assertPositiveFen('sandbox', 'amountFen', req.amountFen);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, req.orderNo)).for('update');
        if (!row) throw rejected('not-found', 'ORDER_NOT_EXIST', '订单不存在');
        if (row.state !== 'SUCCESS') throw rejected('invalid-request', 'INVALID_REQUEST', '订单未支付');
        const [existing] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, req.refundNo));
        if (existing) {
          if (existing.orderNo !== req.orderNo || existing.amountFen !== req.amountFen) {
            throw rejected('invalid-request', 'INVALID_REQUEST', '退款单号重复');
          }
          return; // the same refund asked again: done already
        }
        if (row.refundedFen + req.amountFen > row.amountFen) {
          throw rejected('invalid-request', 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
        }
        await tx
          .insert(sandboxRefunds)
          .values({ refundNo: req.refundNo, orderNo: req.orderNo, amountFen: req.amountFen, createdAt: clock.now() });
        await tx
          .update(sandboxTrades)
          .set({ refundedFen: sql`${sandboxTrades.refundedFen} + ${req.amountFen}` })
          .where(eq(sandboxTrades.orderNo, req.orderNo));
      });
      return refundResult(req.orderNo, req.refundNo);
    },

    async downloadBill(date: string): Promise<BillLine[]> {
      if (!isDay(date)) throw new RangeError(`Bill date must be YYYY-MM-DD, got ${date}`);
      const from = new Date(`${date}T00:00:00+08:00`);
      const to = new Date(from.getTime() + 86_400_000);
      const paid = await db
        .select()
        .from(sandboxTrades)
        .where(and(gte(sandboxTrades.paidAt, from), lt(sandboxTrades.paidAt, to)));
      const refunds = await db
        .select({ refund: sandboxRefunds, trade: sandboxTrades })
        .from(sandboxRefunds)
        .innerJoin(sandboxTrades, eq(sandboxTrades.orderNo, sandboxRefunds.orderNo))
        .where(and(gte(sandboxRefunds.createdAt, from), lt(sandboxRefunds.createdAt, to)));
      return [
        ...paid.map((row): BillLine => ({
          kind: 'payment',
          orderNo: row.orderNo,
          providerTradeNo: row.tradeNo,
          amountFen: row.amountFen,
          occurredAt: row.paidAt as Date,
          providerStatus: 'SUCCESS',
        })),
        ...refunds.map(({ refund, trade: row }): BillLine => ({
          kind: 'refund',
          orderNo: row.orderNo,
          providerTradeNo: row.tradeNo,
          refundNo: refund.refundNo,
          providerRefundNo: `SBXR-${refund.refundNo}`,
          amountFen: refund.amountFen,
          occurredAt: refund.createdAt,
          providerStatus: 'REFUND',
        })),
      ];
    },
  };
}
