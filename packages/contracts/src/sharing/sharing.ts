import { z } from 'zod';
import { existingUuidOf as Id } from '../validators/uuid';
import { list } from '../envelope';
import { DriverPayChannel } from '../payments/orders';
import { isDay } from '../shanghai-time';
import { SafeText } from '../validators/text';
import { PlateWithColor } from '../vehicles/plate-schema';
import { CreditRuleCode, HolidayKind, SHARING_DAYS, SHARING_KINDS, ShareStatus } from './constants';

const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 HH:MM');
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');
const Day = z.string().refine(isDay, '日期格式应为 YYYY-MM-DD');

/**
 * One rule of a schedule: on the days it names, [from, to) Shanghai time; `to` at or before `from` ends the next day
 * (工作日 18:00–次日09:00); from === to is the whole day. Holidays are the operator's calendar.
 */
export const SharingRule = z.object({ days: z.enum(SHARING_DAYS), from: TimeOfDay, to: TimeOfDay });
export type SharingRule = z.infer<typeof SharingRule>;

/** One concrete window: instants (ISO) [from, to). */
export const SharingWindow = z.object({ from: z.string(), to: z.string() });
export type SharingWindow = z.infer<typeof SharingWindow>;

/** A period on sale with the slots left for it (a month for packages, a day for subscriptions). */
export const SharingPeriod = z.object({ period: z.string(), label: z.string(), leftNum: z.number().int() });
export type SharingPeriod = z.infer<typeof SharingPeriod>;

export const SharingProduct = z.object({
  productId: z.uuid(),
  parkId: z.uuid(),
  parkName: z.string(),
  kind: z.enum(SHARING_KINDS),
  kindName: z.string(),
  name: z.string(),
  priceFen: z.number().int().positive(),
  rules: z.array(SharingRule),
  /** The schedule in words: 工作日 18:00-次日09:00；休息日 全天. */
  scheduleText: z.string(),
  totalNum: z.number().int(),
  periods: z.array(SharingPeriod),
});
export type SharingProduct = z.infer<typeof SharingProduct>;

/** A park offering shares (/wrongTimeShare). */
export const SharingPark = z.object({
  parkId: z.uuid(),
  parkName: z.string(),
  parkAddr: z.string(),
  products: z.array(SharingProduct),
});
export type SharingPark = z.infer<typeof SharingPark>;
export const SharingParkList = list(SharingPark);
export type SharingParkList = z.infer<typeof SharingParkList>;

/** Buy a share: the product, the plate, the month (package) or day (subscription), how to pay. */
export const ShareBuy = z.strictObject({
  productId: Id('错时共享产品'),
  plate: PlateWithColor,
  period: z.union([Month, Day]),
  payChannel: DriverPayChannel,
});
export type ShareBuy = z.input<typeof ShareBuy>;

