import type { RefundListener } from './captured-payments';
import {
  AppError,
  ErrorCode,
  formatFen,
  type PayChannel,
  type PurchaseState,
  type RefundState,
} from '@parking/contracts';
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { paymentOrderPurchases, paymentOrders, paymentRefunds } from '../../db/schema/payments';
import type { EventHandler } from '../../events/bus';
import { Topic } from '../../events/outbox';
import { captureLegs, ledgerOf, type ClearingProvider } from '../ledger';
import { payOrderFromWallet } from './balance-settlement';
import { captureRefundNo } from './order-no';
import { recordRefund } from './record-refund';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** A purchase as its module sees it (decision 035). */
export interface PurchaseRecord {
  orderNo: string;
  dealerId: string;
  driverId: string | null;
  purpose: string;
  ref: string;
  amountFen: number;
  channel: PayChannel;
  paidAt: Date | null;
}

/** What a module that sells something registers for its purpose. */
export interface PurchaseHandler {
  /**
   * Delivers what was bought, in the transaction that takes the money (a provider's capture, or the balance
   * payment). Answers 'refused' when it can no longer be delivered (the last slot went to someone else, the thing was
   * delivered by another order of the same ref): the whole amount then goes back to the payer. Must not throw for a
   * business reason — a throw rolls the capture back and the provider's next notification tries again.
   */
  fulfil(tx: Db, purchase: PurchaseRecord): Promise<'fulfilled' | 'refused'>;
  /**
   * The order closed unpaid while it was the ref's open order (expired, launch failed, closed by the provider): free
   * what was held for it. Runs once, in its own transaction, shortly after the close (an event handler); money that
   * still arrives later is captured and `fulfil` asked again.
   */
  release?(tx: Db, purchase: PurchaseRecord): Promise<void>;
}

/** The purposes modules registered (at their creation, before the app serves). */
export function createPurchaseRegistry() {
  const handlers = new Map<string, PurchaseHandler>();
  return {
    register(purpose: string, handler: PurchaseHandler): void {
      if (handlers.has(purpose)) throw new Error(`purchase purpose ${purpose} registered twice`);
      handlers.set(purpose, handler);
    },
    handlerOf(purpose: string): PurchaseHandler {
      const handler = handlers.get(purpose);
      if (!handler) throw new Error(`no module sells purchases of purpose ${purpose}`);
      return handler;
    },
    has: (purpose: string) => handlers.has(purpose),
    /** Every purpose sold (a test checks each can be invoiced). */
    purposes: (): string[] => [...handlers.keys()],
  };
}
export type PurchaseRegistry = ReturnType<typeof createPurchaseRegistry>;

type PurchaseRow = typeof paymentOrderPurchases.$inferSelect;

const recordOf = (order: OrderRow, row: Pick<PurchaseRow, 'purpose' | 'ref'>): PurchaseRecord => ({
  orderNo: order.orderNo,
  dealerId: order.dealerId,
  driverId: order.driverId,
  purpose: row.purpose,
  ref: row.ref,
  amountFen: order.amountFen,
  channel: order.channel,
  paidAt: order.paidAt,
});

async function purchaseOf(tx: Db, orderId: string, lock = false): Promise<PurchaseRow | undefined> {
  const query = tx.select().from(paymentOrderPurchases).where(eq(paymentOrderPurchases.orderId, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function setState(tx: Db, orderId: string, state: PurchaseState, from: PurchaseState[], at: Date) {
  const rows = await tx
    .update(paymentOrderPurchases)
    .set({ state, updatedAt: at })
    .where(and(eq(paymentOrderPurchases.orderId, orderId), inArray(paymentOrderPurchases.state, from)))
    .returning({ orderId: paymentOrderPurchases.orderId });
  return rows.length > 0;
}

/**
 * Inside the creating transaction: a new order for a thing supersedes the thing's open order (closed, its money —
 * should it still come — captured and offered to `fulfil` like any late money). Returns the superseded order numbers.
 * The order's row, then its purchase row, as a capture takes them: the purchase row first deadlocked with the capture
 * of that order (a twin creator finds the row no longer open, or loses the one-open race and retries).
 */
export async function supersedeOpenPurchase(tx: Db, purpose: string, ref: string, at: Date): Promise<string[]> {
  const open = await tx
    .select({ orderId: paymentOrderPurchases.orderId })
    .from(paymentOrderPurchases)
    .where(
      and(
        eq(paymentOrderPurchases.purpose, purpose),
        eq(paymentOrderPurchases.ref, ref),
        eq(paymentOrderPurchases.state, 'open'),
      ),
    );
  const closed: string[] = [];
  for (const { orderId } of open) {
    const [row] = await tx
      .update(paymentOrders)
      .set({ state: 'closed', closeReason: 'superseded', closedAt: at, updatedAt: at })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.state, 'pending')))
      .returning({ orderNo: paymentOrders.orderNo });
    await setState(tx, orderId, 'superseded', ['open'], at);
    if (row) closed.push(row.orderNo);
  }
  return closed;
}

