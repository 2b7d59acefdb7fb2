import {
  API_BASE,
  AppError,
  ErrorCode,
  PARKING_PICTURE_URL_TTL_MS,
  payChannelLabel,
  sessionStateText,
  type OrderPlate,
  type PageQuery,
  type ParkKind,
  type ParkOrder,
  type ParkOrderDetail,
  type ParkOrderPage,
  type ParkOrderRef,
  type ParkingPictures as ParkingPicturesOut,
  type PayRecord,
  type UnfinishedCount,
} from '@parking/contracts';
import { and } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import { pageOf } from '../../../db/paging';
import { parkingSessions } from '../../../db/schema/parking';
import { plateIs } from '../../../db/plates';
import { plateFields, type PlatesRepository, type PlatesService } from '../../vehicles';
import { feeRuleLabels, type FeeQuote } from '../../tariffs';
import type { ParkingPictures } from '../pictures/parking-pictures';
import type { StayPricer } from '../stays/stay-pricer';
import type { StaysRepository } from '../stays/stays.repository';
import type { StaysService } from '../stays/stays.service';
import { graceOf, parkOrdersHome } from './park-orders-home';
import {
  parkKindIs,
  REQUEST_TYPE_FILTERS,
  visibleTo,
  type OrderRow,
  type ParkOrdersRepository,
} from './park-orders.repository';

/** The authenticated driver (req.driver). */
export interface DriverRef {
  id: string;
  dealerId: string;
}

const OPEN: readonly string[] = ['parked', 'awaitingPayment'];
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const MINUTE = 60_000;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '订单不存在');
/** An order opened from a link (an old one, or one not the driver's): gone, confirm and go back (spec section 8). */
const gone = () => new AppError(ErrorCode.GONE, '订单不存在或已失效');

interface Deps {
  orders: ParkOrdersRepository;
  stays: StaysRepository;
  staysService: StaysService;
  plates: PlatesRepository;
  platesService: PlatesService;
  pricer: StayPricer;
  pictures: ParkingPictures;
  clock: Clock;
}

