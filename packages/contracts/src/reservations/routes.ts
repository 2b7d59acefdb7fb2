// Zod-free: reservations and parking locks as the screens see them (types only). The spec's legacy calls, all POST
// under /api/v1/ (section 7); docs/decisions/038 lists their shapes.
import { route } from '../operation';
import type {
  BookOrderList,
  BookOrderListQuery,
  BookPackageInfo,
  BookPackageInput,
  BookPackageQuery,
  Booking,
  BookingRef,
  CancelBookOrder,
  CancelPreview,
  ControlLock,
  CreateBookOrder,
  CreatedBooking,
  LockRef,
  LockView,
  OperatorLockList,
  UserLockList,
  UserLockListQuery,
  SimulateLock,
} from './bookings';
import type {
  AllPlateInfo,
  BerthInfo,
  BerthRef,
  BerthTypeQuery,
  BookableParks,
  BookableParksByLocation,
  BookableParksByName,
  EvasionCarList,
  LockOwnerInput,
  OperatorBooking,
  OperatorBookingList,
  OperatorBookingsQuery,
  OperatorLockCommand,
  ParkDetail,
  ParkingBerthTypes,
  ParkRef,
  RecommendBerth,
  RecommendParkingQuery,
  RegisteredBerths,
  ThirdIdOnly,
} from './legacy';
import type {
  LegacyBindPhone,
  LoginStateQuery,
  UpdateDriverUserInfo,
  UserCenterData,
  UserCenterQuery,
  UserDetailQuery,
} from './user-centre';
import type { BindPhoneResult, LoginInfo, LoginStates } from '../driver';

