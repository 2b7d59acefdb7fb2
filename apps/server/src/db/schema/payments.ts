import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderKind, OrderState, PayChannel, PayLaunch, PurchaseState } from '@parking/contracts';
import { createdAt, fen, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { textPkRef, textRef, uuidPkRef, uuidRef } from './foreign-keys';
import { dealers, dealerKeptRef } from './dealers';
import { drivers } from './drivers';
import { parkingSessions } from './parking';

/**
 * A payment order: one attempt to pay one or more bills through one channel. `orderNo` is what providers know it by
 * (out_trade_no). State moves pending → paid or pending → closed by conditional updates only (`where state = …`), so
 * a notification, a query and a sweep racing each other change it once. A closed order can still turn paid: money
 * that arrives late (a wallet sheet left open) is captured and, if its bills were paid meanwhile, refunded.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuidPk(),
    orderNo: text('order_no').notNull().unique('payment_orders_order_no'),
    dealerId: dealerKeptRef(),
    /**
     * What the money is for: bills (parking bills, in payment_order_bills), recharge (the driver's wallet) or
     * purchase (another module's thing, in payment_order_purchases).
     */
    kind: text('kind').$type<OrderKind>().notNull().default('bills'),
    /** The logged-in payer; null when paid anonymously by plate. */
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    /** Spec pay channel: 2 Alipay, 3 WeChat, 6 balance. */
    channel: smallint('channel').$type<PayChannel>().notNull(),
    /** Who moves the money: sandbox, wechatpay, alipay, or balance (our own ledger). */
    provider: text('provider').notNull(),
    /** jsapi | h5 | alipay-app | alipay-wap | sandbox | balance | withhold (taken under a withholding agreement) */
    scene: text('scene').notNull(),
    amountFen: fen('amount_fen').notNull(),
    state: text('state').$type<OrderState>().notNull(),
    /** expired | superseded | launchFailed | providerClosed */
    closeReason: text('close_reason'),
    description: text('description').notNull(),
    collectorCode: text('collector_code'),
    clientType: smallint('client_type'),
    clientIp: text('client_ip').notNull().default(''),
    /** What the app needs to take the money; a replay of the request returns it again. */
    launch: jsonb('launch').$type<PayLaunch>(),
    providerTradeNo: text('provider_trade_no'),
    paidAt: timestamptz('paid_at'),
    closedAt: timestamptz('closed_at'),
    /** The provider confirmed it will take no money for this order (closePayment), after we closed it. */
    providerClosedAt: timestamptz('provider_closed_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The last time the sweeper asked the provider about it. */
    queriedAt: timestamptz('queried_at'),
    ...timestamps(),
  },
  (t) => [
    check('payment_orders_state', sql`${t.state} in ('pending', 'paid', 'closed')`),
    check('payment_orders_kind', sql`${t.kind} in ('bills', 'recharge', 'purchase')`),
    // A recharge credits a driver's wallet: it has a driver, and the wallet is never recharged from itself.
    check(
      'payment_orders_recharge',
      sql`${t.kind} <> 'recharge' or (${t.driverId} is not null and ${t.provider} <> 'balance')`,
    ),
    check('payment_orders_channel', sql`${t.channel} in (2, 3, 6)`),
    check('payment_orders_provider', sql`${t.provider} in ('sandbox', 'wechatpay', 'alipay', 'balance', 'coupon')`),
    // A coupon-only order (decision 049) is the one order of 0 fen: a coupon paid the whole bill, no money moved.
    check('payment_orders_amount', sql`${t.amountFen} > 0 or (${t.provider} = 'coupon' and ${t.amountFen} = 0)`),
    check('payment_orders_paid', sql`(${t.state} = 'paid') = (${t.paidAt} is not null)`),
    index('payment_orders_pending')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    index('payment_orders_unclosed')
      .on(t.closedAt)
      .where(sql`${t.state} = 'closed' and ${t.providerClosedAt} is null`),
    index('payment_orders_driver').on(t.driverId, t.createdAt),
    index('payment_orders_day').on(t.provider, t.paidAt),
  ],
);

/**
 * The bills an order pays, each with the amount quoted and what the bill had been paid when the order was made
 * (`basePaidFen`): the bill "as it stood". Two unique indexes keep money exact whatever races:
 * - one open attempt per bill (a new attempt releases the previous one);
 * - one settlement per bill as it stood: of two orders that both took money for the same bill, only one pays it,
 *   the other's part becomes a refund.
 */
