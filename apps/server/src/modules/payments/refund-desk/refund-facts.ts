import { BAG_PURCHASE, ChargingPurpose, PAY_CHANNEL_NAMES, SHARING_PURCHASE, formatPlateNo } from '@parking/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  dealerMoneySettings,
  paymentOrderBills,
  paymentOrderPurchases,
  paymentRefunds,
  refundRequests,
} from '../../../db/schema/payments';
import { stayReads } from '../../parking';
import { parkNamesOf } from '../../parks';
import type { paymentOrders } from '../../../db/schema/payments';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type RequestRow = typeof refundRequests.$inferSelect;

/** The default refund threshold (100.00元) of a dealer that set none. */
export const DEFAULT_REFUND_APPROVAL_FEN = 10_000;

const PURPOSE_TEXT: Record<string, string> = {
  [BAG_PURCHASE.NEW]: '月卡',
  [BAG_PURCHASE.RENEWAL]: '月卡续费',
  [BAG_PURCHASE.TOP_UP]: '储值卡充值',
  booking: '车位预约',
  [ChargingPurpose.HOLD]: '充电订单',
  [ChargingPurpose.OCCUPATION]: '充电占位费',
  [SHARING_PURCHASE]: '错时共享',
  couponBatch: '商户购券',
};

/** The words the desk shows for an order: its kind, and its channel. */
export async function kindTextOf(db: Db, order: OrderRow): Promise<string> {
  if (order.kind === 'bills') return '停车缴费';
  if (order.kind === 'recharge') return '余额充值';
  const [purchase] = await db
    .select({ purpose: paymentOrderPurchases.purpose })
    .from(paymentOrderPurchases)
    .where(eq(paymentOrderPurchases.orderId, order.id));
  return (purchase && PURPOSE_TEXT[purchase.purpose]) ?? '其他订单';
}

export const channelTextOf = (order: OrderRow): string =>
  order.provider === 'balance'
    ? '余额'
    : order.provider === 'coupon'
      ? '优惠券全额抵扣'
      : (PAY_CHANNEL_NAMES[order.channel as keyof typeof PAY_CHANNEL_NAMES] ?? String(order.channel));

/** The parks (and the first plate) of a parking order's bills; none for other orders. */
export async function parksOfOrder(db: Db, orderId: string) {
  const bills = await db
    .select({ stayId: paymentOrderBills.sessionId })
    .from(paymentOrderBills)
    .where(eq(paymentOrderBills.orderId, orderId));
  const stays = new Map(
    (
      await stayReads.byIds(
        db,
        bills.map((b) => b.stayId),
      )
    ).map((stay) => [stay.id, stay]),
  );
  const names = await parkNamesOf(db)([...stays.values()].map((stay) => stay.parkId));
  const rows = bills.flatMap(({ stayId }) => {
    const stay = stays.get(stayId);
    const parkName = stay && names.get(stay.parkId);
    return stay && parkName !== undefined ? [{ parkId: stay.parkId, parkName, plateNo: stay.plateNo }] : [];
  });
  return {
    parkIds: [...new Set(rows.map((r) => r.parkId))],
    parkName: rows[0]?.parkName ?? null,
    plateNo: rows[0] ? formatPlateNo(rows[0].plateNo) : null,
  };
}

/** What went back of an order already, every reason (a cancelled withdrawal part did not). */
export async function refundedFenOf(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ fen: sql<number>`coalesce(sum(${paymentRefunds.amountFen}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), sql`${paymentRefunds.state} <> 'cancelled'`));
  return Number(row?.fen ?? 0);
}

/** What operators asked to refund of an order and nobody decided yet. */
export async function requestedFenOf(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ fen: sql<number>`coalesce(sum(${refundRequests.amountFen}), 0)::int` })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.state, 'requested')));
  return Number(row?.fen ?? 0);
}

/** The dealer's thresholds (the defaults when it set none). */
export async function moneySettingsOf(db: Db, dealerId: string) {
  const [row] = await db.select().from(dealerMoneySettings).where(eq(dealerMoneySettings.dealerId, dealerId));
  return {
    refundApprovalFen: row?.refundApprovalFen ?? DEFAULT_REFUND_APPROVAL_FEN,
    withdrawalReviewFen: row?.withdrawalReviewFen ?? null,
  };
}

/** The money state of approved requests' refunds, by refund number. */
export async function refundStatesOf(db: Db, refundNos: string[]): Promise<Map<string, string>> {
  if (refundNos.length === 0) return new Map();
  const rows = await db
    .select({ refundNo: paymentRefunds.refundNo, state: paymentRefunds.state })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.refundNo, refundNos));
  return new Map(rows.map((r) => [r.refundNo, r.state]));
}