/** The driver's parking orders (spec section 7): lists, detail, home cards, pictures, pay records, ending road-side stays. */
export function createParkOrdersService(deps: Deps) {
  const { orders, stays, pricer, pictures, clock } = deps;

  /** What an order shows of its fee: quoted now while in the park, fixed once it left. */
  async function money(
    row: OrderRow,
    now: Date,
  ): Promise<{ quote?: FeeQuote; parkFee: number; dueFee: number; minutes: number }> {
    const { stay } = row;
    if (OPEN.includes(stay.state)) {
      const quote = await pricer.quote(stay, now);
      return { quote, parkFee: quote.totalFen, dueFee: quote.dueFen, minutes: quote.stayMinutes };
    }
    const total = stay.totalFen ?? 0;
    const minutes = stay.exitedAt
      ? Math.max(0, Math.floor((stay.exitedAt.getTime() - stay.enteredAt.getTime()) / MINUTE))
      : 0;
    return { parkFee: total, dueFee: stay.state === 'arrears' ? Math.max(0, total - stay.paidFen) : 0, minutes };
  }

  async function toOrder(row: OrderRow, now: Date): Promise<ParkOrder & { quote?: FeeQuote }> {
    const { stay } = row;
    const m = await money(row, now);
    return {
      uniqueId: stay.id,
      parkId: stay.parkId,
      parkName: row.parkName,
      parkKind: row.parkKind,
      ...plateFields(stay),
      state: stay.state,
      stateText: sessionStateText(stay.state, stay.arrearsAt !== null),
      parkStartTime: stay.enteredAt.toISOString(),
      parkEndTime: iso(stay.exitedAt),
      parkDuration: m.minutes,
      parkFee: m.parkFee,
      paidFee: stay.paidFen,
      dueFee: m.dueFee,
      berthCode: row.berthCode,
      ...graceOf(m.quote),
      ...(m.quote ? { quote: m.quote } : {}),
    };
  }

  /** A page of orders as the list answers it (without the quote used to price them). */
  async function ordersPage(
    where: Parameters<ParkOrdersRepository['page']>[0],
    page: PageQuery,
  ): Promise<ParkOrderPage> {
    const now = clock.now();
    const { results: rows, totalRecord } = await orders.page(where, page);
    return pageOf(await Promise.all(rows.map(async (row) => withoutQuote(await toOrder(row, now)))), totalRecord);
  }

  /** The order if this driver may see it as theirs; 404 otherwise (another driver's order looks like no order). */
  async function ownOrder(driver: DriverRef, ref: ParkOrderRef): Promise<OrderRow> {
    const row = await orders.order(ref.uniqueId);
    if (!row || row.stay.parkId !== ref.parkId || row.stay.dealerId !== driver.dealerId) throw notFound();
    if (!(await orders.isVisibleTo(driver.id, row.stay.id))) throw notFound();
    return row;
  }

  async function detailOf(row: OrderRow, owned: boolean): Promise<ParkOrderDetail> {
    const now = clock.now();
    const order = await toOrder(row, now);
    const { quote, ...base } = order;
    const rule = await pricer.ruleOf(row.stay.feeRuleId);
    const lanes = await orders.laneNames([row.stay.entryLaneId, row.stay.exitLaneId]);
    return {
      ...base,
      entryLaneName: row.stay.entryLaneId ? (lanes.get(row.stay.entryLaneId) ?? null) : null,
      exitLaneName: row.stay.exitLaneId ? (lanes.get(row.stay.exitLaneId) ?? null) : null,
      feeRuleLabels: feeRuleLabels(rule),
      freeMinutes: rule.freeMinutes,
      inFreePeriod: quote?.inFreePeriod ?? false,
      isBagCar: quote?.coveredByPlan ?? false,
      inPackageZone: quote?.inPackageZone ?? false,
      nextChangeAt: quote?.nextChangeAt !== undefined ? new Date(quote.nextChangeAt).toISOString() : null,
      payable: order.dueFee > 0,
      canActiveCarOut: owned && row.stay.state === 'parked' && row.stay.berthId !== null,
      owned,
    };
  }

  return {
    async list(
      driver: DriverRef,
      { requestType, parkKind }: { requestType: number; parkKind?: ParkKind | undefined },
      page: PageQuery,
    ): Promise<ParkOrderPage> {
      const where = and(
        visibleTo(driver.id),
        REQUEST_TYPE_FILTERS[requestType],
        parkKind ? parkKindIs(parkKind) : undefined,
      )!;
      return ordersPage(where, page);
    },

    /** The orders of one of the driver's plates (404 unless it is bound to them). */
    async byPlate(
      driver: DriverRef,
      plate: { plateNo: string; plateColor: number },
      page: PageQuery,
    ): Promise<ParkOrderPage> {
      const bound = (await deps.plates.activeOf(driver.id)).some(
        (p) => p.plateNo === plate.plateNo && p.plateColor === plate.plateColor,
      );
      if (!bound) throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在或已解绑');
      const where = and(visibleTo(driver.id), ...plateIs(parkingSessions, plate))!;
      return ordersPage(where, page);
    },

    /**
     * An order's detail. Its owner sees everything; anyone else (a pay-for-others visitor holding the uniqueId the
     * plate lookup gave) sees an order only while it has something to pay, and without records or pictures.
     */
    async detail(driver: DriverRef | null, dealerId: string, ref: ParkOrderRef): Promise<ParkOrderDetail> {
      const row = await orders.order(ref.uniqueId);
      if (!row || row.stay.parkId !== ref.parkId || row.stay.dealerId !== dealerId) throw gone();
      const owned = driver !== null && (await orders.isVisibleTo(driver.id, row.stay.id));
      const detail = await detailOf(row, owned);
      if (!owned && !detail.payable) throw gone();
      return detail;
    },

    async payRecords(driver: DriverRef, ref: ParkOrderRef): Promise<PayRecord[]> {
      const { stay } = await ownOrder(driver, ref);
      return (await stays.paymentsOf(stay.id)).map((p) => ({
        payRecordId: p.id,
        payFee: p.amountFen,
        payChannel: p.channel,
        payChannelText: payChannelLabel[p.channel],
        payTime: p.paidAt.toISOString(),
      }));
    },

    async countUnfinished(driver: DriverRef): Promise<UnfinishedCount> {
      const { parking, arrears } = await orders.countUnfinished(driver.id);
      return { count: parking + arrears, parkingCount: parking, arrearsCount: arrears };
    },

    async driverPlates(driver: DriverRef): Promise<OrderPlate[]> {
      return (await deps.plates.activeOf(driver.id)).map((p) => ({
        plateId: p.id,
        ...plateFields(p),
        isDefault: p.isDefault,
      }));
    },

    /** Signed, expiring URLs of the entry and exit pictures of the driver's own order. */
    async pictures(driver: DriverRef, ref: ParkOrderRef): Promise<ParkingPicturesOut> {
      const row = await ownOrder(driver, ref);
      const { stay } = row;
      const expires = new Date(clock.now().getTime() + PARKING_PICTURE_URL_TTL_MS);
      const lanes = await orders.laneNames([stay.entryLaneId, stay.exitLaneId]);
      const place = (laneId: string | null) =>
        (laneId ? lanes.get(laneId) : undefined) ?? row.berthCode ?? row.parkName;
      const shot = (key: string | null, at: Date | null, laneId: string | null) =>
        key && at
          ? [{ url: pictures.signedUrl(key, expires, API_BASE), takenAt: at.toISOString(), place: place(laneId) }]
          : [];
      return {
        entry: shot(stay.entryPicture, stay.enteredAt, stay.entryLaneId),
        exit: shot(stay.exitPicture, stay.exitedAt ?? stay.heldAt, stay.exitLaneId),
      };
    },

    ...parkOrdersHome(deps),

    /** driverActiveCarOut: the driver ends their own road-side stay now. */
    async endRoadSide(driver: DriverRef, ref: ParkOrderRef): Promise<ParkOrderDetail> {
      const row = await ownOrder(driver, ref);
      if (row.parkKind !== 'roadSide') throw new AppError(ErrorCode.CONFLICT, '场库停车请驶出出口，由道闸结束停车');
      await deps.staysService.endRoadSide(row.stay.id, 'driver');
      return detailOf((await orders.order(row.stay.id))!, true);
    },

    ownOrder,
  };
}
export type ParkOrdersService = ReturnType<typeof createParkOrdersService>;

function withoutQuote<T extends { quote?: unknown }>(order: T): Omit<T, 'quote'> {
  const { quote: _quote, ...rest } = order;
  return rest;
}
