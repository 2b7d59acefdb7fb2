import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { sandboxRefunds, sandboxTrades } from '../../../db/schema';
import {
  assertMerchantNo,
  assertPositiveFen,
  ProviderRequestError,
  ProviderSignatureError,
  type BillLine,
  type CreatePaymentRequest,
  type IncomingNotification,
  type PaymentLaunch,
  type PaymentProvider,
  type PaymentStatus,
  type RefundRequest,
  type RefundResult,
  type VerifiedNotification,
} from '../provider';
import { isDay } from '@parking/contracts/shanghai-time';
import type { SandboxNotifier } from './sandbox-notifier';
import {
  checkoutToken,
  checkoutTokenMatches,
  incomingSandboxProblem,
  sandboxAck,
  signSandboxBody,
} from './sandbox-signing';

type TradeRow = typeof sandboxTrades.$inferSelect;

/** The body of a sandbox notification (JSON, signed as sent). */
interface SandboxEvent {
  id: string;
  event_type: 'TRADE.SUCCESS';
  out_trade_no: string;
  trade_no: string;
  amount_fen: number;
  paid_at: string;
}

export interface SandboxProviderOptions {
  db: Db;
  clock: Clock;
  secret: string;
  /** Where the hosted checkout page of an order is, given its number and ticket. */
  checkoutUrl: (orderNo: string, ticket: string) => string;
  notifier: SandboxNotifier;
}

/** What the hosted checkout page shows and does. */
export type CheckoutView =
  | { kind: 'open'; orderNo: string; amountFen: number; description: string; expiresAt: Date; returnUrl: string | null }
  | { kind: 'paid'; orderNo: string; amountFen: number; returnUrl: string | null }
  | { kind: 'closed'; orderNo: string; returnUrl: string | null }
  | { kind: 'unknown' };

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The sheet as the payer sees it; undefined token or a wrong one finds nothing. */
  checkout(orderNo: string, token: string): Promise<CheckoutView>;
  /** The payer taps 确认支付: the trade is paid now and the notification goes out. */
  confirm(orderNo: string, token: string): Promise<CheckoutView>;
  /** Sends the notification of a paid trade again (tests, the bench). */
  notifyAgain(orderNo: string): Promise<void>;
  /** The signed notification of a paid trade, as it would be delivered (tests, the bench). */
  notificationOf(orderNo: string): Promise<{ headers: Record<string, string>; rawBody: string }>;
}

const isoPaidAt = (trade: TradeRow) => (trade.paidAt as Date).toISOString();

/**
 * The default provider: a payment company simulated inside our server. It keeps its own books (sandbox_trades),
 * hosts the page that stands in for the wallet sheet, and posts HMAC-signed notifications to our notify endpoint
 * through the notifier (with its delays, losses and duplicates). It never reads our orders.
 */
