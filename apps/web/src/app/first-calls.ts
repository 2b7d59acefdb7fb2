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
import { PaymentRoutes, StorageKey, type AnyRoute } from '@parking/contracts';
import { LOGIN_INFO_CALL } from '../api/auth/login-info-first-call';
import { collectParksCall } from '../api/discovery/collect-first-call';
import { FOLLOWS_CALL } from '../api/follows/follows-first-call';
import { MINE_GROUPS_CALL } from '../features/account/api/account-first-calls';
import { BENEFIT_PROGRAMMES_CALL } from '../features/applications/api/applications-first-calls';
import { chargingOrdersCall, OCCUPY_EXIST_CALL } from '../features/charging/api/charging-first-calls';
import { COUPONS_COUNT_CALL, userCouponsCall } from '../features/coupons/api/coupons-first-calls';
import {
  BAG_APPLICATIONS_CALL,
  BAG_PLANS_CALL,
  nearbyBagParksCall,
} from '../features/monthly-plans/api/monthly-plans-first-calls';
import { DRIVER_PLATE_CALL, parkOrdersCall } from '../features/parking/api/parking-first-calls';
import { bookOrderListCall, USER_LOCK_LIST_CALL } from '../features/bookings/api/bookings-first-calls';
import { CREDIT_SCORE_CALL, SHARING_ALLOW_CALL, SHARING_PARKS_CALL } from '../features/sharing/api/sharing-first-calls';
import { PAY_MODEL_CALL } from '../payment-kit/pay-model-first-call';
import { PLATES_CALL } from '../features/vehicles/api/vehicles-first-calls';
import { AUTO_PAY_CALL } from '../features/wallet/api/auto-pay-first-call';
import { BALANCE_INFO_CALL } from '../features/wallet/api/balance-first-call';
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

const ROAD_PARKING = [parkOrdersCall(1, 'roadSide', 1)];

/**
 * The first calls of the screens a driver opens cold (home and 我的 entries, shared links), whose largest element
 * waits for them. Screens painted by the server (home, 我的, the map, login, the news list) need none.
 */
export const FIRST_CALLS: Readonly<Record<string, readonly FirstCall[]>> = {
  [screen.monthParking]: [BAG_APPLICATIONS_CALL, BAG_PLANS_CALL],
  [screen.nearbyBagParks]: [
    nearbyBagParksCall<FirstCallValue>(
      { store: StorageKey.lat, fallback: NEAR.lat },
      { store: StorageKey.lng, fallback: NEAR.lng },
    ),
  ],
  [screen.wrongTimeShare]: [SHARING_ALLOW_CALL, SHARING_PARKS_CALL],
  [screen.integral]: [CREDIT_SCORE_CALL],
  [screen.accountBalance]: [BALANCE_INFO_CALL, PAY_MODEL_CALL],
  [screen.sencelessPayment]: [AUTO_PAY_CALL, PAY_MODEL_CALL],
  [screen.carManage]: [PLATES_CALL],
  [screen.discount]: [COUPONS_COUNT_CALL, userCouponsCall('unused', 1)],
  [screen.collect]: [collectParksCall(undefined, 1)],
  [screen.orderRecord]: [parkOrdersCall(0, undefined, 1)],
  [screen.parkingRecord]: [DRIVER_PLATE_CALL],
  [screen.payPage]: NAMED_BILL,
  [screen.scanOverduePay]: NAMED_BILL,
  // 我的's entry opens /roadParking, which shows /roadParking/index.
  [screen.roadParking]: ROAD_PARKING,
  [screen.roadParkingIndex]: ROAD_PARKING,
  [screen.chargeBillManage]: [chargingOrdersCall(0)],
  [screen.chargeOccupation]: [OCCUPY_EXIST_CALL],
  [screen.bookRecord]: [bookOrderListCall(0)],
  [screen.lockControl]: [USER_LOCK_LIST_CALL],
  [screen.userApply]: [BENEFIT_PROGRAMMES_CALL],
  [screen.fllowManage]: [FOLLOWS_CALL],
  [screen.userInfo]: [LOGIN_INFO_CALL, MINE_GROUPS_CALL],
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
