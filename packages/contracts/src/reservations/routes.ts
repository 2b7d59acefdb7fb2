// Zod-free: reservations and parking locks as the screens see them (types only). The spec's legacy calls, all POST
// under /api/v1/ (section 7); docs/decisions/038 lists their shapes.
import { route } from '../operation';
import type * as B from './bookings';
import type * as L from './legacy';
import type * as U from './user-centre';
import type * as G from './gateways';
import type * as D from '../driver';

export const ReservationRoutes = {
  /** A park's booking packages (one per berth type): deposit, hold time, horizon, cancel rule, spaces. */
  getBookPackageInfo: route('POST', '/v1/getBookPackageInfo').io<{
    body: B.BookPackageQuery;
    response: B.BookPackageInfo;
  }>(),
  /** Book a space and pay its deposit (a purchase; idempotency key). */
  createBookOrder: route('POST', '/v1/createBookOrder', { authModel: 1 }).io<{
    body: B.CreateBookOrder;
    response: B.CreatedBooking;
  }>(),
  /** The driver's bookings, newest first. */
  getBookOrderList: route('POST', '/v1/getBookOrderList').io<{
    body: B.BookOrderListQuery;
    response: B.BookOrderList;
  }>(),
  /** One booking. */
  getBookOrderDetailInfo: route('POST', '/v1/getBookOrderDetailInfo').io<{ body: B.BookingRef; response: B.Booking }>(),
  /** What cancelling now gives back. */
  previewBookOrderCancelResult: route('POST', '/v1/previewBookOrderCancelResult').io<{
    body: B.BookingRef;
    response: B.CancelPreview;
  }>(),
  /** Cancel with the refund the preview showed. */
  cancelBookOrder: route('POST', '/v1/cancelBookOrder', { authModel: 1 }).io<{
    body: B.CancelBookOrder;
    response: B.Booking;
  }>(),
  /** The locks of the driver's current bookings, live. */
  getUserLockList: route('POST', '/v1/getUserLockList').io<{ body: B.UserLockListQuery; response: B.UserLockList }>(),
  /** One lock, live. */
  getZigbeeLockState: route('POST', '/v1/getZigbeeLockState').io<{ body: B.LockRef; response: B.LockView }>(),
  /** Raise or lower the lock (one command in flight per lock). */
  controlZigbeeLock: route('POST', '/v1/controlZigbeeLock', { authModel: 1 }).io<{
    body: B.ControlLock;
    response: B.LockView;
  }>(),
  /** Withdraw a command not yet sent to the gateway. */
  cancelControl: route('POST', '/v1/cancelControl').io<{ body: B.LockRef; response: B.LockView }>(),
  /** A park with its booking packages. */
  getParkDetail: route('POST', '/v1/getParkDetail').io<{ body: L.ParkRef; response: L.ParkDetail }>(),
  /** Bookable parks by name (lastId 0, pageSize 9999). */
  getBookableParksByName: route('POST', '/v1/getBookableParksByName').io<{
    body: L.BookableParksByName;
    response: L.BookableParks;
  }>(),
  /** Bookable parks near a point, nearest first. */
  getBookableParksByLocation: route('POST', '/v1/getBookableParksByLocation').io<{
    body: L.BookableParksByLocation;
    response: L.BookableParks;
  }>(),
  /** Other bookable parks near this one with a space free now. */
  getRecommendParkingList: route('POST', '/v1/getRecommendParkingList').io<{
    body: L.RecommendParkingQuery;
    response: L.BookableParks;
  }>(),
  /** A park's berth types with the spaces free for an arrival. */
  getParkingBerthType: route('POST', '/v1/getParkingBerthType').io<{
    body: L.BerthTypeQuery;
    response: L.ParkingBerthTypes;
  }>(),
  /** The berth type to offer first for an arrival. */
  getRecommendBerthInfo: route('POST', '/v1/getRecommendBerthInfo').io<{
    body: L.BerthTypeQuery;
    response: L.RecommendBerth;
  }>(),
  /** The space of one of the driver's bookings and its lock. */
  getBerthInfo: route('POST', '/v1/getBerthInfo').io<{ body: L.BerthRef; response: L.BerthInfo }>(),
  /** The driver's plates; null when none (the app goes to /addCar). */
  getAllPlateInfo: route('POST', '/v1/getAllPlateInfo').io<{ body: L.ThirdIdOnly; response: L.AllPlateInfo }>(),
  /** Whether the driver owns a berth with a lock. */
  hasRegisteredBerth: route('POST', '/v1/hasRegisteredBerth').io<{
    body: L.ThirdIdOnly;
    response: L.RegisteredBerths;
  }>(),
  /** Cars that used the driver's berths and left without paying. */
  getEvasionCarList: route('POST', '/v1/getEvasionCarList').io<{ body: L.ThirdIdOnly; response: L.EvasionCarList }>(),
  /** The lock app's user centre: account, plates, current bookings and locks, a berth of one's own. */
  getUserCenterData: route('POST', '/v1/getUserCenterData').io<{
    body: U.UserCenterQuery;
    response: U.UserCenterData;
  }>(),
  /** As v2 bindPhone (a phoneless WeChat account proves a phone). */
  bindPhoneV1: route('POST', '/v1/bindPhone').io<{ body: U.LegacyBindPhone; response: D.BindPhoneResult }>(),
  /** As v2 loginInfo. */
  getUserDetailInfo: route('POST', '/v1/getUserDetailInfo').io<{ body: U.UserDetailQuery; response: D.LoginInfo }>(),
  /** Nick name and/or name; answers as v2 loginInfo. */
  updateDriverUserInfo: route('POST', '/v1/updateDriverUserInfo').io<{
    body: U.UpdateDriverUserInfo;
    response: D.LoginInfo;
  }>(),
  /** As v2 loginStates (anonymous allowed). */
  getLoginState: route('POST', '/v1/getLoginState').io<{ body: U.LoginStateQuery; response: D.LoginStates }>(),
};

