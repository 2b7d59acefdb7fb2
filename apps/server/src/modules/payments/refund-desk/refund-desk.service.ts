import {
  AppError,
  ErrorCode,
  formatFen,
  OperatorRole,
  refundRequestStateText,
  type MoneySettings,
  type NewRefundRequest,
  type OperatorProfile,
  type RefundableOrder,
  type RefundMoneyState,
  type RefundRequest,
  type RefundRequestQuery,
  type RefundRequests,
  type SaveMoneySettings,
} from '@parking/contracts';
import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { pageOf } from '../../../db/paging';
import { dealerMoneySettings, paymentOrders, refundRequests } from '../../../db/schema/payments';
import type { AuditTrail } from '../../audit';
import { parkScopeOf } from '../../operators';
import type { RefundListener } from '../captured-payments';
import { recordRefund } from '../record-refund';
import { refundRequestsPage } from '../refund-requests.read-model';
import {
  channelTextOf,
  kindTextOf,
  moneySettingsOf,
  parksOfOrder,
  refundedFenOf,
  refundStatesOf,
  requestedFenOf,
  type OrderRow,
  type RequestRow,
} from './refund-facts';

/** The refund number of a request: one per request, so a request can refund once whatever happens. */
export const requestRefundNo = (requestId: string): string =>
  `M${createHash('sha256').update(`refund-request\n${requestId}`).digest('base64url').slice(0, 30)}`;

/** Finance decides refunds; admins pass every role check (decision 077). */
const isFinance = (operator: OperatorProfile): boolean =>
  operator.roles.includes(OperatorRole.FINANCE) || operator.roles.includes(OperatorRole.ADMIN);

const moneyStateOf = (state: string | undefined): RefundMoneyState => {
  if (!state) return 'none';
  if (state === 'succeeded') return 'succeeded';
  return state === 'failed' || state === 'cancelled' ? 'failed' : 'pending';
};

export interface RefundDeskDeps {
  db: Db;
  clock: Clock;
  trail: AuditTrail;
  /** Listeners told of every refund in its transaction (invoices reverse the invoice holding the order). */
  refundRecorded: RefundListener;
  /** After commit: ask the provider now rather than at the next sweep. */
  kick: () => void;
}

/**
 * Refunds with four eyes (decision 092): one operator asks, a finance operator approves; above the dealer's
 * threshold the approver must be another operator than the asker. Approval writes the refund (payment_refunds,
 * reason operator) and its ledger move in one transaction under the request's row lock and a refund number derived
 * from the request, so two approvals at once refund once; the sweeper takes it to the original channel.
 */
