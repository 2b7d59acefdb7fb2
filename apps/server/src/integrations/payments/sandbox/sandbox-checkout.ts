import { and, eq, sql } from 'drizzle-orm';
import { sandboxTrades } from '../../../db/schema';
import type { SandboxBooks, TradeRow } from './sandbox-books';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import type { SandboxNotifier } from './sandbox-notifier';
import { pageTokenMatches, signSandboxBody } from './sandbox-signing';

/** The body of a sandbox notification (JSON, signed as sent). */
export interface SandboxEvent {
  id: string;
  event_type: 'TRADE.SUCCESS';
  out_trade_no: string;
  trade_no: string;
  amount_fen: number;
  paid_at: string;
}

/** What the hosted checkout page shows and does. */
export type CheckoutView =
  | { kind: 'open'; orderNo: string; amountFen: number; description: string; expiresAt: Date; returnUrl: string | null }
  | { kind: 'paid'; orderNo: string; amountFen: number; returnUrl: string | null }
  | { kind: 'closed'; orderNo: string; returnUrl: string | null }
  | { kind: 'unknown' };

export interface SandboxCheckout {
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

/** The hosted checkout page (the stand-in for the wallet sheet) and the signed notifications a paid trade sends. */
export function sandboxCheckout(
  { db, clock, secret, notifier }: { db: Db; clock: Clock; secret: string; notifier: SandboxNotifier },
  { trade }: SandboxBooks,
): SandboxCheckout {
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

  return {
    async checkout(orderNo, token) {
      if (!pageTokenMatches(secret, 'checkout', orderNo, token)) return { kind: 'unknown' };
      return view(await trade(orderNo));
    },

    async confirm(orderNo, token) {
      if (!pageTokenMatches(secret, 'checkout', orderNo, token)) return { kind: 'unknown' };
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
