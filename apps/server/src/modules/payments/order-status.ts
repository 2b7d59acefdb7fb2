import {
  AppError,
  ErrorCode,
  formatPlateNo,
  PAY_CHANNEL_NAMES,
  type OrderPurchase,
  type OrderStatus,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Bills } from './bills';
import type { OrderChaser } from './order-closing';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** The sync call asks the provider itself at most this often per order (the pages poll every second or two). */
export const SYNC_QUERY_EVERY_MS = 4_000;

/** Who may follow an order: its driver; an anonymous order anyone holding its (unguessable) number. */
export function assertMayRead(order: OrderRow, dealerId: string, driverId: string | null): void {
  const foreign = order.dealerId !== dealerId || (order.driverId !== null && order.driverId !== driverId);
  if (foreign) throw new AppError(ErrorCode.NOT_FOUND, '支付单不存在');
}

function refundSummary(
  refunds: { amountFen: number; state: string }[],
): Pick<OrderStatus, 'refundFen' | 'refundState'> {
  if (refunds.length === 0) return { refundFen: 0, refundState: 'none' };
  const refundFen = refunds.reduce((sum, r) => sum + r.amountFen, 0);
  if (refunds.some((r) => r.state === 'failed')) return { refundFen, refundState: 'failed' };
  if (refunds.every((r) => r.state === 'succeeded')) return { refundFen, refundState: 'succeeded' };
  return { refundFen, refundState: 'pending' };
}

/** payCharges/sync: an order's state for the result pages, brought up to date with the provider when pending. */
export function createOrderStatus({
  db,
  bills,
  chaser,
  clock,
  purchaseOf,
}: {
  db: Db;
  bills: Bills;
  chaser: OrderChaser;
  clock: Clock;
  /** A purchase order's delivery (decision 035). */
  purchaseOf: (orderId: string) => Promise<OrderPurchase | undefined>;
}) {
  async function view(order: OrderRow): Promise<OrderStatus> {
    const orders = createOrdersRepository(db);
    const lines = await orders.lines(order.id);
    const stays = await bills.stays(lines.map((l) => l.sessionId));
    const purchase = order.kind === 'purchase' ? await purchaseOf(order.id) : undefined;
    const refunds = await orders.refundsOfOrder(order.id);
    const operatorRefundFen = refunds.filter((r) => r.reason === 'operator').reduce((sum, r) => sum + r.amountFen, 0);
    return {
      orderNo: order.orderNo,
      state: order.state,
      final: order.state !== 'pending',
      amountFen: order.amountFen,
      payChannel: order.channel,
      // A coupon-only order (decision 049) took no money through the channel it was asked with.
      payChannelText: order.provider === 'coupon' ? '优惠券全额抵扣' : PAY_CHANNEL_NAMES[order.channel],
      paidAt: order.paidAt?.toISOString() ?? null,
      ...refundSummary(refunds),
      ...(operatorRefundFen > 0 ? { operatorRefundFen } : {}),
      bills: lines.map((line) => {
        const bill = stays.get(line.sessionId);
        return {
          uniqueId: line.sessionId,
          parkId: bill?.stay.parkId ?? '',
          parkName: bill?.parkName ?? '',
          formatPlateNo: bill ? formatPlateNo(bill.stay.plateNo) : '',
          amountFen: line.amountFen,
          isArrears: line.isArrears,
          settled: line.status === 'settled',
          sessionState: bill?.stay.state ?? 'unknown',
          exitedAt: bill?.stay.exitedAt?.toISOString() ?? null,
          graceUntil: bill?.graceUntil !== undefined ? new Date(bill.graceUntil).toISOString() : null,
        };
      }),
      ...(purchase ? { purchase } : {}),
    };
  }

  return {
    view,

    /** What a push stream of the order watches: the order and its bills' stays (after the same access check). */
    async watched(orderNo: string, reader: { dealerId: string; driverId: string | null }) {
      const orders = createOrdersRepository(db);
      const order = await orders.byOrderNo(orderNo);
      if (!order) throw new AppError(ErrorCode.NOT_FOUND, '支付单不存在');
      assertMayRead(order, reader.dealerId, reader.driverId);
      return { orderNo, sessionIds: (await orders.lines(order.id)).map((line) => line.sessionId) };
    },

    async sync(orderNo: string, reader: { dealerId: string; driverId: string | null }): Promise<OrderStatus> {
      const orders = createOrdersRepository(db);
      let order = await orders.byOrderNo(orderNo);
      if (!order) throw new AppError(ErrorCode.NOT_FOUND, '支付单不存在');
      assertMayRead(order, reader.dealerId, reader.driverId);
      const stale = !order.queriedAt || clock.now().getTime() - order.queriedAt.getTime() >= SYNC_QUERY_EVERY_MS;
      // Never trust a redirect: while pending, the provider itself is asked (throttled per order).
      if (order.state === 'pending' && order.provider !== 'balance' && stale) {
        await chaser.chase(order);
        order = (await orders.byOrderNo(orderNo)) ?? order;
      }
      return view(order);
    },
  };
}
