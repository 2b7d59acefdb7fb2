import {
  AppError,
  ChargingPurpose,
  ErrorCode,
  PREPAY_OPTIONS_FEN,
  type GunDetail,
  type StartChargingRequest,
  type StationDetail,
} from '@parking/contracts';
import { isUniqueViolation } from '../../db/pg-error';
import { noEnergy, pricesAround } from '../tariffs';
import type { PayAnswer, Payer } from '../payments';
import { idTagOf } from './ocpp.domain';
import { notFound, orderNoFor, toGun, type ChargingOrdersAccess, type DriverRef } from './orders-access';

/** The driver's way to a charge: the station, the gun, and the start that buys the prepaid hold. */
export function createChargingStart({ deps, db, repo, clock, changed, tariffOf, startableGun }: ChargingOrdersAccess) {
  return {
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
    async start(driver: DriverRef, payer: Payer, body: StartChargingRequest, key: string): Promise<PayAnswer> {
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
            // Locked by this order (its hold is the payment that uses it): of two orders at once, one wins. The
            // holder's order is read, not locked: its capture locks the order and then the coupon, so locking it here
            // (after the coupon) would deadlock with that capture. A closed order never opens again.
            if (coupon) {
              await deps.coupons.lockForCharging(tx, { couponId: coupon.couponId, chargingOrderNo: orderNo }, (no) =>
                repo.order(no, tx).then((o) => o?.state === 'awaitingPayment'),
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
  };
}
