import { operations } from '../operation-schemas';
import { ParkParams } from '../park-setup/schemas';
import * as Bookings from './bookings';
import * as Legacy from './legacy';
import * as UserCentre from './user-centre';
import { BindPhoneResult, LoginInfo, LoginStates } from '../driver';
import * as Gateways from './gateways';
import { ReservationDevRoutes, ReservationOperatorRoutes, ReservationRoutes } from './routes';

const byGateway = { params: Gateways.LockGatewayParams };
const byLock = { params: Bookings.LockIdParams };

export const ReservationOps = operations(ReservationRoutes, {
  getBookPackageInfo: { body: Bookings.BookPackageQuery, response: Bookings.BookPackageInfo },
  createBookOrder: { body: Bookings.CreateBookOrder, response: Bookings.CreatedBooking },
  getBookOrderList: { body: Bookings.BookOrderListQuery, response: Bookings.BookOrderList },
  getBookOrderDetailInfo: { body: Bookings.BookingRef, response: Bookings.Booking },
  previewBookOrderCancelResult: { body: Bookings.BookingRef, response: Bookings.CancelPreview },
  cancelBookOrder: { body: Bookings.CancelBookOrder, response: Bookings.Booking },
  getUserLockList: { body: Bookings.UserLockListQuery, response: Bookings.UserLockList },
  getZigbeeLockState: { body: Bookings.LockRef, response: Bookings.LockView },
  controlZigbeeLock: { body: Bookings.ControlLock, response: Bookings.LockView },
  cancelControl: { body: Bookings.LockRef, response: Bookings.LockView },
  getParkDetail: { body: Legacy.ParkRef, response: Legacy.ParkDetail },
  getBookableParksByName: { body: Legacy.BookableParksByName, response: Legacy.BookableParks },
  getBookableParksByLocation: { body: Legacy.BookableParksByLocation, response: Legacy.BookableParks },
  getRecommendParkingList: { body: Legacy.RecommendParkingQuery, response: Legacy.BookableParks },
  getParkingBerthType: { body: Legacy.BerthTypeQuery, response: Legacy.ParkingBerthTypes },
  getRecommendBerthInfo: { body: Legacy.BerthTypeQuery, response: Legacy.RecommendBerth },
  getBerthInfo: { body: Legacy.BerthRef, response: Legacy.BerthInfo },
  getAllPlateInfo: { body: Legacy.ThirdIdOnly, response: Legacy.AllPlateInfo },
  hasRegisteredBerth: { body: Legacy.ThirdIdOnly, response: Legacy.RegisteredBerths },
  getEvasionCarList: { body: Legacy.ThirdIdOnly, response: Legacy.EvasionCarList },
  getUserCenterData: { body: UserCentre.UserCenterQuery, response: UserCentre.UserCenterData },
  bindPhoneV1: { body: UserCentre.LegacyBindPhone, response: BindPhoneResult },
  getUserDetailInfo: { body: UserCentre.UserDetailQuery, response: LoginInfo },
  updateDriverUserInfo: { body: UserCentre.UpdateDriverUserInfo, response: LoginInfo },
  getLoginState: { body: UserCentre.LoginStateQuery, response: LoginStates },
});

export const ReservationOperatorOps = operations(ReservationOperatorRoutes, {
  bookPackages: { params: ParkParams, response: Bookings.BookPackageInfo },
  putBookPackage: { body: Bookings.BookPackageInput, response: Bookings.BookPackageInfo },
  locks: { response: Bookings.OperatorLockList },
  bookings: { query: Legacy.OperatorBookingsQuery, response: Legacy.OperatorBookingList },
  booking: { params: Legacy.BookingIdParams, response: Legacy.OperatorBooking },
  commandLock: { ...byLock, body: Legacy.OperatorLockCommand, response: Bookings.LockView },
  putLockOwner: { ...byLock, body: Legacy.LockOwnerInput, response: Bookings.LockView },
  lockGateways: { query: Gateways.LockGatewaysQuery, response: Gateways.LockGatewayList },
  registerLockGateway: { body: Gateways.RegisterLockGateway, response: Gateways.LockGatewayKey },
  updateLockGateway: { ...byGateway, body: Gateways.LockGatewayUpdate, response: Gateways.LockGatewayView },
  rotateLockGatewayKey: { ...byGateway, response: Gateways.LockGatewayKey },
  registerParkingLocks: { ...byGateway, body: Gateways.RegisterParkingLocks, response: Gateways.LockGatewayView },
});

export const ReservationDevOps = operations(ReservationDevRoutes, {
  simulateLock: { params: Bookings.LockIdParams, body: Bookings.SimulateLock, response: Bookings.LockView },
});
