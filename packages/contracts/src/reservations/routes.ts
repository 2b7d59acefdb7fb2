// Zod-free: reservations and parking locks as the screens see them (types only). The spec's legacy calls, all POST
// under /api/v1/ (section 7); docs/decisions/038 lists their shapes.
import { routes } from '../operation';
import type * as B from './bookings';
import type * as L from './legacy';
import type * as U from './user-centre';
import type * as G from './gateways';
import type * as D from '../driver';

export const ReservationRoutes = routes<ReservationIo>()({
  getBookPackageInfo: 'POST /v1/getBookPackageInfo',
  createBookOrder: ['POST /v1/createBookOrder', { authModel: 1 }],
  getBookOrderList: 'POST /v1/getBookOrderList',
  getBookOrderDetailInfo: 'POST /v1/getBookOrderDetailInfo',
  previewBookOrderCancelResult: 'POST /v1/previewBookOrderCancelResult',
  cancelBookOrder: ['POST /v1/cancelBookOrder', { authModel: 1 }],
  getUserLockList: 'POST /v1/getUserLockList',
  getZigbeeLockState: 'POST /v1/getZigbeeLockState',
  controlZigbeeLock: ['POST /v1/controlZigbeeLock', { authModel: 1 }],
  cancelControl: 'POST /v1/cancelControl',
  getParkDetail: 'POST /v1/getParkDetail',
  getBookableParksByName: 'POST /v1/getBookableParksByName',
  getBookableParksByLocation: 'POST /v1/getBookableParksByLocation',
  getRecommendParkingList: 'POST /v1/getRecommendParkingList',
  getParkingBerthType: 'POST /v1/getParkingBerthType',
  getRecommendBerthInfo: 'POST /v1/getRecommendBerthInfo',
  getBerthInfo: 'POST /v1/getBerthInfo',
  getAllPlateInfo: 'POST /v1/getAllPlateInfo',
  hasRegisteredBerth: 'POST /v1/hasRegisteredBerth',
  getEvasionCarList: 'POST /v1/getEvasionCarList',
  getUserCenterData: 'POST /v1/getUserCenterData',
  bindPhoneV1: 'POST /v1/bindPhone',
  getUserDetailInfo: 'POST /v1/getUserDetailInfo',
  updateDriverUserInfo: 'POST /v1/updateDriverUserInfo',
  getLoginState: 'POST /v1/getLoginState',
});

/** Operators: booking packages and the locks of their parks. */
export const ReservationOperatorRoutes = routes<ReservationOperatorIo>()({
  bookPackages: 'GET /operator/v1/reservations/parks/:parkId/packages',
  putBookPackage: 'PUT /operator/v1/reservations/packages',
  locks: 'GET /operator/v1/reservations/locks',
  bookings: 'GET /operator/v1/reservations/bookings',
  booking: 'GET /operator/v1/reservations/bookings/:bookingId',
  commandLock: 'POST /operator/v1/reservations/locks/:lockId/command',
  putLockOwner: 'PUT /operator/v1/reservations/locks/:lockId/owner',
  lockGateways: 'GET /operator/v1/reservations/gateways',
  registerLockGateway: 'POST /operator/v1/reservations/gateways',
  updateLockGateway: 'PUT /operator/v1/reservations/gateways/:gatewayId',
  rotateLockGatewayKey: 'POST /operator/v1/reservations/gateways/:gatewayId/key',
  registerParkingLocks: 'POST /operator/v1/reservations/gateways/:gatewayId/locks',
});

/** Demo only: drive the in-process simulated lock gateway (a car arrives, a fault), refused outside demo mode. */
export const ReservationDevRoutes = routes<ReservationDevIo>()({
  simulateLock: 'POST /dev/v1/locks/:lockId/simulate',
});