/**
 * Asks the module to deliver and records its answer on the purchase row. The purchase row is locked before the
 * module's rows, as the release of a closed order takes them: locked only by the answer, after the module's rows, it
 * deadlocked with that release (late money meeting it).
 */
async function deliver(tx: Db, registry: PurchaseRegistry, order: OrderRow, paidAt: Date, now: Date) {
  const row = await purchaseOf(tx, order.id, true);
  if (!row) throw new Error(`purchase order ${order.orderNo} has no purchase row`);
  const outcome = await registry.handlerOf(row.purpose).fulfil(tx, recordOf({ ...order, paidAt }, row));
  await setState(tx, order.id, outcome, ['open', 'released', 'superseded'], now);
  return outcome;
}

/**
 * A purchase order's money was taken by a provider (inside the capture's transaction): the module delivers and the
 * ledger records revenue — or, refused, the whole amount is owed back (a refund queued). Returns the fen owed back.
 */
export async function capturePurchase(
  tx: Db,
  registry: PurchaseRegistry,
  order: OrderRow,
  paidAt: Date,
  now: Date,
): Promise<number> {
  const outcome = await deliver(tx, registry, order, paidAt, now);
  const refundFen = outcome === 'fulfilled' ? 0 : order.amountFen;
  await ledgerOf(tx).post({
    dealerId: order.dealerId,
    idempotencyKey: `capture:${order.orderNo}`,
    kind: 'capture',
    orderNo: order.orderNo,
    memo: refundFen > 0 ? '支付成功，但所购项目已无法提供，款项原路退回' : order.description,
    occurredAt: paidAt,
    legs: captureLegs(order.provider as ClearingProvider, order.amountFen - refundFen, refundFen),
  });
  if (refundFen > 0) {
    await createOrdersRepository(tx).insertRefund({
      refundNo: captureRefundNo(order.orderNo),
      orderId: order.id,
      dealerId: order.dealerId,
      provider: order.provider,
      amountFen: refundFen,
      reason: 'undeliverable',
      state: 'pending',
      nextAttemptAt: now,
    });
  }
  return refundFen;
}

/**
 * A purchase paid from the driver's wallet, inside the creating transaction: the module delivers and the wallet is
 * debited, or the caller's transaction rolls both back (CONFLICT when refused, or INSUFFICIENT_BALANCE). Delivered
 * first, like a capture and a bill paid from the balance: the module's rows, then the ledger's accounts. Debited
 * first, the dealer's revenue account was held while waiting for the module's row (a card an exit had locked, which
 * then posts its auto-pay to that account): a deadlock.
 */
export async function payPurchaseFromBalance(
  tx: Db,
  registry: PurchaseRegistry,
  order: OrderRow,
  driverId: string,
  now: Date,
): Promise<void> {
  if ((await deliver(tx, registry, order, now, now)) === 'refused') {
    throw new AppError(ErrorCode.CONFLICT, '该项目已无法购买，请刷新后重试');
  }
  await payOrderFromWallet(tx, order, driverId, `余额支付-${order.description}`, now);
}

export interface PurchaseRefund {
  orderNo: string;
  /**
   * The caller's name for this refund, one per reason it gives money back (e.g. `plan-cancel:<id>`): a repeat with
   * the same key refunds nothing more. The provider's refund number is derived from it (purchaseRefundNo).
   */
  key: string;
  amountFen: number;
}

/** A refund number every provider accepts (6–32 of [0-9A-Za-z_-]), the same for the same order and key. */
export const purchaseRefundNo = (orderNo: string, key: string): string =>
  `Q${createHash('sha256').update(`${orderNo}\n${key}`).digest('base64url').slice(0, 30)}`;