export const paymentOrderBills = pgTable(
  'payment_order_bills',
  {
    orderId: uuidRef('order_id', () => paymentOrders.id, 'restrict'),
    sessionId: uuidRef('session_id', () => parkingSessions.id, 'restrict'),
    dealerId: dealerKeptRef(),
    amountFen: fen('amount_fen').notNull(),
    basePaidFen: fen('base_paid_fen').notNull(),
    isArrears: boolean('is_arrears').notNull(),
    /** open (order pending) | settled (paid the bill) | duplicate (money refunded) | released (order closed) */
    status: text('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.sessionId] }),
    check('payment_order_bills_status', sql`${t.status} in ('open', 'settled', 'duplicate', 'released')`),
    check('payment_order_bills_amount', sql`${t.amountFen} >= 0 and ${t.basePaidFen} >= 0`),
    uniqueIndex('payment_order_bills_one_open')
      .on(t.sessionId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('payment_order_bills_one_settlement')
      .on(t.sessionId, t.basePaidFen)
      .where(sql`${t.status} = 'settled'`),
  ],
);

/**
 * What a purchase order buys (decision 035): a module's thing, named by `purpose` (the module's registered name) and
 * `ref` (its id there). The module delivers it in the transaction that takes the money (`state` fulfilled) or says it
 * no longer can (refused: the money goes back whole). One open order per thing: a new order for the same thing
 * supersedes the open one, so a driver who backs out of a wallet sheet and pays again pays once.
 */
export const paymentOrderPurchases = pgTable(
  'payment_order_purchases',
  {
    orderId: uuidPkRef('order_id', () => paymentOrders.id, 'restrict'),
    dealerId: dealerKeptRef(),
    purpose: text('purpose').notNull(),
    ref: text('ref').notNull(),
    state: text('state').$type<PurchaseState>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'payment_order_purchases_state',
      sql`${t.state} in ('open', 'fulfilled', 'refused', 'released', 'superseded')`,
    ),
    uniqueIndex('payment_order_purchases_one_open')
      .on(t.purpose, t.ref)
      .where(sql`${t.state} = 'open'`),
    index('payment_order_purchases_ref').on(t.purpose, t.ref),
  ],
);

/**
 * Money going back to a payer through the provider it came from. `refundNo` is the provider's out_refund_no: retried
 * with the same number until the provider answers, it refunds once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuidPk(),
    refundNo: text('refund_no').notNull().unique('payment_refunds_refund_no'),
    orderId: uuidRef('order_id', () => paymentOrders.id, 'restrict'),
    dealerId: dealerKeptRef(),
    provider: text('provider').notNull(),
    amountFen: fen('amount_fen').notNull(),
    /**
     * duplicate: the bills were paid by another payment first. withdrawal: a driver takes wallet money back through
     * the recharge it came from (one order may be refunded by several withdrawals). walletCap: a recharge paid when
     * the wallet could not hold it (at most 5000.00元) goes back whole. appeal: a bill appeal approved by service
     * and finance (support module; one per ticket). undeliverable: a purchase paid when its module could no longer
     * deliver it goes back whole. purchase: a module gives back part or all of a delivered purchase (a cancelled plan,
     * a charging prepayment's unused part); a balance-paid purchase goes back to the wallet at once (provider
     * `balance`, succeeded when written). operator: a refund an operator asked for and finance approved (decision
     * 092, refund_requests).
     */
    reason: text('reason').notNull(),
    /**
     * pending (to ask the provider) | processing (asked, not done) | succeeded | failed (needs a person) |
     * cancelled (a failed withdrawal part whose money went back to the wallet instead; never asked again) | held (a
     * withdrawal part waiting for an operator's review, decision 092: never asked until released to pending)
     */
    state: text('state').notNull(),
    providerRefundNo: text('provider_refund_no'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    succeededAt: timestamptz('succeeded_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'payment_refunds_state',
      sql`${t.state} in ('held', 'pending', 'processing', 'succeeded', 'failed', 'cancelled')`,
    ),
    check(
      'payment_refunds_reason',
      sql`${t.reason} in ('duplicate', 'withdrawal', 'walletCap', 'appeal', 'undeliverable', 'purchase', 'operator')`,
    ),
    check('payment_refunds_amount', sql`${t.amountFen} > 0`),
    // One capture-time refund per order: capturing an order twice cannot ask for its money back twice.
    uniqueIndex('payment_refunds_one_per_reason')
      .on(t.orderId, t.reason)
      .where(sql`${t.reason} in ('duplicate', 'walletCap', 'undeliverable')`),
    index('payment_refunds_order').on(t.orderId),
    index('payment_refunds_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'processing')`),
  ],
);

/** Every verified notification received, and what it did (the audit trail; deduplication is by order state). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    orderNo: text('order_no').notNull(),
    /** captured | alreadyCaptured | closed | mismatch | unknownOrder | refundSucceeded | refundFailed | ignored */
    outcome: text('outcome').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [index('payment_notifications_order').on(t.orderNo)],
);

