import { createHash } from 'node:crypto';
import {
  AppError,
  ChargingListType,
  ChargingPurpose,
  chargingCouponPartText,
  ErrorCode,
  PREPAY_OPTIONS_FEN,
  STARTABLE_STATUSES,
  chargingOrderStateText,
  connectorStatusText,
  type ChargingOrderDetail,
  type ChargingOrderItem,
  type ChargingOrderPage,
  type ChargingOrdersQuery,
  type ChargingTariff,
  type ConnectorStatus,
  type Gun,
  type GunDetail,
  type OccupyExist,
  type PayOccupationRequest,
  type StartChargingRequest,
  type StationDetail,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/pg-error';
import { publish, Topic } from '../../events/outbox';
import { eq } from 'drizzle-orm';
import { chargingStations } from '../../db/schema';
import {
  addEnergy,
  formatKwh,
  noEnergy,
  occupationFee,
  priceEnergy,
  pricesAround,
  splitEnergy,
  type BandEnergy,
} from '../tariffs';
import type { PayAnswer, Payer, Payments } from '../payments';
import { idTagOf, judgeReading, readSample, stopReasonText, type SampledValue } from './ocpp.domain';
import { couponDiscountFen, type ChargingCouponPort } from './charging-coupons';
import type { DriverRef } from './driver-ref';
import { occupationView } from './occupy.service';
import type { ConnectorRow, OrderRow, SessionsRepository } from './sessions.repository';

export type { DriverRef };

/** What charging needs of the payments module: its purchases (decision 035). */
export type ChargingPayments = Pick<Payments, 'purchases' | 'orders'>;
type PurchaseAnswer = PayAnswer;

/** A start not confirmed by the charger's StartTransaction within this fails and its hold goes back. */
export const START_TIMEOUT_MS = 120_000;
/** The charger is asked to stop when the cost comes this close to the prepaid hold. */
const HOLD_MARGIN_FEN = 50;

/** A station without a tariff of its own charges its list price (currentPrice) as one flat band, no occupation fee. */
export const flatTariff = (currentPrice: number): ChargingTariff => {
  const p = { electricity: currentPrice, service: 0 };
  return {
    periods: [{ from: '00:00', band: 'flat' }],
    prices: { sharp: p, peak: p, flat: p, valley: p },
    occupation: null,
  };
};

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '订单不存在');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order number of a driver's start under one idempotency key: a replay finds the same order. */
export const orderNoFor = (driverId: string, key: string) =>
  `C${createHash('sha256').update(`${driverId}:${key}`).digest('hex').slice(0, 19).toUpperCase()}`;