/** Purchases' own API for the modules: money back, and the release of holds when an order closes unpaid. */
export function createPurchases({
  db,
  clock,
  registry,
  refundRecorded,
}: {
  db: Db;
  clock: Clock;
  registry: PurchaseRegistry;
  /** Told of every refund in its transaction (invoices reverse the invoice holding the order). */
  refundRecorded: RefundListener;
}) {
  return {
    register: registry.register,
    purposes: registry.purposes,

    /**
     * Gives back part or all of a delivered purchase, inside the caller's transaction `tx`: to the wallet at once when
     * it was paid from the balance, else through the provider it came from (a refund the sweeper sends). Refuses more
     * than what is left of the order. Returns false when this key was refunded before (nothing more refunded).
     */
    async refundPurchase(tx: Db, refund: PurchaseRefund): Promise<boolean> {
      if (!Number.isSafeInteger(refund.amountFen) || refund.amountFen <= 0) {
        throw new AppError(ErrorCode.INVALID_INPUT, '退款金额必须大于0');
      }
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.orderNo, refund.orderNo))
        .for('update');
      if (!order || order.kind !== 'purchase') throw new AppError(ErrorCode.NOT_FOUND, '支付单不存在');
      const refundNo = purchaseRefundNo(order.orderNo, refund.key);
      const [done] = await tx
        .select({ orderId: paymentRefunds.orderId })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.refundNo, refundNo));
      if (done) return false;
      const purchase = await purchaseOf(tx, order.id);
      if (order.state !== 'paid' || purchase?.state !== 'fulfilled') {
        throw new AppError(ErrorCode.CONFLICT, '该支付尚未完成，无法退款');
      }
      const [{ refunded } = { refunded: 0 }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${paymentRefunds.amountFen}), 0)::int` })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.orderId, order.id), sql`${paymentRefunds.state} <> 'cancelled'`));
      const left = order.amountFen - Number(refunded);
      if (refund.amountFen > left) {
        throw new AppError(ErrorCode.CONFLICT, `退款金额不能超过可退金额${formatFen(left)}`);
      }
      const now = clock.now();
      const toWallet = order.provider === 'balance';
      await recordRefund(tx, {
        order,
        refundNo,
        amountFen: refund.amountFen,
        reason: 'purchase',
        toWallet,
        now,
        walletMemo: `退款-${order.description}`,
        adjustment: {
          idempotencyKey: `purchaseRefund:${refundNo}`,
          memo: `退款-${order.description}`,
          orderNo: order.orderNo,
        },
      });
      await refundRecorded(tx, {
        orderNo: order.orderNo,
        dealerId: order.dealerId,
        refundNo,
        amountFen: refund.amountFen,
      });
      return true;
    },

    /** Where the refund a module made under `key` stands ('none' when there is none): for its own screens. */
    async refundStateOf(orderNo: string, key: string): Promise<RefundState> {
      const [row] = await db
        .select({ state: paymentRefunds.state })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.refundNo, purchaseRefundNo(orderNo, key)));
      if (!row) return 'none';
      if (row.state === 'succeeded') return 'succeeded';
      return row.state === 'failed' || row.state === 'cancelled' ? 'failed' : 'pending';
    },

    /** A purchase order's delivery as the sync call shows it. */
    async stateOf(orderId: string): Promise<Pick<PurchaseRow, 'purpose' | 'ref' | 'state'> | undefined> {
      const row = await purchaseOf(db, orderId);
      return row && { purpose: row.purpose, ref: row.ref, state: row.state };
    },

    /** Once in the cluster per order event: an order closed unpaid while open releases what its module held. */
    releaseHandler: {
      name: 'payments.purchaseRelease',
      topic: Topic.PAYMENT_ORDER,
      async handle(event) {
        await db.transaction(async (tx) => {
          const order = await createOrdersRepository(tx).byOrderNo(event.subject);
          if (!order || order.kind !== 'purchase' || order.state !== 'closed') return;
          const row = await purchaseOf(tx, order.id);
          if (!row || !(await setState(tx, order.id, 'released', ['open'], clock.now()))) return;
          await registry.handlerOf(row.purpose).release?.(tx, recordOf(order, row));
        });
      },
    } satisfies EventHandler,
  };
}
export type Purchases = ReturnType<typeof createPurchases>;
