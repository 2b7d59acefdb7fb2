import { z } from 'zod';
import { latitude, longitude } from '../parks/nearby';
import { Park } from '../parks/park';
import { DriverPlate } from '../vehicles/plates';
import { page, list } from '../envelope';
import { Booking, BookingRef, BookPackage, BookPackageQuery, LockView, ThirdId } from './bookings';
import { BERTH_TYPES, BOOKING_STATES, LOCK_ACTIONS } from './constants';

/**
 * The rest of the legacy reservation calls (issue 19, decision 038 "Legacy calls, second part"), POST /api/v1/*.
 * Every body may carry the legacy `thirdId` (the stored openId); identity comes from the token, never from it.
 */

const ParkId = z.uuid({ error: '车场编号格式不正确' });
const keyword = z.string({ error: '请输入停车场名称' }).trim().min(1, '请输入停车场名称').max(32);
const StartAt = z.iso.datetime({ offset: true, error: '预约到达时间格式不正确' });
/** The legacy lists page from `lastId` 0 only (the app asks for everything at once). */
const FirstPage = z.union([z.literal(0), z.literal('0')], { error: 'lastId 只能为 0' }).default(0);

/** getParkDetail: a park as the lists show it, with its booking packages (none: not bookable). */
export const ParkRef = BookPackageQuery;
export type ParkRef = BookPackageQuery;
export const ParkDetail = Park.extend({ packages: z.array(BookPackage) });
export type ParkDetail = z.infer<typeof ParkDetail>;

/** getBookableParksByName: bookable parks whose name or address holds `parkName` (lastId 0, pageSize 9999). */
export const BookableParksByName = z.strictObject({
  parkName: keyword,
  lastId: FirstPage,
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
  longitude: longitude.optional(),
  latitude: latitude.optional(),
  thirdId: ThirdId,
});
export type BookableParksByName = z.input<typeof BookableParksByName>;

/** getBookableParksByLocation: bookable parks nearest first within `radius` metres (GCJ-02). */
export const BookableParksByLocation = z.strictObject({
  longitude,
  latitude,
  radius: z.coerce.number().int().min(100).max(50_000).default(5_000),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  thirdId: ThirdId,
});
export type BookableParksByLocation = z.input<typeof BookableParksByLocation>;

/** getRecommendParkingList: other bookable parks near this one with a space of some type free now, nearest first. */
export const RecommendParkingQuery = BookPackageQuery;
export type RecommendParkingQuery = BookPackageQuery;

export const BookableParks = list(Park).extend({ hasMore: z.boolean() });
export type BookableParks = z.infer<typeof BookableParks>;

/** getParkingBerthType / getRecommendBerthInfo: a park's berth types for an arrival (default: now). */
export const BerthTypeQuery = z.strictObject({ parkId: ParkId, startAt: StartAt.optional(), thirdId: ThirdId });
export type BerthTypeQuery = z.input<typeof BerthTypeQuery>;

export const BerthTypeOption = z.object({
  packageId: z.string(),
  berthType: z.enum(BERTH_TYPES),
  berthTypeText: z.string(),
  depositFen: z.number().int(),
  totalSpaces: z.number().int().min(0),
  /** Spaces of the type with a working lock that no booking holds for the slot from `startAt`. */
  freeSpaces: z.number().int().min(0),
});
export type BerthTypeOption = z.infer<typeof BerthTypeOption>;

export const ParkingBerthTypes = z.object({
  parkId: z.string(),
  startAt: z.string(),
  results: z.array(BerthTypeOption),
});
export type ParkingBerthTypes = z.infer<typeof ParkingBerthTypes>;

/** The type to offer first: the cheapest with a free space (null: none free for that arrival). */
export const RecommendBerth = z.object({
  parkId: z.string(),
  startAt: z.string(),
  berth: BerthTypeOption.nullable(),
});
export type RecommendBerth = z.infer<typeof RecommendBerth>;

/** getBerthInfo: the space of one of the driver's bookings and its lock, live; named as every booking call names it. */
export const BerthRef = BookingRef;
export type BerthRef = BookingRef;
export const BerthInfo = LockView.extend({
  berthType: z.enum(BERTH_TYPES),
  berthTypeText: z.string(),
});
export type BerthInfo = z.infer<typeof BerthInfo>;

// getAllPlateInfo, hasRegisteredBerth and getEvasionCarList take nothing but the thirdId: the route table names it here.
export { ThirdIdOnly } from './bookings';

/** hasRegisteredBerth: whether the driver owns a berth with a lock (a private berth registered by the operator). */
export const RegisteredBerths = z.object({
  hasBerth: z.boolean(),
  berths: z.array(z.object({ lockId: z.string(), parkName: z.string(), spaceCode: z.string() })),
});
export type RegisteredBerths = z.infer<typeof RegisteredBerths>;

/** getEvasionCarList: cars that used the owner's berths (by booking) and left the park without paying. */
export const EvasionCar = z.object({
  stayId: z.string(),
  plateNo: z.string(),
  formatPlateNo: z.string(),
  parkName: z.string(),
  spaceCode: z.string(),
  enteredAt: z.string(),
  exitedAt: z.string().nullable(),
  /** Left unpaid. */
  dueFen: z.number().int().min(0),
});
export type EvasionCar = z.infer<typeof EvasionCar>;
export const EvasionCarList = list(EvasionCar);
export type EvasionCarList = z.infer<typeof EvasionCarList>;

/** getAllPlateInfo: the driver's plates; `results` null when none is bound (the app goes to /addCar). */
export const AllPlateInfo = z.object({ results: z.array(DriverPlate).nullable() });
export type AllPlateInfo = z.infer<typeof AllPlateInfo>;

/** Operator: register a lock's berth to its owner (a driver, by phone), or clear it (null). */
export const LockOwnerInput = z.strictObject({
  phone: z
    .string()
    .regex(/^1\d{10}$/, '手机号格式不正确')
    .nullable(),
});
export type LockOwnerInput = z.input<typeof LockOwnerInput>;

/** Operator: a command to a lock (maintenance: raise or lower, whoever's booking). */
export const OperatorLockCommand = z.strictObject({
  action: z.enum(LOCK_ACTIONS, { error: '操作类型不正确（raise 升锁、lower 降锁）' }),
});
export type OperatorLockCommand = z.input<typeof OperatorLockCommand>;

/** Operator: the dealer's bookings, newest first (a park and a state narrow them). */
export const OperatorBookingsQuery = z.object({
  parkId: ParkId.optional(),
  state: z.enum(BOOKING_STATES, { error: '预约状态不正确' }).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorBookingsQuery = z.input<typeof OperatorBookingsQuery>;
export const BookingIdParams = z.object({ bookingId: z.uuid({ error: '预约编号格式不正确' }) });
export const OperatorBooking = Booking.extend({ driverId: z.string() });
export const OperatorBookingList = page(OperatorBooking);
export type OperatorBookingList = z.infer<typeof OperatorBookingList>;
export type OperatorBooking = z.infer<typeof OperatorBooking>;