/**
 * Idempotency keys of money-moving requests: the first request with a key creates the order, every later one gets
 * its answer back; the same key with another body is refused. `orderNo` lets a request interrupted after creating
 * its order resume it instead of creating another.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderNo: text('order_no'),
    /** started | done */
    state: text('state').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('idempotency_keys_state', sql`${t.state} in ('started', 'done')`),
  ],
);

/**
 * The sandbox provider's own books: it stands in for a payment company, so it keeps its trades in its own table and
 * never reads ours. Shared by every server node on the database, like a real provider's state.
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    orderNo: text('order_no').primaryKey(),
    tradeNo: text('trade_no').notNull().unique('sandbox_trades_trade_no'),
    amountFen: fen('amount_fen').notNull(),
    description: text('description').notNull(),
    /** NOTPAY | SUCCESS | CLOSED */
    state: text('state').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    refundedFen: fen('refunded_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_trades_state', sql`${t.state} in ('NOTPAY', 'SUCCESS', 'CLOSED')`),
    check('sandbox_trades_refund', sql`${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.amountFen}`),
    index('sandbox_trades_paid').on(t.paidAt),
  ],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundNo: text('refund_no').primaryKey(),
  orderNo: textRef('order_no', () => sandboxTrades.orderNo),
  amountFen: fen('amount_fen').notNull(),
  createdAt: createdAt(),
});

/**
 * A refund an operator asks for (decision 092): of a paid order (parking bills or a purchase), whole or in part. One
 * operator asks; when the amount is above the dealer's threshold, or the asker is not finance, a second operator with
 * the finance role approves. Approval writes the payment_refunds row (reason operator) in the same transaction, under
 * a refund number derived from this row: a request refunds at most once.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuidPk(),
    dealerId: dealerKeptRef(),
    orderId: uuidRef('order_id', () => paymentOrders.id, 'restrict'),
    amountFen: fen('amount_fen').notNull(),
    /** Why, in the asker's words (the driver does not see it). */
    reason: text('reason').notNull(),
    /** requested (waiting for finance) | refunded (approved: the refund row exists) | refused */
    state: text('state').notNull(),
    /** Above the dealer's threshold when asked: needs a second operator's approval. */
    aboveThreshold: boolean('above_threshold').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name'),
    /** The refusal's reason. */
    decisionNote: text('decision_note'),
    refundNo: text('refund_no').unique('refund_requests_refund_no'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('refund_requests_state', sql`${t.state} in ('requested', 'refunded', 'refused')`),
    check('refund_requests_amount', sql`${t.amountFen} > 0`),
    check(
      'refund_requests_four_eyes',
      sql`${t.decidedBy} is null or ${t.aboveThreshold} = false or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    index('refund_requests_dealer_state').on(t.dealerId, t.state, t.createdAt),
    index('refund_requests_order').on(t.orderId),
  ],
);

/** A dealer's money desk settings (decision 092); a dealer without a row has the defaults. */
export const dealerMoneySettings = pgTable('dealer_money_settings', {
  dealerId: textPkRef('dealer_id', () => dealers.id, 'restrict'),
  /** Refunds above this need a second operator with the finance role (default 100.00元). */
  refundApprovalFen: fen('refund_approval_fen').notNull().default(10000),
  /** Withdrawals above this wait for review by finance; null: none does (the default). */
  withdrawalReviewFen: fen('withdrawal_review_fen'),
  updatedAt: updatedAt(),
});