/** What each of ReservationRoutes' operations takes and answers. */
interface ReservationIo {
  /** A park's booking packages (one per berth type): deposit, hold time, horizon, cancel rule, spaces. */
  getBookPackageInfo: { body: B.BookPackageQuery; response: B.BookPackageInfo };
  /** Book a space and pay its deposit (a purchase; idempotency key). */
  createBookOrder: { body: B.CreateBookOrder; response: B.CreatedBooking };
  /** The driver's bookings, newest first. */
  getBookOrderList: { body: B.BookOrderListQuery; response: B.BookOrderList };
  /** One booking. */
  getBookOrderDetailInfo: { body: B.BookingRef; response: B.Booking };
  /** What cancelling now gives back. */
  previewBookOrderCancelResult: { body: B.BookingRef; response: B.CancelPreview };
  /** Cancel with the refund the preview showed. */
  cancelBookOrder: { body: B.CancelBookOrder; response: B.Booking };
  /** The locks of the driver's current bookings, live. */
  getUserLockList: { body: B.UserLockListQuery; response: B.UserLockList };
  /** One lock, live. */
  getZigbeeLockState: { body: B.LockRef; response: B.LockView };
  /** Raise or lower the lock (one command in flight per lock). */
  controlZigbeeLock: { body: B.ControlLock; response: B.LockView };
  /** Withdraw a command not yet sent to the gateway. */
  cancelControl: { body: B.LockRef; response: B.LockView };
  /** A park with its booking packages. */
  getParkDetail: { body: L.ParkRef; response: L.ParkDetail };
  /** Bookable parks by name (lastId 0, pageSize 9999). */
  getBookableParksByName: { body: L.BookableParksByName; response: L.BookableParks };
  /** Bookable parks near a point, nearest first. */
  getBookableParksByLocation: { body: L.BookableParksByLocation; response: L.BookableParks };
  /** Other bookable parks near this one with a space free now. */
  getRecommendParkingList: { body: L.RecommendParkingQuery; response: L.BookableParks };
  /** A park's berth types with the spaces free for an arrival. */
  getParkingBerthType: { body: L.BerthTypeQuery; response: L.ParkingBerthTypes };
  /** The berth type to offer first for an arrival. */
  getRecommendBerthInfo: { body: L.BerthTypeQuery; response: L.RecommendBerth };
  /** The space of one of the driver's bookings and its lock. */
  getBerthInfo: { body: L.BerthRef; response: L.BerthInfo };
  /** The driver's plates; null when none (the app goes to /addCar). */
  getAllPlateInfo: { body: L.ThirdIdOnly; response: L.AllPlateInfo };
  /** Whether the driver owns a berth with a lock. */
  hasRegisteredBerth: { body: L.ThirdIdOnly; response: L.RegisteredBerths };
  /** Cars that used the driver's berths and left without paying. */
  getEvasionCarList: { body: L.ThirdIdOnly; response: L.EvasionCarList };
  /** The lock app's user centre: account, plates, current bookings and locks, a berth of one's own. */
  getUserCenterData: { body: U.UserCenterQuery; response: U.UserCenterData };
  /** As v2 bindPhone (a phoneless WeChat account proves a phone). */
  bindPhoneV1: { body: U.LegacyBindPhone; response: D.BindPhoneResult };
  /** As v2 loginInfo. */
  getUserDetailInfo: { body: U.UserDetailQuery; response: D.LoginInfo };
  /** Nick name and/or name; answers as v2 loginInfo. */
  updateDriverUserInfo: { body: U.UpdateDriverUserInfo; response: D.LoginInfo };
  /** As v2 loginStates (anonymous allowed). */
  getLoginState: { body: U.LoginStateQuery; response: D.LoginStates };
}

/** What each of ReservationOperatorRoutes' operations takes and answers. */
interface ReservationOperatorIo {
  /** A park's booking packages (each berth type's terms) as drivers are offered them. */
  bookPackages: { response: B.BookPackageInfo };
  putBookPackage: { body: B.BookPackageInput; response: B.BookPackageInfo };
  locks: { response: B.OperatorLockList };
  bookings: { query: L.OperatorBookingsQuery; response: L.OperatorBookingList };
  booking: { response: L.OperatorBooking };
  /** Maintenance: raise or lower a lock (one command in flight, as for drivers). */
  commandLock: { body: L.OperatorLockCommand; response: B.LockView };
  /** Register a lock's berth to its owner (a driver by phone; null clears it). */
  putLockOwner: { body: L.LockOwnerInput; response: B.LockView };
  /** The lock gateways of a park (or of every park the operator may act on), with their status and lock count. */
  lockGateways: { query: G.LockGatewaysQuery; response: G.LockGatewayList };
  /** Register a gateway on a park: its MQTT password is answered this once. */
  registerLockGateway: { body: G.RegisterLockGateway; response: G.LockGatewayKey };
  /** Rename, disable or enable a gateway (disabled: refused by the broker, its connection dropped). */
  updateLockGateway: { body: G.LockGatewayUpdate; response: G.LockGatewayView };
  /** A new MQTT password, answered this once; the old one stops working at once. */
  rotateLockGatewayKey: { response: G.LockGatewayKey };
  /** Register parking locks behind a gateway (one per space of its park). */
  registerParkingLocks: { body: G.RegisterParkingLocks; response: G.LockGatewayView };
}

/** What each of ReservationDevRoutes' operations takes and answers. */
interface ReservationDevIo {
  simulateLock: { body: B.SimulateLock; response: B.LockView };
}