export const ReservationRoutes = {
  /** A park's booking packages (one per berth type): deposit, hold time, horizon, cancel rule, spaces. */
  getBookPackageInfo: route('POST', '/v1/getBookPackageInfo').io<{
    body: BookPackageQuery;
    response: BookPackageInfo;
  }>(),
  /** Book a space and pay its deposit (a purchase; idempotency key). */
  createBookOrder: route('POST', '/v1/createBookOrder', { authModel: 1 }).io<{
    body: CreateBookOrder;
    response: CreatedBooking;
  }>(),
  /** The driver's bookings, newest first. */
  getBookOrderList: route('POST', '/v1/getBookOrderList').io<{ body: BookOrderListQuery; response: BookOrderList }>(),
  /** One booking. */
  getBookOrderDetailInfo: route('POST', '/v1/getBookOrderDetailInfo').io<{ body: BookingRef; response: Booking }>(),
  /** What cancelling now gives back. */
  previewBookOrderCancelResult: route('POST', '/v1/previewBookOrderCancelResult').io<{
    body: BookingRef;
    response: CancelPreview;
  }>(),
  /** Cancel with the refund the preview showed. */
  cancelBookOrder: route('POST', '/v1/cancelBookOrder', { authModel: 1 }).io<{
    body: CancelBookOrder;
    response: Booking;
  }>(),
  /** The locks of the driver's current bookings, live. */
  getUserLockList: route('POST', '/v1/getUserLockList').io<{ body: UserLockListQuery; response: UserLockList }>(),
  /** One lock, live. */
  getZigbeeLockState: route('POST', '/v1/getZigbeeLockState').io<{ body: LockRef; response: LockView }>(),
  /** Raise or lower the lock (one command in flight per lock). */
  controlZigbeeLock: route('POST', '/v1/controlZigbeeLock', { authModel: 1 }).io<{
    body: ControlLock;
    response: LockView;
  }>(),
  /** Withdraw a command not yet sent to the gateway. */
  cancelControl: route('POST', '/v1/cancelControl').io<{ body: LockRef; response: LockView }>(),
  /** A park with its booking packages. */
  getParkDetail: route('POST', '/v1/getParkDetail').io<{ body: ParkRef; response: ParkDetail }>(),
  /** Bookable parks by name (lastId 0, pageSize 9999). */
  getBookableParksByName: route('POST', '/v1/getBookableParksByName').io<{
    body: BookableParksByName;
    response: BookableParks;
  }>(),
  /** Bookable parks near a point, nearest first. */
  getBookableParksByLocation: route('POST', '/v1/getBookableParksByLocation').io<{
    body: BookableParksByLocation;
    response: BookableParks;
  }>(),
  /** Other bookable parks near this one with a space free now. */
  getRecommendParkingList: route('POST', '/v1/getRecommendParkingList').io<{
    body: RecommendParkingQuery;
    response: BookableParks;
  }>(),
  /** A park's berth types with the spaces free for an arrival. */
  getParkingBerthType: route('POST', '/v1/getParkingBerthType').io<{
    body: BerthTypeQuery;
    response: ParkingBerthTypes;
  }>(),
  /** The berth type to offer first for an arrival. */
  getRecommendBerthInfo: route('POST', '/v1/getRecommendBerthInfo').io<{
    body: BerthTypeQuery;
    response: RecommendBerth;
  }>(),
  /** The space of one of the driver's bookings and its lock. */
  getBerthInfo: route('POST', '/v1/getBerthInfo').io<{ body: BerthRef; response: BerthInfo }>(),
  /** The driver's plates; null when none (the app goes to /addCar). */
  getAllPlateInfo: route('POST', '/v1/getAllPlateInfo').io<{ body: ThirdIdOnly; response: AllPlateInfo }>(),
  /** Whether the driver owns a berth with a lock. */
  hasRegisteredBerth: route('POST', '/v1/hasRegisteredBerth').io<{ body: ThirdIdOnly; response: RegisteredBerths }>(),
  /** Cars that used the driver's berths and left without paying. */
  getEvasionCarList: route('POST', '/v1/getEvasionCarList').io<{ body: ThirdIdOnly; response: EvasionCarList }>(),
  /** The lock app's user centre: account, plates, current bookings and locks, a berth of one's own. */
  getUserCenterData: route('POST', '/v1/getUserCenterData').io<{ body: UserCenterQuery; response: UserCenterData }>(),
  /** As v2 bindPhone (a phoneless WeChat account proves a phone). */
  bindPhoneV1: route('POST', '/v1/bindPhone').io<{ body: LegacyBindPhone; response: BindPhoneResult }>(),
  /** As v2 loginInfo. */
  getUserDetailInfo: route('POST', '/v1/getUserDetailInfo').io<{ body: UserDetailQuery; response: LoginInfo }>(),
  /** Nick name and/or name; answers as v2 loginInfo. */
  updateDriverUserInfo: route('POST', '/v1/updateDriverUserInfo').io<{
    body: UpdateDriverUserInfo;
    response: LoginInfo;
  }>(),
  /** As v2 loginStates (anonymous allowed). */
  getLoginState: route('POST', '/v1/getLoginState').io<{ body: LoginStateQuery; response: LoginStates }>(),
};

/** Operators: booking packages and the locks of their parks. */
export const ReservationOperatorRoutes = {
  putBookPackage: route('PUT', '/operator/v1/reservations/packages').io<{
    body: BookPackageInput;
    response: BookPackageInfo;
  }>(),
  locks: route('GET', '/operator/v1/reservations/locks').io<{ response: OperatorLockList }>(),
  bookings: route('GET', '/operator/v1/reservations/bookings').io<{
    query: OperatorBookingsQuery;
    response: OperatorBookingList;
  }>(),
  booking: route('GET', '/operator/v1/reservations/bookings/:bookingId').io<{ response: OperatorBooking }>(),
  /** Maintenance: raise or lower a lock (one command in flight, as for drivers). */
  commandLock: route('POST', '/operator/v1/reservations/locks/:lockId/command').io<{
    body: OperatorLockCommand;
    response: LockView;
  }>(),
  /** Register a lock's berth to its owner (a driver by phone; null clears it). */
  putLockOwner: route('PUT', '/operator/v1/reservations/locks/:lockId/owner').io<{
    body: LockOwnerInput;
    response: LockView;
  }>(),
};

/** Demo only: drive the in-process simulated lock gateway (a car arrives, a fault), refused outside demo mode. */
export const ReservationDevRoutes = {
  simulateLock: route('POST', '/dev/v1/locks/:lockId/simulate').io<{ body: SimulateLock; response: LockView }>(),
};
