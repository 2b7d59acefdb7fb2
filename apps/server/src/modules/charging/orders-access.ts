import { createHash } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  STARTABLE_STATUSES,
  connectorStatusText,
  type ChargingTariff,
  type ConnectorStatus,
  type Gun,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { publish, Topic } from '../../events/outbox';
import { occupationFee, priceEnergy, type BandEnergy } from '../tariffs';
import type { Payments } from '../payments';
import { couponDiscountFen, type ChargingCouponPort } from './charging-coupons';
import type { DriverRef } from './driver-ref';
import type { ConnectorRow, OrderRow, ChargingOrdersRepository } from './charging-orders.repository';

export type { DriverRef };

/** What charging needs of the payments module: its purchases (decision 035). */
export type ChargingPayments = Pick<Payments, 'purchases' | 'orders'>;

/** A start not confirmed by the charger's StartTransaction within this fails and its hold goes back. */
export const START_TIMEOUT_MS = 120_000;

/** A station without a tariff of its own charges its list price (currentPrice) as one flat band, no occupation fee. */
export const flatTariff = (currentPrice: number): ChargingTariff => {
  const p = { electricity: currentPrice, service: 0 };
  return {
    periods: [{ from: '00:00', band: 'flat' }],
    prices: { sharp: p, peak: p, flat: p, valley: p },
    occupation: null,
  };
};

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, '订单不存在');
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order number of a driver's start under one idempotency key: a replay finds the same order. */
export const orderNoFor = (driverId: string, key: string) =>
  `C${createHash('sha256').update(`${driverId}:${key}`).digest('hex').slice(0, 19).toUpperCase()}`;

/** A charger's clock is believed within a day of ours; beyond that (an unset RTC) our time is used. */
export function chargerTime(timestamp: string | undefined, now: Date): Date {
  const t = timestamp ? Date.parse(timestamp) : Number.NaN;
  return Number.isFinite(t) && Math.abs(t - now.getTime()) < 86_400_000 ? new Date(t) : now;
}

export function toGun(row: { connector: ConnectorRow; chargerName: string; online: boolean }, held = false): Gun {
  const c = row.connector;
  const status: ConnectorStatus | 'Offline' = row.online ? c.status : 'Offline';
  return {
    gunNo: c.gunNo,
    gunName: c.name,
    deviceName: row.chargerName,
    kind: c.kind,
    maxKw: c.maxKw,
    status,
    statusText: connectorStatusText[status],
    startable: row.online && STARTABLE_STATUSES.includes(c.status) && !held,
  };
}

export interface ChargingOrdersDeps {
  repo: ChargingOrdersRepository;
  clock: Clock;
  plates: { list(driver: DriverRef): Promise<{ results: { plateNo: string }[] }> };
  payments: ChargingPayments;
  /** Coupons on charging (decision 046). */
  coupons: ChargingCouponPort;
  log: { warn(obj: object, msg: string): void };
  /** Holds not bought as purchases (a charging card's balance: decision 045). */
  tagHolds?: { release(tx: Db, order: OrderRow, amountFen: number): Promise<void> };
}

/**
 * What the parts of the charging-order service share: the events an order's change and a charger's command raise,
 * the tariff, the hold's refund, a failed start, the bill, the end of an occupation, a driver's own order, a stop.
 */