/** A charger's clock is believed within a day of ours; beyond that (an unset RTC) our time is used. */
function chargerTime(timestamp: string | undefined, now: Date): Date {
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

/**
 * Charging orders end to end: the driver's start (a prepaid hold bought as a purchase), the charger's OCPP
 * transaction events, the bill by TOU band, the hold's remainder refunded at stop, and the occupation fee.
 */
export function createSessionsService(deps: {
  repo: SessionsRepository;
  clock: Clock;
  plates: { list(driver: DriverRef): Promise<{ results: { plateNo: string }[] }> };
  payments: ChargingPayments;
  /** Coupons on charging (decision 046). */
  coupons: ChargingCouponPort;
  log: { warn(obj: object, msg: string): void };
  /** Holds not bought as purchases (a charging card's balance: decision 045). */
  tagHolds?: { release(tx: Db, order: OrderRow, amountFen: number): Promise<void> };
}) {
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

  async function itemsOf(orders: OrderRow[]): Promise<ChargingOrderItem[]> {
    const names = await repo.names(orders);
    return orders.map((o) => {
      const gun = names.guns.get(o.connectorRef);
      const { amountFen } = billOf(o);
      return {
        orderNo: o.orderNo,
        stationName: names.stations.get(o.stationId) ?? '',
        deviceName: gun?.chargerName ?? '',
        gunName: gun?.name ?? '',
        orderState: o.state,
        orderStateText: chargingOrderStateText[o.state],
        homeStartTime: iso(o.startedAt ?? o.createdAt),
        plateNo: o.plateNo,
        kwh: formatKwh(Object.values(o.bandWh).reduce((s, n) => s + n, 0)),
        amountFen: o.state === 'settled' || o.state === 'finished' ? o.amountFen : amountFen,
      };
    });
  }

  async function detailOf(order: OrderRow): Promise<ChargingOrderDetail> {
    const [item] = await itemsOf([order]);
    const names = await repo.names([order]);
    const { bill, discountFen } = billOf(order);
    const now = clock.now();
    const end = order.stoppedAt ?? (order.state === 'charging' ? now : order.startedAt);
    return {
      ...item!,
      stationId: order.stationId,
      gunNo: names.guns.get(order.connectorRef)?.gunNo ?? '',
      startedAt: iso(order.startedAt),
      stoppedAt: iso(order.stoppedAt),
      durationSeconds:
        order.startedAt && end ? Math.max(0, Math.floor((end.getTime() - order.startedAt.getTime()) / 1000)) : 0,
      powerKw: order.state === 'charging' ? (order.powerW / 1000).toFixed(1) : '0.0',
      soc: order.soc,
      prepayFen: order.prepayFen,
      electricityFen: bill.electricityFen,
      serviceFen: bill.serviceFen,
      refundFen: order.refundFen,
      lines: bill.lines.map((l) => ({
        band: l.band,
        kwh: formatKwh(l.wh),
        electricityFen: l.electricityFen,
        serviceFen: l.serviceFen,
      })),
      stopReasonText: order.failReason ?? (order.stopReason ? (stopReasonText[order.stopReason] ?? '充电结束') : null),
      occupation: occupationView(await repo.occupation(order.orderNo), now),
      occupationRule: order.tariff.occupation,
      canStop: order.state === 'charging' && !order.stopRequestedAt,
      coupon: order.coupon ? { title: order.coupon.title, partText: chargingCouponPartText[order.coupon.part] } : null,
      discountFen,
    };
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

  // ---- purchases: the hold and the occupation fee ----

  deps.payments.purchases.register(ChargingPurpose.HOLD, {
    // Paid: the gun is still the driver's unless the order was cancelled meanwhile (then the money goes back whole).
    fulfil: async (tx, p) => {
      const order = await repo.lockOrder(tx, { orderNo: p.ref });
      if (!order || order.state !== 'awaitingPayment' || p.amountFen !== order.prepayFen) return 'refused';
      await repo.updateOrder(tx, order.orderNo, { state: 'starting', holdOrderNo: p.orderNo });
      // The coupon the order locked is used by the captured hold (exactly once: decision 039's machinery).
      if (order.coupon) await deps.coupons.consumeForCharging(tx, order.orderNo, p.paidAt ?? clock.now());
      await command(tx, order);
      await changed(tx, order);
      return 'fulfilled';
    },
    release: async (tx, p) => {
      const order = await repo.lockOrder(tx, { orderNo: p.ref });
      if (order?.state !== 'awaitingPayment') return;
      await repo.updateOrder(tx, order.orderNo, { state: 'cancelled' });
      await deps.coupons.release(tx, order.orderNo);
      await changed(tx, order);
    },
  });
  deps.payments.purchases.register(ChargingPurpose.OCCUPATION, {
    fulfil: async (tx, p) => {
      const row = await repo.lockOccupation(tx, p.ref);
      if (!row || row.state !== 'unpaid' || row.amountFen !== p.amountFen) return 'refused';
      await repo.updateOccupation(tx, p.ref, { state: 'paid', payOrderNo: p.orderNo, paidAt: p.paidAt ?? clock.now() });
      await changed(tx, { dealerId: row.dealerId, orderNo: row.orderNo });
      return 'fulfilled';
    },
  });

  return {
    // ---- driver ----

    async stationDetail(dealerId: string, stationId: string): Promise<StationDetail> {
      const station = await repo.station(dealerId, stationId);
      if (!station) throw new AppError(ErrorCode.NOT_FOUND, '充电站不存在');
      const tariff = await tariffOf(station.id, station.currentPrice);
      const prices = pricesAround(tariff, clock.now().getTime());
      const guns = await repo.guns({ stationId });
      return {
        stationId: station.id,
        stationName: station.name,
        stationAddr: station.address,
        latitude: station.latitude,
        longitude: station.longitude,
        openStateText:
          ({ 1: '营业中', 2: '暂停营业', 3: '维护中' } as Record<number, string>)[station.openState] ?? '未知',
        parkingFeeDesc: station.parkingFeeDesc,
        supportOccupy: station.supportOccupy,
        quickChargingInfo: { leftNum: station.quickFree, totalNum: station.quickTotal },
        slowChargingInfo: { leftNum: station.slowFree, totalNum: station.slowTotal },
        priceNow: prices.now,
        priceNext: prices.next,
        periods: prices.periods,
        occupation: station.supportOccupy ? tariff.occupation : null,
        guns: guns.map((g) => toGun(g)),
      };
    },

    async gun(dealerId: string, gunNo: string): Promise<GunDetail> {
      const { row, gun } = await startableGun(dealerId, gunNo);
      const station = (await repo.station(dealerId, row.connector.stationId))!;
      const tariff = await tariffOf(station.id, station.currentPrice);
      return {
        gun,
        stationId: station.id,
        stationName: station.name,
        priceNow: pricesAround(tariff, clock.now().getTime()).now,
        occupation: station.supportOccupy ? tariff.occupation : null,
        prepayOptionsFen: [...PREPAY_OPTIONS_FEN],
      };
    },

    /**
     * Holds the gun for the driver (at most one order per gun: the database's partial unique index decides between
     * two drivers at once) and buys the prepaid hold. The same idempotency key answers the same order and payment.
     */
    async start(driver: DriverRef, payer: Payer, body: StartChargingRequest, key: string): Promise<PurchaseAnswer> {
      const orderNo = orderNoFor(driver.id, key);
      const existing = await repo.order(orderNo);
      if (!existing) {
        if (body.plateNo) {
          const plates = await deps.plates.list(driver);
          if (!plates.results.some((p) => p.plateNo === body.plateNo)) {
            throw new AppError(ErrorCode.INVALID_INPUT, '请选择您绑定的车辆');
          }
        }
        const { row, gun } = await startableGun(driver.dealerId, body.gunNo);
        if (!row.online) throw new AppError(ErrorCode.CHARGER_OFFLINE);
        if (!gun.startable) throw new AppError(ErrorCode.GUN_NOT_STARTABLE);
        const station = (await repo.station(driver.dealerId, row.connector.stationId))!;
        const tariff = await tariffOf(station.id, station.currentPrice);
        const coupon = body.couponId
          ? await deps.coupons.chargingTerms(
              db,
              {
                driverId: driver.id,
                dealerId: driver.dealerId,
                plateNos: (await deps.plates.list(driver)).results.map((p) => p.plateNo),
              },
              body.couponId,
              clock.now(),
            )
          : null;
        try {
          await db.transaction(async (tx) => {
            await repo.insertOrder(tx, {
              orderNo,
              dealerId: driver.dealerId,
              driverId: driver.id,
              stationId: station.id,
              connectorRef: row.connector.id,
              chargerId: row.connector.chargerId,
              connectorId: row.connector.connectorId,
              idTag: idTagOf(orderNo),
              plateNo: body.plateNo ?? null,
              state: 'awaitingPayment',
              tariff: { ...tariff, occupation: station.supportOccupy ? tariff.occupation : null },
              prepayFen: body.prepayFen,
              bandWh: noEnergy(),
              coupon,
            });
            // Locked by this order (its hold is the payment that uses it): of two orders at once, one wins.
            if (coupon) {
              await deps.coupons.lockForCharging(tx, { couponId: coupon.couponId, chargingOrderNo: orderNo }, (no) =>
                repo.lockOrder(tx, { orderNo: no }).then((o) => o?.state === 'awaitingPayment'),
              );
            }
          });
        } catch (error) {
          // The other driver's order took the gun first (charging_orders_active_gun).
          if (isUniqueViolation(error, 'charging_orders_active_gun')) throw new AppError(ErrorCode.GUN_NOT_STARTABLE);
          throw error;
        }
      } else if (existing.driverId !== driver.id) {
        throw notFound();
      }
      const order = (await repo.order(orderNo))!;
      const names = await repo.names([order]);
      const cancel = () =>
        db.transaction(async (tx) => {
          const locked = await repo.lockOrder(tx, { orderNo });
          if (locked?.state === 'awaitingPayment') {
            await repo.updateOrder(tx, orderNo, { state: 'cancelled' });
            await deps.coupons.release(tx, orderNo);
            await changed(tx, locked);
          }
        });
      let answer: PayAnswer;
      try {
        answer = await deps.payments.orders.purchase(
          payer,
          {
            purpose: ChargingPurpose.HOLD,
            ref: orderNo,
            amountFen: order.prepayFen,
            description: `充电预付-${names.stations.get(order.stationId) ?? ''}-${names.guns.get(order.connectorRef)?.name ?? ''}`,
            payChannel: body.payChannel,
            resultPath: body.resultPath ?? `/chargingPageResult?orderNo=${orderNo}`,
          },
          key,
        );
      } catch (error) {
        // Not paid (balance too low for the hold, channel refused): the gun is free again.
        await cancel();
        throw error;
      }
      if (answer.body.code !== '200') await cancel();
      return answer;
    },

    async list(
      driver: DriverRef,
      query: Required<Pick<ChargingOrdersQuery, 'pageNo' | 'pageSize'>> & { requestType: number },
    ): Promise<ChargingOrderPage> {
      const which =
        query.requestType === ChargingListType.ONGOING
          ? 'ongoing'
          : query.requestType === ChargingListType.DONE
            ? 'done'
            : 'all';
      const { rows, total } = await repo.ordersOfDriver(driver.id, driver.dealerId, which, {
        pageNo: Number(query.pageNo),
        pageSize: Number(query.pageSize),
      });
      return pageOf(await itemsOf(rows), total);
    },

    async detail(driver: DriverRef, orderNo: string): Promise<ChargingOrderDetail> {
      return detailOf(await ownOrder(driver, orderNo));
    },

    /** Only the order's driver may stop it; another driver's order is a 404 and nothing changes. */
    async stop(driver: DriverRef, orderNo: string): Promise<ChargingOrderDetail> {
      await requestStop(orderNo, (o) => o.driverId === driver.id && o.dealerId === driver.dealerId);
      return detailOf((await repo.order(orderNo))!);
    },

    /** Whether the order is the driver's (the live stream checks before it opens). */
    async watch(driver: DriverRef, orderNo: string): Promise<void> {
      await ownOrder(driver, orderNo);
    },

    async occupyExist(driver: DriverRef): Promise<OccupyExist> {
      const row = await repo.unpaidOccupation(driver.id, driver.dealerId);
      return { exist: !!row, orderNo: row?.orderNo ?? null, amountFen: row?.amountFen ?? 0 };
    },

    async payOccupation(driver: DriverRef, payer: Payer, orderNo: string, body: PayOccupationRequest, key: string) {
      const order = await ownOrder(driver, orderNo);
      const occupation = await repo.occupation(orderNo);
      if (!occupation?.endedAt || occupation.state !== 'unpaid' || occupation.amountFen <= 0) {
        throw new AppError(ErrorCode.OCCUPATION_NOT_PAYABLE);
      }
      return deps.payments.orders.purchase(
        payer,
        {
          purpose: ChargingPurpose.OCCUPATION,
          ref: order.orderNo,
          amountFen: occupation.amountFen,
          description: `占位费-${order.orderNo}`,
          payChannel: body.payChannel,
          resultPath: body.resultPath ?? `/occupyPayResult?orderNo=${order.orderNo}`,
        },
        key,
      );
    },

    // ---- operator ----

    async remoteStop(dealerId: string, orderNo: string) {
      const order = await requestStop(orderNo, (o) => o.dealerId === dealerId);
      return { orderNo, orderState: order.state };
    },

    // ---- the charger's side (OCPP 1.6J, called by the central system on the node holding the charger) ----

    ocpp: {
      /** Authorize: app-started orders' tags are known while their order is starting or charging. */
      async authorize(chargerId: string, idTag: string): Promise<'Accepted' | 'Invalid'> {
        const order = await db.transaction((tx) => repo.lockOrder(tx, { idTag }));
        return order && order.chargerId === chargerId && (order.state === 'starting' || order.state === 'charging')
          ? 'Accepted'
          : 'Invalid';
      },

      /**
       * StartTransaction: the order whose tag it carries begins charging. A repeated StartTransaction (the charger
       * lost our answer and sends it again, also replayed after being offline) gets the same transactionId.
       */
      async startTransaction(
        chargerId: string,
        req: { connectorId: number; idTag: string; meterStart: number; timestamp: string },
      ): Promise<{ transactionId: number; status: 'Accepted' | 'Invalid' | 'ConcurrentTx' }> {
        return db.transaction(async (tx) => {
          const order = await repo.lockOrder(tx, { idTag: req.idTag });
          if (!order || order.chargerId !== chargerId || order.connectorId !== req.connectorId) {
            return { transactionId: 0, status: 'Invalid' as const };
          }
          if (order.state === 'charging' || order.state === 'finished' || order.state === 'settled') {
            return { transactionId: order.transactionId, status: 'Accepted' as const };
          }
          if (order.state !== 'starting') return { transactionId: order.transactionId, status: 'Invalid' as const };
          const at = chargerTime(req.timestamp, clock.now());
          await repo.updateOrder(tx, order.orderNo, {
            state: 'charging',
            startedAt: at,
            meterStartWh: req.meterStart,
            meterLastWh: req.meterStart,
            meterLastAt: at,
          });
          await changed(tx, order);
          return { transactionId: order.transactionId, status: 'Accepted' as const };
        });
      },

      /**
       * MeterValues: each sane register reading bills the energy since the last one, split over the TOU bands; a
       * reading going backwards or jumping beyond the gun's power is refused (counted, never billed). When the cost
       * nears the hold, the charger is asked to stop.
       */
      async meterValues(
        chargerId: string,
        req: {
          connectorId: number;
          transactionId?: number;
          meterValue: { timestamp: string; sampledValue: SampledValue[] }[];
        },
      ): Promise<void> {
        if (req.transactionId === undefined) return;
        await db.transaction(async (tx) => {
          const order = await repo.lockOrder(tx, { transactionId: req.transactionId });
          if (!order || order.chargerId !== chargerId || order.state !== 'charging') return;
          const connector = await repo.connector(chargerId, order.connectorId, tx);
          let { meterLastWh: lastWh, meterLastAt: lastAt, bandWh, powerW, soc, rejectedReadings } = order;
          for (const mv of req.meterValue) {
            const sample = readSample(mv.timestamp, mv.sampledValue);
            if (sample.powerW !== undefined) powerW = sample.powerW;
            if (sample.soc !== undefined) soc = sample.soc;
            if (sample.wh === undefined || lastWh === null || lastAt === null || !Number.isFinite(sample.at)) continue;
            const verdict = judgeReading(
              { at: lastAt.getTime(), wh: lastWh },
              { at: sample.at, wh: sample.wh },
              connector?.maxKw ?? 480,
            );
            if (verdict !== 'accept') {
              if (verdict !== 'stale') rejectedReadings += 1;
              continue;
            }
            bandWh = addEnergy(
              bandWh,
              splitEnergy(order.tariff, { at: lastAt.getTime(), wh: lastWh }, { at: sample.at, wh: sample.wh }),
            );
            lastWh = sample.wh;
            lastAt = new Date(sample.at);
          }
          const next = { ...order, bandWh };
          const stopNow = !order.stopRequestedAt && billOf(next).amountFen >= order.prepayFen - HOLD_MARGIN_FEN;
          await repo.updateOrder(tx, order.orderNo, {
            bandWh,
            meterLastWh: lastWh,
            meterLastAt: lastAt,
            powerW,
            soc,
            rejectedReadings,
            ...(stopNow ? { stopRequestedAt: clock.now() } : {}),
          });
          if (stopNow) await command(tx, order);
          await changed(tx, order);
        });
      },

      /**
       * StopTransaction: the last reading is billed, the hold's remainder refunded at once. With an occupation fee the
       * order waits (finished) until the gun is Available; without one it is settled now. A repeated stop changes
       * nothing.
       */
      async stopTransaction(
        chargerId: string,
        req: { transactionId: number; meterStop: number; timestamp: string; reason?: string },
      ): Promise<'Accepted' | 'Invalid'> {
        return db.transaction(async (tx) => {
          const order = await repo.lockOrder(tx, { transactionId: req.transactionId });
          if (!order || order.chargerId !== chargerId) return 'Invalid';
          if (order.state !== 'charging') return 'Accepted';
          const connector = await repo.connector(chargerId, order.connectorId, tx);
          const at = chargerTime(req.timestamp, clock.now());
          let bandWh = order.bandWh;
          let rejected = order.rejectedReadings;
          if (order.meterLastWh !== null && order.meterLastAt !== null) {
            const last = { at: order.meterLastAt.getTime(), wh: order.meterLastWh };
            const verdict = judgeReading(
              last,
              { at: Math.max(at.getTime(), last.at), wh: req.meterStop },
              connector?.maxKw ?? 480,
            );
            if (verdict === 'accept')
              bandWh = addEnergy(
                bandWh,
                splitEnergy(order.tariff, last, { at: Math.max(at.getTime(), last.at), wh: req.meterStop }),
              );
            else rejected += 1;
          }
          const { bill, amountFen, discountFen } = billOf({ ...order, bandWh });
          const occupy = order.tariff.occupation;
          // Unplugged already: the gun reported Available during this session (a status older than the start is stale).
          const unplugged =
            connector?.status === 'Available' &&
            !!connector.statusAt &&
            !!order.startedAt &&
            connector.statusAt > order.startedAt;
          await repo.updateOrder(tx, order.orderNo, {
            state: occupy && !unplugged ? 'finished' : 'settled',
            bandWh,
            rejectedReadings: rejected,
            stoppedAt: at,
            stopReason: req.reason ?? 'Local',
            powerW: 0,
            electricityFen: bill.electricityFen,
            serviceFen: bill.serviceFen,
            amountFen,
            discountFen,
            refundFen: order.prepayFen - amountFen,
            ...(occupy && !unplugged ? {} : { settledAt: at }),
          });
          if (occupy && !unplugged) {
            await repo.insertOccupation(tx, {
              orderNo: order.orderNo,
              dealerId: order.dealerId,
              driverId: order.driverId,
              rule: occupy,
              startedAt: at,
            });
          }
          await refundHold(tx, order, order.prepayFen - amountFen);
          if (order.coupon) await deps.coupons.settleCharging(tx, order.orderNo, discountFen);
          await changed(tx, order);
          return 'Accepted';
        });
      },

      /**
       * StatusNotification: the gun's live state (and the station's counts). Available after a finished order ends
       * its occupation; Faulted or Unavailable while starting fails the start.
       */
      async statusNotification(
        chargerId: string,
        req: { connectorId: number; status: ConnectorStatus; errorCode: string; timestamp?: string },
      ): Promise<void> {
        if (req.connectorId === 0) return; // the charge point as a whole
        await db.transaction(async (tx) => {
          const at = chargerTime(req.timestamp, clock.now());
          const connector = await repo.setConnectorStatus(
            tx,
            chargerId,
            req.connectorId,
            req.status,
            req.errorCode,
            at,
          );
          if (!connector) return;
          await repo.recountStation(tx, connector.stationId);
          // Followers' availability alerts read the station's counts from here (decision 059).
          await publish(tx, {
            topic: Topic.CHARGING_STATION,
            dealerId: connector.dealerId,
            subject: connector.stationId,
          });
          if (req.status === 'Available') {
            const finished = await repo.activeOnConnector(tx, connector.id, ['finished']);
            if (finished) await endOccupation(tx, finished, at);
          }
          if (req.status === 'Faulted' || req.status === 'Unavailable') {
            const starting = await repo.activeOnConnector(tx, connector.id, ['starting']);
            if (starting) await fail(tx, starting, '充电桩故障，启动失败');
          }
        });
      },

      /** The charger answered RemoteStartTransaction: Rejected (or no answer) fails the order, the hold goes back. */
      async remoteStartAnswered(orderNo: string, accepted: boolean): Promise<void> {
        if (accepted) return;
        await db.transaction(async (tx) => {
          const order = await repo.lockOrder(tx, { orderNo });
          if (order) await fail(tx, order, '充电桩拒绝启动');
        });
      },

      /** The charger's link dropped or came back: its station's free counts follow. */
      recount: (stationId: string): Promise<void> => db.transaction((tx) => recountAndAnnounce(repo, tx, stationId)),

      pendingCommands: repo.pendingCommands,
      markSent: repo.markSent,
      unmarkStop: repo.unmarkStop,
    },

    /** Starts nobody confirmed fail (hold back); chargers owed a command are woken again. */
    async sweep(): Promise<void> {
      for (const { orderNo } of await repo.staleStarts(START_TIMEOUT_MS)) {
        await db.transaction(async (tx) => {
          const order = await repo.lockOrder(tx, { orderNo });
          if (order) await fail(tx, order, '充电桩未响应，启动失败');
        });
      }
      for (const owed of await repo.chargersOwed()) {
        await db.transaction((tx) => command(tx, owed));
      }
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;

/** A station's counts after its charger connected or left; the chargers desk shows it (decision 089). */
async function recountAndAnnounce(repo: SessionsRepository, tx: Db, stationId: string): Promise<void> {
  await repo.recountStation(tx, stationId);
  const [station] = await tx
    .select({ dealerId: chargingStations.dealerId })
    .from(chargingStations)
    .where(eq(chargingStations.id, stationId));
  if (station) await publish(tx, { topic: Topic.CHARGER_LINK, dealerId: station.dealerId, subject: stationId });
}