/** A share bought (/wrongTimeManage, /wrongTimePackageDetail, /wrongTimeSubscribeDetail). */
export const Share = z.object({
  shareId: z.uuid(),
  ...SharingProduct.pick({ productId: true, parkId: true, parkName: true, kind: true, kindName: true, name: true })
    .shape,
  plateNo: z.string(),
  period: z.string(),
  scheduleText: z.string(),
  priceFen: z.number().int(),
  status: z.enum([ShareStatus.PAYING, ShareStatus.ACTIVE, ShareStatus.RELEASED, ShareStatus.CANCELLED]),
  statusText: z.string(),
  /** Its windows (the detail's calendar). */
  windows: z.array(SharingWindow),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof Share>;
export const ShareList = list(Share);
export type ShareList = z.infer<typeof ShareList>;
export const ShareParams = z.object({ shareId: Id('错时共享') });
export const SharingProductParams = z.object({ productId: Id('错时共享产品') });

/** A stay outside its windows (/violationRecord): early entry or late exit, its minutes and fee. */
export const SharingViolation = z.object({
  violationId: z.uuid(),
  shareId: z.uuid(),
  parkName: z.string(),
  plateNo: z.string(),
  enteredAt: z.string(),
  exitedAt: z.string(),
  earlyMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  /** Minutes outside the windows in all. */
  minutes: z.number().int(),
  feeFen: z.number().int(),
  /** Whether the stay's fee is paid (unpaid: it is arrears like any other). */
  paid: z.boolean(),
});
export type SharingViolation = z.infer<typeof SharingViolation>;
export const SharingViolationList = list(SharingViolation);
export type SharingViolationList = z.infer<typeof SharingViolationList>;

/** GET /special/v2/api/diffTimeBook/isAllow (spec section 4): allowed unless the score is below 0. */
export const SharingAllow = z.object({ allow: z.boolean(), score: z.number().int(), prompt: z.string().nullable() });
export type SharingAllow = z.infer<typeof SharingAllow>;

/** One credit event (/integralList), explained. */
export const CreditEvent = z.object({
  eventId: z.uuid(),
  code: z.enum([
    CreditRuleCode.VIOLATION,
    CreditRuleCode.ARREARS_PAID,
    CreditRuleCode.VERIFIED,
    CreditRuleCode.CORRECTION,
  ]),
  points: z.number().int(),
  reason: z.string(),
  at: z.string(),
});
export type CreditEvent = z.infer<typeof CreditEvent>;
export const CreditEventList = list(CreditEvent);
export type CreditEventList = z.infer<typeof CreditEventList>;

/** The score (/integral). */
export const CreditScore = z.object({ score: z.number().int(), allow: z.boolean(), events: z.number().int() });
export type CreditScore = z.infer<typeof CreditScore>;

/** One row of the rule table (/integralRules). */
export const CreditRule = z.object({ code: z.string(), points: z.number().int(), title: z.string() });
export type CreditRule = z.infer<typeof CreditRule>;
export const CreditRuleList = list(CreditRule);
export type CreditRuleList = z.infer<typeof CreditRuleList>;

// Operators.

export const SharingProductInput = z.strictObject({
  productId: z.uuid().optional(),
  parkId: Id('停车场'),
  kind: z.enum(SHARING_KINDS),
  name: SafeText.pipe(z.string().min(1).max(40)),
  priceFen: z.number().int().positive().max(10_000_000),
  /** Slots per period (a month for packages, a day for subscriptions). */
  quota: z.number().int().min(0).max(100_000),
  rules: z.array(SharingRule).min(1).max(7),
  onSale: z.boolean().default(true),
});
export type SharingProductInput = z.input<typeof SharingProductInput>;

export const SharingParkParams = z.object({ parkId: Id('停车场') });

export const HolidayInput = z.strictObject({
  kind: z.enum([HolidayKind.REST, HolidayKind.WORK]),
  name: SafeText.pipe(z.string().min(1).max(20)),
});
export type HolidayInput = z.input<typeof HolidayInput>;
export const HolidayParams = z.object({ day: Day });
export const Holiday = z.object({
  day: z.string(),
  kind: z.enum([HolidayKind.REST, HolidayKind.WORK]),
  name: z.string(),
});
export type Holiday = z.infer<typeof Holiday>;

/** An operator's correction of a driver's score, with its reason (kept in the ledger: who, when, why). */
export const CreditCorrection = z.strictObject({
  driverId: Id('用户'),
  points: z
    .number()
    .int()
    .min(-1000)
    .max(1000)
    .refine((p) => p !== 0, '调整分值不能为0'),
  reason: SafeText.pipe(z.string().min(2, '请填写调整原因').max(100)),
});
export type CreditCorrection = z.input<typeof CreditCorrection>;

export const CreditRuleInput = z.strictObject({
  points: z.number().int().min(-1000).max(1000),
  title: SafeText.pipe(z.string().min(1).max(40)),
});
export type CreditRuleInput = z.input<typeof CreditRuleInput>;
export const CreditRuleParams = z.object({
  code: z.enum([CreditRuleCode.VIOLATION, CreditRuleCode.ARREARS_PAID, CreditRuleCode.VERIFIED]),
});

// Managing a share: its plate before a window starts, cancelling under the park's refund rule.

/** A park's cancellation rule (see DEFAULT_SHARING_REFUND_RULE); the operator sets it per park. */
export const SharingRefundRule = z.strictObject({
  fullBeforeHours: z.number().int().min(0, '小时数不能为负').max(720, '小时数不能超过720'),
  partPercent: z.number().int().min(0, '比例应为0-100').max(100, '比例应为0-100'),
});
export type SharingRefundRule = z.infer<typeof SharingRefundRule>;

/** What cancelling now would give back (the confirm dialog on the detail screen). */
export const ShareCancelPreview = z.object({
  cancellable: z.boolean(),
  refundFen: z.number().int(),
  priceFen: z.number().int(),
  /** The park's rule in words. */
  ruleText: z.string(),
  /** Why it cannot be cancelled, when it cannot. */
  reason: z.string().nullable(),
});
export type ShareCancelPreview = z.infer<typeof ShareCancelPreview>;

/** Cancel with the refund the driver confirmed: if the rule now gives another amount, nothing happens (0xb206). */
export const ShareCancel = z.strictObject({ refundFen: z.number().int().min(0) });
export type ShareCancel = z.input<typeof ShareCancel>;

/** Put another of the driver's bound plates on a share whose windows have not begun. */
export const SharePlateChange = z.strictObject({ plateId: z.uuid({ error: '车辆不存在' }) });
export type SharePlateChange = z.input<typeof SharePlateChange>;

/** One credit event with the score after all of them (/integralResult). */
export const CreditResult = z.object({
  event: CreditEvent,
  score: z.number().int(),
  allow: z.boolean(),
  events: z.number().int(),
});
export type CreditResult = z.infer<typeof CreditResult>;
export const CreditEventParams = z.object({ eventId: Id('信用分记录') });