/** Operators: booking packages and the locks of their parks. */
export const ReservationOperatorRoutes = {
  /** A park's booking packages (each berth type's terms) as drivers are offered them. */
  bookPackages: route('GET', '/operator/v1/reservations/parks/:parkId/packages').io<{
    response: B.BookPackageInfo;
  }>(),
  putBookPackage: route('PUT', '/operator/v1/reservations/packages').io<{
    body: B.BookPackageInput;
    response: B.BookPackageInfo;
  }>(),
  locks: route('GET', '/operator/v1/reservations/locks').io<{ response: B.OperatorLockList }>(),
  bookings: route('GET', '/operator/v1/reservations/bookings').io<{
    query: L.OperatorBookingsQuery;
    response: L.OperatorBookingList;
  }>(),
  booking: route('GET', '/operator/v1/reservations/bookings/:bookingId').io<{ response: L.OperatorBooking }>(),
  /** Maintenance: raise or lower a lock (one command in flight, as for drivers). */
  commandLock: route('POST', '/operator/v1/reservations/locks/:lockId/command').io<{
    body: L.OperatorLockCommand;
    response: B.LockView;
  }>(),
  /** Register a lock's berth to its owner (a driver by phone; null clears it). */
  putLockOwner: route('PUT', '/operator/v1/reservations/locks/:lockId/owner').io<{
    body: L.LockOwnerInput;
    response: B.LockView;
  }>(),
  /** The lock gateways of a park (or of every park the operator may act on), with their status and lock count. */
  lockGateways: route('GET', '/operator/v1/reservations/gateways').io<{
    query: G.LockGatewaysQuery;
    response: G.LockGatewayList;
  }>(),
  /** Register a gateway on a park: its MQTT password is answered this once. */
  registerLockGateway: route('POST', '/operator/v1/reservations/gateways').io<{
    body: G.RegisterLockGateway;
    response: G.LockGatewayKey;
  }>(),
  /** Rename, disable or enable a gateway (disabled: refused by the broker, its connection dropped). */
  updateLockGateway: route('PUT', '/operator/v1/reservations/gateways/:gatewayId').io<{
    body: G.LockGatewayUpdate;
    response: G.LockGatewayView;
  }>(),
  /** A new MQTT password, answered this once; the old one stops working at once. */
  rotateLockGatewayKey: route('POST', '/operator/v1/reservations/gateways/:gatewayId/key').io<{
    response: G.LockGatewayKey;
  }>(),
  /** Register parking locks behind a gateway (one per space of its park). */
  registerParkingLocks: route('POST', '/operator/v1/reservations/gateways/:gatewayId/locks').io<{
    body: G.RegisterParkingLocks;
    response: G.LockGatewayView;
  }>(),
};

/** Demo only: drive the in-process simulated lock gateway (a car arrives, a fault), refused outside demo mode. */
export const ReservationDevRoutes = {
  simulateLock: route('POST', '/dev/v1/locks/:lockId/simulate').io<{ body: B.SimulateLock; response: B.LockView }>(),
};
