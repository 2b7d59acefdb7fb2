import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { sandboxTrades } from '../../../db/schema';
import {
  assertMerchantNo,
  assertPositiveFen,
  ProviderSignatureError,
  type CreatePaymentRequest,
  type IncomingNotification,
  type PaymentLaunch,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedNotification,
} from '../provider';
import { bookTrade, createSandboxBooks } from './sandbox-books';
import { sandboxCheckout, type SandboxCheckout, type SandboxEvent } from './sandbox-checkout';
import type { SandboxNotifier } from './sandbox-notifier';
import { pageToken, sandboxAck, verifiedSandboxEvent } from './sandbox-signing';

export interface SandboxProviderOptions {
  db: Db;
  clock: Clock;
  secret: string;
  /** Where the hosted checkout page of an order is, given its number and ticket. */
  checkoutUrl: (orderNo: string, ticket: string) => string;
  notifier: SandboxNotifier;
}

export type { CheckoutView } from './sandbox-checkout';

export interface SandboxProvider extends PaymentProvider, SandboxCheckout {
  readonly name: 'sandbox';
}

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
  const books = createSandboxBooks(db, clock);
  const { rejected, trade, toStatus } = books;

  return {
    name: 'sandbox',

    async createPayment(req: CreatePaymentRequest): Promise<PaymentLaunch> {
      assertMerchantNo('sandbox', 'orderNo', req.orderNo);
      assertPositiveFen('sandbox', 'amountFen', req.amountFen);
      if (req.expiresAt <= clock.now())
        throw rejected('invalid-request', 'LOCAL_VALIDATION', 'expiresAt is in the past');
      await bookTrade(db, req, { state: 'NOTPAY', returnUrl: req.returnUrl ?? null, expiresAt: req.expiresAt });
      const row = await trade(req.orderNo);
      // The same order number again is the same trade (an idempotent retry); with other terms it is a mistake.
      if (!row || row.amountFen !== req.amountFen)
        throw rejected('duplicate-order', 'OUT_TRADE_NO_USED', '商户订单号重复');
      if (row.state === 'SUCCESS') throw rejected('already-paid', 'ORDERPAID', '该订单已支付');
      if (row.state === 'CLOSED') throw rejected('already-closed', 'ORDER_CLOSED', '订单已关闭');
      const token = pageToken(secret, 'checkout', req.orderNo);
      return { kind: 'redirect', url: checkoutUrl(req.orderNo, token) };
    },

    async parseNotification(req: IncomingNotification): Promise<VerifiedNotification> {
      const event = verifiedSandboxEvent<SandboxEvent>(secret, req, clock.now(), 'notification');
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

    refund: books.refund,
    queryRefund: books.refundResult,
    downloadBill: books.downloadBill,
    ...sandboxCheckout({ db, clock, secret, notifier }, books),
  };
}
