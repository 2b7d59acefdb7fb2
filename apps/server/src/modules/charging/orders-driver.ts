import {
  AppError,
  ChargingListType,
  ChargingPurpose,
  chargingCouponPartText,
  chargingOrderStateText,
  ErrorCode,
  type ChargingOrderDetail,
  type ChargingOrderItem,
  type ChargingOrderPage,
  type ChargingOrdersQuery,
  type OccupyExist,
  type PayOccupationRequest,
} from '@parking/contracts';
import { pageOf } from '../../db/paging';
import { formatKwh } from '../tariffs';
import type { Payer } from '../payments';
import { stopReasonText } from './ocpp.domain';
import { occupationView } from './occupation-orders.service';
import type { OrderRow } from './charging-orders.repository';
import { iso, type ChargingOrdersAccess, type DriverRef } from './orders-access';

/** A driver's charging orders: the list, one order as it goes, the stop, and paying an occupation fee. */
export function createDriverOrders({ deps, repo, clock, billOf, ownOrder, requestStop }: ChargingOrdersAccess) {
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

  return {
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
      const { results, totalRecord } = await repo.ordersOfDriver(driver.id, driver.dealerId, which, {
        pageNo: Number(query.pageNo),
        pageSize: Number(query.pageSize),
      });
      return pageOf(await itemsOf(results), totalRecord);
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
  };
}
