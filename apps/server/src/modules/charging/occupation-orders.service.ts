import {
  occupyPhaseOf,
  occupyPhaseText,
  type Occupation,
  type OccupyOrderDetail,
  type OccupyOrderItem,
  type OccupyOrderPage,
  type PageQuery,
} from '@parking/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { AppError, ErrorCode } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf } from '../../db/paging';
import {
  chargerConnectors,
  chargers,
  chargingOrders,
  chargingStations,
  occupationOrders,
} from '../../db/schema/charging';
import { occupationFee } from '../tariffs';
import type { OccupationRow } from './charging-orders.repository';
import type { DriverRef } from './driver-ref';

const MINUTE_MS = 60_000;

/** An occupation as it stands at `now`: while the car is still plugged in, minutes and fee so far. */
export function occupationView(row: OccupationRow | undefined, now: Date): Occupation | null {
  if (!row) return null;
  const live = row.endedAt ? null : occupationFee(row.rule, row.startedAt.getTime(), now.getTime());
  const phase = occupyPhaseOf(row);
  return {
    orderNo: row.orderNo,
    state: row.state,
    phase,
    phaseText: occupyPhaseText[phase],
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    minutes: live?.minutes ?? row.minutes,
    chargedMinutes: live?.chargedMinutes ?? row.chargedMinutes,
    amountFen: live?.fen ?? row.amountFen,
    rule: row.rule,
  };
}

const columns = {
  occupation: occupationOrders,
  stationName: chargingStations.name,
  gunName: chargerConnectors.name,
  deviceName: chargers.name,
  plateNo: chargingOrders.plateNo,
};

/**
 * The driver's occupation orders (占位订单, /occupyBillList and /occupyBillDetail): read-only views over the rows the
 * charging orders write (decision 036); paying one is the charging orders' `payOccupation` purchase. Scoped by driver and
 * dealer: another driver's order is a 404.
 */
export function createOccupationOrdersService({ db, clock }: { db: Db; clock: Clock }) {
  const joined = () =>
    db
      .select(columns)
      .from(occupationOrders)
      .innerJoin(chargingOrders, eq(chargingOrders.orderNo, occupationOrders.orderNo))
      .innerJoin(chargingStations, eq(chargingStations.id, chargingOrders.stationId))
      .innerJoin(chargerConnectors, eq(chargerConnectors.id, chargingOrders.connectorRef))
      .innerJoin(chargers, eq(chargers.id, chargerConnectors.chargerId));

  function itemOf(r: { occupation: OccupationRow; stationName: string; gunName: string }): OccupyOrderItem {
    const v = occupationView(r.occupation, clock.now())!;
    return {
      orderNo: v.orderNo,
      stationName: r.stationName,
      gunName: r.gunName,
      state: v.state,
      phase: v.phase,
      phaseText: v.phaseText,
      startedAt: v.startedAt,
      endedAt: v.endedAt,
      minutes: v.minutes,
      chargedMinutes: v.chargedMinutes,
      amountFen: v.amountFen,
    };
  }

  const mine = (driver: DriverRef) =>
    and(eq(occupationOrders.driverId, driver.id), eq(occupationOrders.dealerId, driver.dealerId));

  return {
    /** Unpaid first (still counting, then to pay), then the newest. */
    async list(driver: DriverRef, paging: PageQuery): Promise<OccupyOrderPage> {
      const page = await fetchPage(
        joined()
          .where(mine(driver))
          .orderBy(
            sql`case when ${occupationOrders.state} = 'unpaid' then 0 else 1 end`,
            desc(occupationOrders.startedAt),
            occupationOrders.orderNo,
          )
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(occupationOrders).where(mine(driver)),
      );
      return { results: page.results.map(itemOf), totalRecord: page.totalRecord };
    },

    async detail(driver: DriverRef, orderNo: string): Promise<OccupyOrderDetail> {
      const [r] = await joined().where(and(mine(driver), eq(occupationOrders.orderNo, orderNo)));
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '占位订单不存在');
      const o = r.occupation;
      const item = itemOf(r);
      return {
        ...item,
        deviceName: r.deviceName,
        plateNo: r.plateNo,
        graceEndsAt: new Date(o.startedAt.getTime() + o.rule.graceMinutes * MINUTE_MS).toISOString(),
        rule: o.rule,
        payOrderNo: o.payOrderNo,
        paidAt: o.paidAt ? o.paidAt.toISOString() : null,
        canPay: item.phase === 'unpaid' && o.amountFen > 0,
      };
    },
  };
}
export type OccupationOrdersService = ReturnType<typeof createOccupationOrdersService>;