/** The dealer's paid order by number, locked when `lock`, if the operator may act on it (else not found). */
async function orderFor(tx: Db, operator: OperatorProfile, where: SQL, lock: boolean): Promise<OrderRow> {
  const query = tx
    .select()
    .from(paymentOrders)
    .where(and(where, eq(paymentOrders.dealerId, operator.dealerId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
  const scope = parkScopeOf(operator);
  if (scope) {
    // Park-scoped operators refund their parks' parking orders only.
    const { parkIds } = await parksOfOrder(tx, order.id);
    if (order.kind !== 'bills' || parkIds.length === 0 || parkIds.some((p) => !scope.includes(p))) {
      throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
    }
  }
  return order;
}

function assertRefundable(order: OrderRow): void {
  if (order.state !== 'paid') throw new AppError(ErrorCode.CONFLICT, '该订单未支付，无法退款');
  if (order.kind === 'recharge') throw new AppError(ErrorCode.CONFLICT, '充值订单由车主在钱包中提现，不能在此退款');
  if (order.provider === 'coupon' || order.amountFen === 0) {
    throw new AppError(ErrorCode.CONFLICT, '该订单没有实付金额，无法退款');
  }
}

async function view(tx: Db, row: RequestRow, order?: OrderRow): Promise<RefundRequest> {
  const o = order ?? (await tx.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId)))[0]!;
  const states = await refundStatesOf(tx, row.refundNo ? [row.refundNo] : []);
  return {
    requestId: row.id,
    orderNo: o.orderNo,
    kindText: await kindTextOf(tx, o),
    description: o.description,
    channelText: channelTextOf(o),
    orderAmountFen: o.amountFen,
    amountFen: row.amountFen,
    reason: row.reason,
    state: row.state as RefundRequest['state'],
    stateText: refundRequestStateText[row.state as RefundRequest['state']],
    aboveThreshold: row.aboveThreshold,
    requestedBy: row.requestedBy,
    requestedByName: row.requestedByName,
    requestedAt: row.createdAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    refundNo: row.refundNo,
    moneyState: moneyStateOf(row.refundNo ? states.get(row.refundNo) : undefined),
  };
}

/** The money goes back: the refund row and its ledger move, in `tx` (the request is locked by the caller). */
async function pay(
  { clock, refundRecorded }: Pick<RefundDeskDeps, 'clock' | 'refundRecorded'>,
  tx: Db,
  request: RequestRow,
  operator: OperatorProfile,
): Promise<RequestRow> {
  const order = await orderFor(tx, operator, eq(paymentOrders.id, request.orderId), true);
  assertRefundable(order);
  const left = order.amountFen - (await refundedFenOf(tx, order.id));
  if (request.amountFen > left) {
    throw new AppError(ErrorCode.CONFLICT, `退款金额不能超过可退金额${formatFen(left)}`);
  }
  const now = clock.now();
  const refundNo = requestRefundNo(request.id);
  const toWallet = order.provider === 'balance' && order.driverId !== null;
  const memo = `退款-${order.description}`;
  await recordRefund(tx, {
    order,
    refundNo,
    amountFen: request.amountFen,
    reason: 'operator',
    toWallet,
    now,
    walletMemo: memo,
    adjustment: { idempotencyKey: `operatorRefund:${refundNo}`, memo, orderNo: order.orderNo },
  });
  await refundRecorded(tx, {
    orderNo: order.orderNo,
    dealerId: order.dealerId,
    refundNo,
    amountFen: request.amountFen,
  });
  const [done] = await tx
    .update(refundRequests)
    .set({ state: 'refunded', decidedBy: operator.id, decidedByName: operator.displayName, decidedAt: now, refundNo })
    .where(and(eq(refundRequests.id, request.id), eq(refundRequests.state, 'requested')))
    .returning();
  if (!done) throw new AppError(ErrorCode.CONFLICT, '该退款申请已处理');
  return done;
}

export function createRefundDesk({ db, clock, trail, refundRecorded, kick }: RefundDeskDeps) {
  /** The request, locked, of the operator's dealer and parks; refused unless still waiting. */
  async function lockWaiting(tx: Db, operator: OperatorProfile, requestId: string): Promise<RequestRow> {
    const [row] = await tx
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.id, requestId), eq(refundRequests.dealerId, operator.dealerId)))
      .for('update');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '退款申请不存在');
    await orderFor(tx, operator, eq(paymentOrders.id, row.orderId), false);
    if (row.state !== 'requested') throw new AppError(ErrorCode.CONFLICT, '该退款申请已处理');
    return row;
  }

  const audited = (row: RequestRow) => ({
    orderId: row.orderId,
    amountFen: row.amountFen,
    reason: row.reason,
    state: row.state,
    aboveThreshold: row.aboveThreshold,
    refundNo: row.refundNo,
    decisionNote: row.decisionNote,
  });

  return {
    async order(operator: OperatorProfile, orderNo: string): Promise<RefundableOrder> {
      const order = await orderFor(db, operator, eq(paymentOrders.orderNo, orderNo), false);
      const refundedFen = await refundedFenOf(db, order.id);
      const requestedFen = await requestedFenOf(db, order.id);
      const { parkName, plateNo } = await parksOfOrder(db, order.id);
      const refundable = order.state === 'paid' && order.kind !== 'recharge' && order.provider !== 'coupon';
      return {
        orderNo: order.orderNo,
        kind: order.kind,
        kindText: await kindTextOf(db, order),
        description: order.description,
        channelText: channelTextOf(order),
        amountFen: order.amountFen,
        refundedFen,
        requestedFen,
        refundableFen: refundable ? Math.max(0, order.amountFen - refundedFen - requestedFen) : 0,
        paidAt: order.paidAt?.toISOString() ?? null,
        parkName,
        plateNo,
      };
    },

    async list(operator: OperatorProfile, query: RefundRequestQuery & { pageNo: number; pageSize: number }) {
      const { rows, total } = await refundRequestsPage(
        db,
        {
          dealerId: operator.dealerId,
          state: query.state,
          orderNo: query.orderNo,
          parkScope: parkScopeOf(operator),
        },
        query,
      );
      const views = [];
      for (const r of rows) views.push(await view(db, r.request, r.order));
      return pageOf(views, total) as RefundRequests;
    },

    /** Ask for a refund; finance at or below the threshold needs nobody else: refunded at once. */
    async ask(operator: OperatorProfile, input: NewRefundRequest): Promise<RefundRequest> {
      const row = await db.transaction(async (tx) => {
        const order = await orderFor(tx, operator, eq(paymentOrders.orderNo, input.orderNo), true);
        assertRefundable(order);
        const left = order.amountFen - (await refundedFenOf(tx, order.id)) - (await requestedFenOf(tx, order.id));
        if (input.amountFen > left) {
          throw new AppError(
            ErrorCode.INVALID_INPUT,
            left > 0 ? `退款金额不能超过可退金额${formatFen(left)}` : '该订单已没有可退金额',
          );
        }
        const { refundApprovalFen } = await moneySettingsOf(tx, operator.dealerId);
        const [asked] = await tx
          .insert(refundRequests)
          .values({
            dealerId: operator.dealerId,
            orderId: order.id,
            amountFen: input.amountFen,
            reason: input.reason,
            state: 'requested',
            aboveThreshold: input.amountFen > refundApprovalFen,
            requestedBy: operator.id,
            requestedByName: operator.displayName,
            createdAt: clock.now(),
          })
          .returning();
        const done =
          isFinance(operator) && !asked!.aboveThreshold
            ? await pay({ clock, refundRecorded }, tx, asked!, operator)
            : asked!;
        await trail.record(tx, { objectType: 'refundRequest', objectId: done.id, before: null, after: audited(done) });
        return done;
      });
      if (row.state === 'refunded') kick();
      return view(db, row);
    },

    /** A finance operator other than the asker approves: the refund is written once, in this transaction. */
    async approve(operator: OperatorProfile, requestId: string): Promise<RefundRequest> {
      const row = await db.transaction(async (tx) => {
        const waiting = await lockWaiting(tx, operator, requestId);
        if (waiting.requestedBy === operator.id) {
          throw new AppError(ErrorCode.FORBIDDEN, '不能审批自己发起的退款，请由另一位财务人员审批');
        }
        const done = await pay({ clock, refundRecorded }, tx, waiting, operator);
        await trail.record(tx, {
          objectType: 'refundRequest',
          objectId: done.id,
          before: audited(waiting),
          after: audited(done),
        });
        return done;
      });
      kick();
      return view(db, row);
    },

    async refuse(operator: OperatorProfile, requestId: string, note: string): Promise<RefundRequest> {
      const row = await db.transaction(async (tx) => {
        const waiting = await lockWaiting(tx, operator, requestId);
        const [done] = await tx
          .update(refundRequests)
          .set({
            state: 'refused',
            decidedBy: operator.id,
            decidedByName: operator.displayName,
            decisionNote: note,
            decidedAt: clock.now(),
          })
          .where(and(eq(refundRequests.id, waiting.id), eq(refundRequests.state, 'requested')))
          .returning();
        await trail.record(tx, {
          objectType: 'refundRequest',
          objectId: waiting.id,
          before: audited(waiting),
          after: audited(done!),
        });
        return done!;
      });
      return view(db, row);
    },

    settings: (operator: OperatorProfile): Promise<MoneySettings> => moneySettingsOf(db, operator.dealerId),

    async saveSettings(operator: OperatorProfile, input: SaveMoneySettings): Promise<MoneySettings> {
      return db.transaction(async (tx) => {
        const before = await moneySettingsOf(tx, operator.dealerId);
        const after = { refundApprovalFen: input.refundApprovalFen, withdrawalReviewFen: input.withdrawalReviewFen };
        await tx
          .insert(dealerMoneySettings)
          .values({ dealerId: operator.dealerId, ...after })
          .onConflictDoUpdate({ target: dealerMoneySettings.dealerId, set: { ...after, updatedAt: clock.now() } });
        await trail.record(tx, { objectType: 'moneySettings', objectId: operator.dealerId, before, after });
        return after;
      });
    },
  };
}
export type RefundDesk = ReturnType<typeof createRefundDesk>;
