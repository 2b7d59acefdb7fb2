/**
 * The calls a screen makes as it first renders, so that a cold visit can send them with index.html instead of after
 * the screen's code has arrived and run (decision 051). Not part of the app's bundle: the web build writes them into
 * dist/route-preloads.json (scripts/route-preloads.mjs) and the server's script in index.html sends them, with the
 * stored session, while the code downloads; the request layer adopts the answers (api/early-calls.ts).
 *
 * Each entry must be the very call the screen's first render makes (method, path, query, body), or nothing is
 * adopted and the call is only a wasted request (the screen still works): change it with the screen's query. A value
 * may come from the screen's URL (`{ search }`) or from the stored values (`{ store, fallback }`, a number).
 */
import {
  ApplicationsRoutes,
  BagRoutes,
  ChargingOrderRoutes,
  CouponRoutes,
  DriverRoutes,
  FollowsRoutes,
  ParkingRoutes,
  ParkRoutes,
  PaymentRoutes,
  ReservationRoutes,
  SharingRoutes,
  StorageKey,
  VehicleRoutes,
  WalletRoutes,
  type AnyRoute,
} from '@parking/contracts';
import * as screen from '../lib/screen-paths.gen';

/** A value known when index.html runs: a literal, a parameter of the screen's URL, or a stored number. */
export type FirstCallValue = string | number | boolean | { search: string } | { store: StorageKey; fallback: number };

export interface FirstCall {
  route: AnyRoute;
  params?: Record<string, FirstCallValue>;
  query?: Record<string, FirstCallValue>;
  body?: Record<string, FirstCallValue>;
}

/** The form route-preloads.json carries (and the server's script reads): names sorted, as earlyCallKey sorts them. */
export interface FirstCallSpec {
  method: string;
  /** Under API_BASE, `:name` for a path parameter. */
  path: string;
  authModel: number;
  params?: Record<string, FirstCallValue>;
  query?: Record<string, FirstCallValue>;
  body?: Record<string, FirstCallValue>;
}

const call = (route: AnyRoute, parts: Omit<FirstCall, 'route'> = {}): FirstCall => ({ route, ...parts });

/** What /nearbyBagParks asks when the app knows no position yet (features/monthly-plans: the demo's city centre). */
const NEAR = { lat: 30.2741, lng: 120.1551 };

/** A bill named by the page's URL (SingleBillPay). */
const NAMED_BILL = [
  call(PaymentRoutes.payableBills, { query: { uniqueIds: { search: 'uniqueId' }, parkId: { search: 'parkId' } } }),
];

const ROAD_PARKING = [
  call(ParkingRoutes.parkOrders, { query: { requestType: 1, parkKind: 'roadSide', pageNo: 1, pageSize: 10 } }),
];

/**
 * The first calls of the screens a driver opens cold (home and 我的 entries, shared links), whose largest element
 * waits for them. Screens painted by the server (home, 我的, the map, login, the news list) need none.
 */
export const FIRST_CALLS: Readonly<Record<string, readonly FirstCall[]>> = {
  [screen.monthParking]: [call(BagRoutes.bagApplications), call(BagRoutes.bagPlans)],
  [screen.nearbyBagParks]: [
    call(ParkRoutes.nearbyBagParks, {
      body: {
        destLat: { store: StorageKey.lat, fallback: NEAR.lat },
        destLng: { store: StorageKey.lng, fallback: NEAR.lng },
        radius: 20_000,
        pageNo: 1,
        pageSize: 30,
      },
    }),
  ],
  [screen.wrongTimeShare]: [call(SharingRoutes.sharingAllow), call(SharingRoutes.sharingParks)],
  [screen.integral]: [call(SharingRoutes.creditScore)],
  [screen.accountBalance]: [call(WalletRoutes.balanceInfo), call(PaymentRoutes.payModel)],
  [screen.sencelessPayment]: [call(WalletRoutes.autoPay), call(PaymentRoutes.payModel)],
  [screen.carManage]: [call(VehicleRoutes.plates)],
  [screen.discount]: [
    call(CouponRoutes.couponsCount),
    call(CouponRoutes.userCoupons, { query: { state: 'unused', pageNo: 1, pageSize: 20 } }),
  ],
  [screen.collect]: [call(ParkRoutes.collectParks, { query: { pageNo: 1 } })],
  [screen.orderRecord]: [call(ParkingRoutes.parkOrders, { query: { requestType: 0, pageNo: 1, pageSize: 10 } })],
  [screen.parkingRecord]: [call(ParkingRoutes.driverPlate)],
  [screen.payPage]: NAMED_BILL,
  [screen.scanOverduePay]: NAMED_BILL,
  // 我的's entry opens /roadParking, which shows /roadParking/index.
  [screen.roadParking]: ROAD_PARKING,
  [screen.roadParkingIndex]: ROAD_PARKING,
  [screen.chargeBillManage]: [
    call(ChargingOrderRoutes.chargingOrders, { query: { requestType: 0, pageNo: 1, pageSize: 20 } }),
  ],
  [screen.chargeOccupation]: [call(ChargingOrderRoutes.occupyExist)],
  [screen.bookRecord]: [call(ReservationRoutes.getBookOrderList, { body: { lastId: 0, pageSize: 15 } })],
  [screen.lockControl]: [call(ReservationRoutes.getUserLockList, { body: {} })],
  [screen.userApply]: [call(ApplicationsRoutes.benefitProgrammes)],
  [screen.fllowManage]: [call(FollowsRoutes.follows)],
  [screen.userInfo]: [call(DriverRoutes.loginInfo), call(DriverRoutes.getMineGroups)],
};

const sorted = <T>(record: Record<string, T> | undefined): Record<string, T> | undefined =>
  record && Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** A screen's first calls as route-preloads.json carries them (none: undefined). */
export function firstCallSpecs(path: string): FirstCallSpec[] | undefined {
  const calls = Object.hasOwn(FIRST_CALLS, path) ? FIRST_CALLS[path] : undefined;
  return calls?.map(({ route, params, query, body }) => ({
    method: route.method,
    path: route.path,
    authModel: route.authModel ?? 0,
    ...(params ? { params } : {}),
    ...(query ? { query: sorted(query) } : {}),
    ...(body ? { body: sorted(body) } : {}),
  }));
}