export function createChargingOrdersAccess(deps: ChargingOrdersDeps) {
  const { repo, clock } = deps;
  const db = repo.db;

  const changed = (tx: Db, order: Pick<OrderRow, 'dealerId' | 'orderNo'>) =>
    publish(tx, { topic: Topic.CHARGING_ORDER, dealerId: order.dealerId, subject: order.orderNo });
  const command = (tx: Db, order: Pick<OrderRow, 'dealerId' | 'chargerId'>) =>
    publish(tx, { topic: Topic.CHARGING_COMMAND, dealerId: order.dealerId, subject: order.chargerId });

  async function tariffOf(stationId: string, currentPrice: number, tx: Db = db): Promise<ChargingTariff> {
    return (await repo.tariff(stationId, tx)) ?? flatTariff(currentPrice);
  }

  async function startableGun(dealerId: string, gunNo: string) {
    const row = await repo.gunByNo(dealerId, gunNo);
    if (!row) throw new AppError(ErrorCode.GUN_NOT_FOUND);
    const held = !!(await repo.activeOnConnector(db, row.connector.id, repo.activeStates));
    return { row, gun: toGun(row, held) };
  }

  /** Money back to the driver from the order's hold, once per order (refund number from the order). */
  async function refundHold(tx: Db, order: OrderRow, amountFen: number) {
    if (amountFen > 0 && !order.holdOrderNo) await deps.tagHolds?.release(tx, order, amountFen);
    if (amountFen <= 0 || !order.holdOrderNo) return;
    await deps.payments.purchases.refundPurchase(tx, {
      orderNo: order.holdOrderNo,
      key: `charging-hold:${order.orderNo}`,
      amountFen,
    });
  }

  /** The order failed before charging: the whole hold goes back. */
  async function fail(tx: Db, order: OrderRow, reason: string) {
    if (order.state !== 'starting' && order.state !== 'awaitingPayment') return;
    await repo.updateOrder(tx, order.orderNo, {
      state: 'failed',
      failReason: reason,
      refundFen: order.holdOrderNo ? order.prepayFen : 0,
    });
    await refundHold(tx, order, order.prepayFen);
    // The hold goes back whole: so does the coupon (locked by an unpaid order, or used by the captured hold).
    await deps.coupons.release(tx, order.orderNo);
    await deps.coupons.restore(tx, order.orderNo);
    await changed(tx, order);
  }

  /** Bills the energy so far, less the order's coupon (decision 046); what the driver pays is capped at the hold. */
  function billOf(order: OrderRow, energy: BandEnergy = order.bandWh) {
    const bill = priceEnergy(order.tariff, energy);
    const discountFen = couponDiscountFen(bill, order.coupon);
    return { bill, discountFen, amountFen: Math.min(bill.totalFen - discountFen, order.prepayFen) };
  }

  /** Ends the occupation at `endedAt` and settles the order (the bill is final). */
  async function endOccupation(tx: Db, order: OrderRow, endedAt: Date) {
    const occupation = await repo.occupation(order.orderNo, tx);
    if (occupation && !occupation.endedAt) {
      const fee = occupationFee(occupation.rule, occupation.startedAt.getTime(), endedAt.getTime());
      await repo.updateOccupation(tx, order.orderNo, {
        endedAt,
        minutes: fee.minutes,
        chargedMinutes: fee.chargedMinutes,
        amountFen: fee.fen,
        state: fee.fen === 0 ? 'paid' : 'unpaid',
      });
    }
    await repo.updateOrder(tx, order.orderNo, { state: 'settled', settledAt: endedAt });
    await changed(tx, order);
  }

  async function ownOrder(driver: DriverRef, orderNo: string): Promise<OrderRow> {
    const order = await repo.order(orderNo);
    if (!order || order.driverId !== driver.id || order.dealerId !== driver.dealerId) throw notFound();
    return order;
  }

  /** Asks the charger to stop (the node holding it sends RemoteStopTransaction). */
  async function requestStop(orderNo: string, check: (o: OrderRow) => boolean) {
    return db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, { orderNo });
      if (!order || !check(order)) throw notFound();
      if (order.state !== 'charging' || order.stopRequestedAt) throw new AppError(ErrorCode.CHARGING_NOT_STOPPABLE);
      await repo.updateOrder(tx, orderNo, { stopRequestedAt: clock.now() });
      await command(tx, order);
      await changed(tx, order);
      return order;
    });
  }

  return {
    deps,
    db,
    repo,
    clock,
    changed,
    command,
    tariffOf,
    startableGun,
    refundHold,
    fail,
    billOf,
    endOccupation,
    ownOrder,
    requestStop,
  };
}
export type ChargingOrdersAccess = ReturnType<typeof createChargingOrdersAccess>;
