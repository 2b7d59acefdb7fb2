import { operations } from '../operation-schemas';
import {
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
  SimulateLockParams,
} from './bookings';
import { ReservationDevRoutes, ReservationOperatorRoutes, ReservationRoutes } from './routes';

export const ReservationOps = operations(ReservationRoutes, {
  getBookPackageInfo: { body: BookPackageQuery, response: BookPackageInfo },
  createBookOrder: { body: CreateBookOrder, response: CreatedBooking },
  getBookOrderList: { body: BookOrderListQuery, response: BookOrderList },
  getBookOrderDetailInfo: { body: BookingRef, response: Booking },
  previewBookOrderCancelResult: { body: BookingRef, response: CancelPreview },
  cancelBookOrder: { body: CancelBookOrder, response: Booking },
  getUserLockList: { body: UserLockListQuery, response: UserLockList },
  getZigbeeLockState: { body: LockRef, response: LockView },
  controlZigbeeLock: { body: ControlLock, response: LockView },
  cancelControl: { body: LockRef, response: LockView },
});

export const ReservationOperatorOps = operations(ReservationOperatorRoutes, {
  putBookPackage: { body: BookPackageInput, response: BookPackageInfo },
  locks: { response: OperatorLockList },
});

export const ReservationDevOps = operations(ReservationDevRoutes, {
  simulateLock: { params: SimulateLockParams, body: SimulateLock, response: LockView },
});
