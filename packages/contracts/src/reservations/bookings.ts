import { z } from 'zod';
import { uuidOf as Id } from '../validators/uuid';
import { list } from '../envelope';
import { DriverPayChannel, PayOrder, REFUND_STATES } from '../payments/orders';
import { PlateColorParam } from '../vehicles/plate-schema';
import {
  BERTH_TYPES,
  BOOKING_LIST_PAGE_SIZE,
  BOOKING_STATES,
  LOCK_ACTIONS,
  LOCK_COMMAND_STATES,
  LOCK_FAULTS,
  LOCK_POSITIONS,
} from './constants';

/**
 * Reservations and parking locks (issue 19, decision 038), served at the legacy POST /api/v1/* paths the spec lists.
 * Every body may carry the legacy `thirdId` (the stored openId); identity comes from the token, never from it.
 */

/** The legacy `thirdId` a body may carry (the stored openId): read, never taken for identity. */
export const ThirdId = z.string().max(128).optional();
const LockId = z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, '地锁编号格式不正确');
const Iso = z.string();

/** A body of nothing but the legacy `thirdId` (the calls about the signed-in driver only). */
export const ThirdIdOnly = z.strictObject({ thirdId: ThirdId });
export type ThirdIdOnly = z.input<typeof ThirdIdOnly>;

/** getBookPackageInfo: a park's booking packages (one per berth type) and what is left of each. */
export const BookPackageQuery = z.strictObject({ parkId: Id('车场编号'), thirdId: ThirdId });
export type BookPackageQuery = z.input<typeof BookPackageQuery>;

export const BookPackage = z.object({
  packageId: z.string(),
  berthType: z.enum(BERTH_TYPES),
  berthTypeText: z.string(),
  /** Taken when booking; counts toward the parking fee at the gate. */
  depositFen: z.number().int().positive(),
  /** How long the space is held for the car after the chosen start. */
  holdMinutes: z.number().int().positive(),
  /** How long the booking keeps the space from its start. */
  slotMinutes: z.number().int().positive(),
  /** How far ahead a start may be chosen. */
  horizonDays: z.number().int().positive(),
  /** Kept from the deposit when cancelling after the start (free before it). */
  lateCancelFeeFen: z.number().int().min(0),
  /** Spaces of this type with a lock. */
  totalSpaces: z.number().int().min(0),
  /** Rules in words, as the booking screen shows them. */
  rules: z.array(z.string()),
});
export type BookPackage = z.infer<typeof BookPackage>;

export const BookPackageInfo = z.object({
  parkId: z.string(),
  parkName: z.string(),
  parkAddr: z.string(),
  packages: z.array(BookPackage),
});
export type BookPackageInfo = z.infer<typeof BookPackageInfo>;

/** createBookOrder: book a space of the package's berth type from `startAt`, paying the deposit. */
export const CreateBookOrder = z.strictObject({
  packageId: Id('预约套餐编号'),
  plateNo: z.string({ error: '请选择车牌' }).min(1, '请选择车牌').max(16),
  plateColor: PlateColorParam,
  /** ISO time of the chosen arrival. */
  startAt: z.iso.datetime({ offset: true, error: '请选择预约到达时间' }),
  payChannel: DriverPayChannel,
  /** The deposit the driver was shown: refused when the package's differs. */
  expectedFen: z.number().int().positive().max(100_000_000),
  thirdId: ThirdId,
});
export type CreateBookOrder = z.input<typeof CreateBookOrder>;

/** The nearest park offered when a booked space could not be given. */
export const Alternative = z.object({
  parkId: z.string(),
  parkName: z.string(),
  parkAddr: z.string(),
  distanceMeters: z.number().int().min(0),
  latitude: z.number(),
  longitude: z.number(),
});
export type Alternative = z.infer<typeof Alternative>;

export const BookingSummary = z.object({
  bookingId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  plateNo: z.string(),
  formatPlateNo: z.string(),
  berthTypeText: z.string(),
  spaceCode: z.string(),
  state: z.enum(BOOKING_STATES),
  stateText: z.string(),
  startAt: Iso,
  holdUntil: Iso,
  endAt: Iso,
  depositFen: z.number().int(),
  createdAt: Iso,
});
export type BookingSummary = z.infer<typeof BookingSummary>;

