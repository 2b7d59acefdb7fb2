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
};

/** Operators: booking packages and the locks of their parks. */
export const ReservationOperatorRoutes = {
  putBookPackage: route('PUT', '/operator/v1/reservations/packages').io<{
    body: BookPackageInput;
    response: BookPackageInfo;
  }>(),
  locks: route('GET', '/operator/v1/reservations/locks').io<{ response: OperatorLockList }>(),
};

/** Demo only: drive the in-process simulated lock gateway (a car arrives, a fault), refused outside demo mode. */
export const ReservationDevRoutes = {
  simulateLock: route('POST', '/dev/v1/locks/:lockId/simulate').io<{ body: SimulateLock; response: LockView }>(),
};