export function createSandboxProvider({
  db,
  clock,
  secret,
  checkoutUrl,
  notifier,
}: SandboxProviderOptions): SandboxProvider {
  const refuse = (message: string) => new ProviderSignatureError('sandbox', message);
  const rejected = (
    reason: 'not-found' | 'already-paid' | 'already-closed' | 'duplicate-order' | 'invalid-request',
    code: string,
    message: string,
  ) => new ProviderRequestError('sandbox', { reason, providerCode: code, message });

  async function trade(orderNo: string): Promise<TradeRow | undefined> {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo));
    return row;
  }

  function signedEvent(row: TradeRow, eventId: string) {
    const event: SandboxEvent = {
      id: eventId,
      event_type: 'TRADE.SUCCESS',
      out_trade_no: row.orderNo,
      trade_no: row.tradeNo,
      amount_fen: row.amountFen,
      paid_at: isoPaidAt(row),
    };
    const rawBody = JSON.stringify(event);
    return {
      headers: { 'content-type': 'application/json', ...signSandboxBody(secret, rawBody, clock.now()) },
      rawBody,
    };
  }

  // One event id per paid trade, so duplicates and redeliveries carry the same id (as real providers do).
  const eventIdOf = (row: TradeRow) => `SBX-${row.tradeNo}`;

  function sendNotification(row: TradeRow) {
    const { headers, rawBody } = signedEvent(row, eventIdOf(row));
    notifier.deliver({ url: row.notifyUrl, headers, body: rawBody });
  }

  function view(row: TradeRow | undefined): CheckoutView {
    if (!row) return { kind: 'unknown' };
    if (row.state === 'SUCCESS')
      return { kind: 'paid', orderNo: row.orderNo, amountFen: row.amountFen, returnUrl: row.returnUrl };
    if (row.state === 'CLOSED' || row.expiresAt <= clock.now()) {
      return { kind: 'closed', orderNo: row.orderNo, returnUrl: row.returnUrl };
    }
    return {
      kind: 'open',
      orderNo: row.orderNo,
      amountFen: row.amountFen,
      description: row.description,
      expiresAt: row.expiresAt,
      returnUrl: row.returnUrl,
    };
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
    name: 'sandbox',

    async createPayment(req: CreatePaymentRequest): Promise<PaymentLaunch> {
      assertMerchantNo('sandbox', 'orderNo', req.orderNo);
      assertPositiveFen('sandbox', 'amountFen', req.amountFen);
      if (req.expiresAt <= clock.now())
        throw rejected('invalid-request', 'LOCAL_VALIDATION', 'expiresAt is in the past');
      await db
        .insert(sandboxTrades)
        .values({
          orderNo: req.orderNo,
          tradeNo: `SBX${Date.now().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase(),
          amountFen: req.amountFen,
          description: req.description,
          state: 'NOTPAY',
          notifyUrl: req.notifyUrl,
          returnUrl: req.returnUrl ?? null,
          expiresAt: req.expiresAt,
        })
        .onConflictDoNothing();
      const row = await trade(req.orderNo);
      // The same order number again is the same trade (an idempotent retry); with other terms it is a mistake.
      if (!row || row.amountFen !== req.amountFen)
        throw rejected('duplicate-order', 'OUT_TRADE_NO_USED', '商户订单号重复');
      if (row.state === 'SUCCESS') throw rejected('already-paid', 'ORDERPAID', '该订单已支付');
      if (row.state === 'CLOSED') throw rejected('already-closed', 'ORDER_CLOSED', '订单已关闭');
      const token = checkoutToken(secret, req.orderNo);
      return { kind: 'redirect', url: checkoutUrl(req.orderNo, token) };
    },

    async parseNotification(req: IncomingNotification): Promise<VerifiedNotification> {
      const problem = incomingSandboxProblem(secret, req, clock.now());
      if (problem) throw refuse(`notification refused: ${problem}`);
      let event: Partial<SandboxEvent>;
      try {
        event = JSON.parse(req.rawBody) as Partial<SandboxEvent>;
      } catch (error) {
        throw new ProviderSignatureError('sandbox', 'notification body is not JSON', { cause: error });
      }
      const paidAt = typeof event.paid_at === 'string' ? new Date(event.paid_at) : undefined;
      if (
        event.event_type !== 'TRADE.SUCCESS' ||
        typeof event.id !== 'string' ||
        typeof event.out_trade_no !== 'string' ||
        typeof event.trade_no !== 'string' ||
        !Number.isSafeInteger(event.amount_fen) ||
        (event.amount_fen as number) <= 0 ||
        !paidAt ||
        Number.isNaN(paidAt.getTime())
      ) {
        throw refuse('notification lacks its trade fields');
      }
      return {
        kind: 'payment',
        provider: 'sandbox',
        eventId: event.id,
        orderNo: event.out_trade_no,
        providerTradeNo: event.trade_no,
        amountFen: event.amount_fen as number,
        status: 'paid',
        paidAt,
        raw: event,
      };
    },

    notificationAck: (ok: boolean) => sandboxAck(ok),

    async queryPayment(orderNo: string): Promise<PaymentStatus> {
      assertMerchantNo('sandbox', 'orderNo', orderNo);
      return toStatus(orderNo, await trade(orderNo));
    },

    async closePayment(orderNo: string): Promise<void> {
      assertMerchantNo('sandbox', 'orderNo', orderNo);
      await db
        .update(sandboxTrades)
        .set({ state: 'CLOSED' })
        .where(and(eq(sandboxTrades.orderNo, orderNo), eq(sandboxTrades.state, 'NOTPAY')));
      const row = await trade(orderNo);
      if (row?.state === 'SUCCESS') throw rejected('already-paid', 'ORDERPAID', '订单已支付');
    },

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

    queryRefund: refundResult,

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

    async checkout(orderNo, token) {
      if (!checkoutTokenMatches(secret, orderNo, token)) return { kind: 'unknown' };
      return view(await trade(orderNo));
    },

    async confirm(orderNo, token) {
      if (!checkoutTokenMatches(secret, orderNo, token)) return { kind: 'unknown' };
      const now = clock.now();
      // Second resolution, like the providers' success_time.
      const paidAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
      const [paid] = await db
        .update(sandboxTrades)
        .set({ state: 'SUCCESS', paidAt })
        .where(
          and(
            eq(sandboxTrades.orderNo, orderNo),
            eq(sandboxTrades.state, 'NOTPAY'),
            sql`${sandboxTrades.expiresAt} > ${now}`,
          ),
        )
        .returning();
      if (paid) sendNotification(paid);
      return view(paid ?? (await trade(orderNo)));
    },

    async notifyAgain(orderNo) {
      const row = await trade(orderNo);
      if (row?.state === 'SUCCESS') sendNotification(row);
    },

    async notificationOf(orderNo) {
      const row = await trade(orderNo);
      if (row?.state !== 'SUCCESS') throw new Error(`sandbox trade ${orderNo} is not paid`);
      return signedEvent(row, eventIdOf(row));
    },
  };
}
