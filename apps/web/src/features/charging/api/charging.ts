import {
  ChargingCouponRoutes,
  ChargingOrderRoutes,
  OccupyRoutes,
  IDEMPOTENCY_KEY_HEADER,
  PaymentRoutes,
  VehicleRoutes,
  type PayOccupationRequest,
  type StartChargingRequest,
} from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { OCCUPY_EXIST_CALL, chargingOrdersCall } from './charging-first-calls';
import { LIVE_POLL_MS, useOrderPushes } from '../../../api/pushes';
import { chargingKeys } from './keys';

/** A station's guns with their live state, and its prices by band. */
export const stationDetailQuery = (stationId: string) =>
  queryOptions({
    queryKey: chargingKeys.station(stationId),
    queryFn: ({ signal }) => api.call(ChargingOrderRoutes.stationDetail, { params: { stationId }, signal }),
    refetchInterval: 15_000,
  });

/** The scanned (or typed) gun: its state, station and price now. */
export const gunQuery = (gunNo: string) =>
  queryOptions({
    queryKey: chargingKeys.gun(gunNo),
    queryFn: ({ signal }) => api.call(ChargingOrderRoutes.gun, { params: { gunNo }, signal }),
    retry: false,
  });

/** The driver's plates, to say which car charges (parking fee relief follows the plate). */
export const platesQuery = () =>
  queryOptions({
    queryKey: chargingKeys.plates,
    queryFn: ({ signal }) => api.call(VehicleRoutes.plates, { signal }),
  });

export const ordersQuery = (requestType: number) =>
  queryOptions({
    queryKey: chargingKeys.list(requestType),
    queryFn: ({ signal }) => {
      const { route, query } = chargingOrdersCall(requestType);
      return api.call(route, { query, signal });
    },
  });

/** While charging the page polls every 3 s; once the stream is open, slowly (the stream says when to read). */
const CHARGING_POLL_MS = 3_000;
const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: chargingKeys.order(orderNo),
    queryFn: ({ signal }) => api.call(ChargingOrderRoutes.chargingOrder, { params: { orderNo }, signal }),
  });

/** One order, followed live (progress pushed over the order's stream) until its bill is final. */
export function useChargingOrder(orderNo: string) {
  const live = useOrderPushes(orderNo, chargingKeys.order(orderNo), api, ChargingOrderRoutes.chargingOrderEvents);
  return useQuery({
    ...orderQuery(orderNo),
    enabled: !!orderNo,
    refetchInterval: (query) => {
      const state = query.state.data?.orderState;
      const waiting =
        state === 'awaitingPayment' || state === 'starting' || state === 'charging' || state === 'finished';
      return waiting ? (live ? LIVE_POLL_MS * 2 : CHARGING_POLL_MS) : false;
    },
  });
}

export const occupyExistQuery = () =>
  queryOptions({
    queryKey: chargingKeys.occupation,
    queryFn: ({ signal }) => api.call(OCCUPY_EXIST_CALL.route, { signal }),
  });

/** POST chargingOrders: holds the gun and buys the prepaid hold; the key makes a retry answer the same order. */
export const startCharging = (body: StartChargingRequest, key: string) =>
  api.call(ChargingOrderRoutes.startCharging, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

export const stopCharging = (orderNo: string) => api.call(ChargingOrderRoutes.stopCharging, { params: { orderNo } });

export const payOccupation = (orderNo: string, body: PayOccupationRequest, key: string) =>
  api.call(ChargingOrderRoutes.payOccupation, {
    params: { orderNo },
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

/** The charging order a payment order bought (payChargesSync names its purchase's ref). */
export const paidOrderQuery = (payOrderNo: string) =>
  queryOptions({
    queryKey: ['driver', 'charging', 'payOrder', payOrderNo] as const,
    queryFn: ({ signal }) => api.call(PaymentRoutes.payChargesSync, { params: { id: payOrderNo }, signal }),
  });

const OCCUPY_PAGE_SIZE = 20;
/** The driver's occupation orders (/occupyBillList), unpaid first, 20 a page. */
export const occupyOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: chargingKeys.occupyList,
    queryFn: ({ pageParam, signal }) =>
      api.call(OccupyRoutes.occupyOrders, { query: { pageNo: pageParam, pageSize: OCCUPY_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * OCCUPY_PAGE_SIZE < last.totalRecord ? pages.length + 1 : undefined,
  });

/** One occupation order; `poll` while its payment is being confirmed or its clock still runs (/occupyPayResult). */
export const occupyOrderQuery = (orderNo: string, { poll = false } = {}) =>
  queryOptions({
    queryKey: chargingKeys.occupyOrder(orderNo),
    queryFn: ({ signal }) => api.call(OccupyRoutes.occupyOrder, { params: { orderNo }, signal }),
    refetchInterval: poll ? (query) => (query.state.data?.phase === 'paid' ? false : 1_500) : false,
  });

/** The driver's charging coupons usable now (/chargingPage, /chargingChoiceCoupon). */
export const chargingCouponsQuery = () =>
  queryOptions({
    queryKey: chargingKeys.coupons,
    queryFn: ({ signal }) => api.call(ChargingCouponRoutes.chargingCoupons, { signal }),
  });