export const Booking = BookingSummary.extend({
  lockId: z.string(),
  orderNo: z.string().nullable(),
  /** Deposit going back to the driver: cancel, the guarantee, or what the stay's fee did not use (at the exit). */
  refundFen: z.number().int().min(0),
  /** Where that refund stands: to the wallet at once, or through the provider it was paid by. */
  refundState: z.enum(REFUND_STATES),
  /** Deposit counted toward the stay's fee (after the exit: the fee it paid, the surplus being refunded). */
  appliedFen: z.number().int().min(0),
  stayId: z.string().nullable(),
  /** Why it ended, in words (the guarantee's apology, a no-show). */
  note: z.string().nullable(),
  alternative: Alternative.nullable(),
  /** The parking coupon the guarantee gave (in 我的-优惠券). */
  couponId: z.string().nullable(),
  /** The lock may be lowered from the app now. */
  canControlLock: z.boolean(),
  /** A cancel is possible now (previewBookOrderCancelResult says for how much). */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof Booking>;

/** createBookOrder's answer: the booking and the payment order of its deposit (payment-kit launches it). */
export const CreatedBooking = z.object({
  booking: Booking,
  pay: PayOrder,
});
export type CreatedBooking = z.infer<typeof CreatedBooking>;

/** getBookOrderList: newest first, `lastId` 0 for the first page, then the last id seen. */
export const BookOrderListQuery = z.strictObject({
  lastId: z.union([z.literal(0), z.literal('0'), Id('预约编号')]).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(BOOKING_LIST_PAGE_SIZE),
  thirdId: ThirdId,
});
export type BookOrderListQuery = z.input<typeof BookOrderListQuery>;
export const BookOrderList = list(BookingSummary).extend({ hasMore: z.boolean() });
export type BookOrderList = z.infer<typeof BookOrderList>;

export const BookingRef = z.strictObject({ bookingId: Id('预约编号'), thirdId: ThirdId });
export type BookingRef = z.input<typeof BookingRef>;

/** previewBookOrderCancelResult: exactly what a cancel now gives back. */
export const CancelPreview = z.object({
  bookingId: z.string(),
  cancellable: z.boolean(),
  free: z.boolean(),
  refundFen: z.number().int().min(0),
  feeFen: z.number().int().min(0),
  text: z.string(),
});
export type CancelPreview = z.infer<typeof CancelPreview>;

/** cancelBookOrder: with the refund the preview showed; a different one now is refused (0xb007). */
export const CancelBookOrder = z.strictObject({
  bookingId: Id('预约编号'),
  expectedRefundFen: z.number().int().min(0),
  thirdId: ThirdId,
});
export type CancelBookOrder = z.input<typeof CancelBookOrder>;

/** A lock as its driver sees it, live. */
export const LockView = z.object({
  lockId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  spaceCode: z.string(),
  position: z.enum(LOCK_POSITIONS),
  occupied: z.boolean(),
  batteryPct: z.number().int().min(0).max(100),
  fault: z.enum(LOCK_FAULTS).nullable(),
  online: z.boolean(),
  reportedAt: Iso.nullable(),
  bookingId: z.string().nullable(),
  /** The last command and how it went. */
  command: z
    .object({
      commandId: z.number().int(),
      action: z.enum(LOCK_ACTIONS),
      state: z.enum(LOCK_COMMAND_STATES),
      attempts: z.number().int(),
      result: z.string().nullable(),
      createdAt: Iso,
    })
    .nullable(),
});
export type LockView = z.infer<typeof LockView>;

export const UserLockListQuery = ThirdIdOnly;
export type UserLockListQuery = ThirdIdOnly;
export const UserLockList = list(LockView);
export type UserLockList = z.infer<typeof UserLockList>;

export const LockRef = z.strictObject({ lockId: LockId, thirdId: ThirdId });
export type LockRef = z.input<typeof LockRef>;

/** controlZigbeeLock: raise or lower the lock of one of the driver's bookings. */
export const ControlLock = z.strictObject({
  lockId: LockId,
  action: z.enum(LOCK_ACTIONS, { error: '操作类型不正确（raise 升锁、lower 降锁）' }),
  thirdId: ThirdId,
});
export type ControlLock = z.input<typeof ControlLock>;

/** Operator: one park's booking package for a berth type (created or replaced). */
export const BookPackageInput = z.strictObject({
  parkId: Id('车场编号'),
  berthType: z.enum(BERTH_TYPES),
  depositFen: z.number().int().positive().max(1_000_000),
  holdMinutes: z.number().int().min(5).max(120),
  slotMinutes: z
    .number()
    .int()
    .min(30)
    .max(24 * 60),
  horizonDays: z.number().int().min(1).max(30),
  lateCancelFeeFen: z.number().int().min(0).max(1_000_000),
  /** A platform coupon batch of the dealer: the guarantee gives the driver one of its coupons. */
  guaranteeBatchId: Id('优惠券批次编号').nullable().optional(),
});
export type BookPackageInput = z.input<typeof BookPackageInput>;

/** Operator: a lock and its gateway, as the console lists them. */
export const OperatorLock = LockView.extend({ gatewayId: z.string(), alert: z.string().nullable() });
export const OperatorLockList = list(OperatorLock);
export type OperatorLockList = z.infer<typeof OperatorLockList>;

/** Demo only: what happens at a simulated lock (the demo's gateway runs in the server process). */
export const SIMULATED_LOCK_EVENTS = [
  'carArrives',
  'carLeaves',
  'motorFault',
  'repair',
  'obstruct',
  'lowBattery',
] as const;
export const SimulateLock = z.strictObject({ event: z.enum(SIMULATED_LOCK_EVENTS) });
export type SimulateLock = z.input<typeof SimulateLock>;
/** A lock in a path (`…/locks/:lockId/…`). */
export const LockIdParams = z.object({ lockId: LockId });
