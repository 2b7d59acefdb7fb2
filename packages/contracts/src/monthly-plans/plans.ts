import { z } from 'zod';
import { existingUuidOf as Id } from '../validators/uuid';
import { list } from '../envelope';
import { DriverPayChannel } from '../payments/orders';
import { isDay } from '../shanghai-time';
import { NationalId } from '../validators/national-id';
import { MobilePhone } from '../validators/phone';
import { SafeText } from '../validators/text';
import { PlateWithColor } from '../vehicles/plate-schema';
import {
  BAG_APPLICATION_STATUSES,
  BAG_CANCEL_STATUSES,
  BAG_KINDS,
  BAG_MAX_PICTURES,
  BAG_MAX_PLATES,
  BAG_TOP_UP_MAX_FEN,
  BAG_TOP_UP_MIN_FEN,
  BAG_VEHICLE_CLASSES,
  BagLateRenewFrom,
  BagPlanState,
} from './constants';

const IsoTime = z.string();
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 HH:MM');

/** A Shanghai daily window of a plan (夜间包月 22:00-07:00); none: all day. */
export const BagWindow = z.object({ from: TimeOfDay, to: TimeOfDay });
export type BagWindow = z.infer<typeof BagWindow>;

/** One plan product of a park: a kind for a price class at a price. */
export const BagProduct = z.object({
  productId: z.uuid(),
  parkId: z.uuid(),
  kind: z.enum(BAG_KINDS),
  kindName: z.string(),
  vehicleClass: z.enum(BAG_VEHICLE_CLASSES),
  vehicleClassName: z.string(),
  priceFen: z.number().int().positive(),
  windows: z.array(BagWindow).nullable(),
  /** What a consumable card holds when bought: fen of stored value, visits or days; null for the other kinds. */
  quantity: z.number().int().positive().nullable(),
  /** Most plates one plan of this product carries (一位多车: one inside at a time). */
  maxPlates: z.number().int().positive(),
});
export type BagProduct = z.infer<typeof BagProduct>;

/** A park's plan rules (/nearbyBagRules, /monthlyRuleNotice). */
export const BagParkRules = z.object({
  /** Days after expiry a plan may still be renewed; 0: only before expiry. */
  lateRenewDays: z.number().int().min(0),
  lateRenewFrom: z.enum([BagLateRenewFrom.EXPIRY, BagLateRenewFrom.RENEWAL]),
  /** A new plan starts at 00:00 the next day (else the day chosen, today included). */
  startsNextDay: z.boolean(),
  /** Proof of residence or employment is asked for. */
  needsProof: z.boolean(),
  notice: z.string(),
});
export type BagParkRules = z.infer<typeof BagParkRules>;

/** A park selling plans, with its products and spaces left (leftBagSpaceNum: -1 unlimited). */
export const BagPark = z.object({
  parkId: z.uuid(),
  parkName: z.string(),
  parkAddr: z.string(),
  leftBagSpaceNum: z.number().int(),
  rules: BagParkRules,
  products: z.array(BagProduct),
});
export type BagPark = z.infer<typeof BagPark>;
export const BagParkParams = z.object({ parkId: Id('停车场') });

const Pictures = (what: string, min: number) =>
  z
    .array(z.string().min(1, '请上传图片').max(300, '图片地址不正确'), { error: `请上传${what}` })
    .min(min, `请上传${what}`)
    .max(BAG_MAX_PICTURES, `最多上传 ${BAG_MAX_PICTURES} 张图片`);

const Plates = z
  .array(PlateWithColor, { error: '请选择车辆' })
  .min(1, '请选择车辆')
  .max(BAG_MAX_PLATES, `一个月卡最多绑定 ${BAG_MAX_PLATES} 辆车`)
  .refine((plates) => new Set(plates.map((p) => p.plateNo)).size === plates.length, '车牌重复');

/** The materials of an application, on submit and on edit (/monthlyMaterial). */
const Materials = z.object({
  applicantName: z
    .string({ error: '请输入姓名' })
    .trim()
    .min(1, '请输入姓名')
    .max(30, '姓名最多 30 个字')
    .pipe(SafeText),
  phone: MobilePhone,
  idNumber: NationalId,
  /** 行驶证 pictures (uploaded through BasicRoutes.uploadPicture; main page first). */
  licencePictures: Pictures('行驶证照片', 1),
  /** Proof of residence or employment, where the park asks for it. */
  proofPictures: Pictures('证明材料', 0).default([]),
});

/** POST bagApplications: apply for a plan at a park (/mounthlyNotarize). */
export const BagApply = Materials.extend({
  parkId: Id('停车场'),
  productId: Id('月卡产品'),
  plates: Plates,
  /** First day (YYYY-MM-DD, Shanghai); default: the earliest the park allows. */
  startDate: z.string().refine(isDay, '开始日期格式不正确').optional(),
});
export type BagApply = z.input<typeof BagApply>;
export type BagApplied = z.output<typeof BagApply>;

/** PUT bagApplications/:applicationId: edit and resubmit (/mounthlyEdit); park and product stay. */
export const BagApplicationEdit = Materials.extend({ plates: Plates });
export type BagApplicationEdit = z.input<typeof BagApplicationEdit>;
export type BagApplicationEdited = z.output<typeof BagApplicationEdit>;

export const BagApplicationParams = z.object({ applicationId: Id('申请') });

/** An application as its driver sees it (the ID number masked). */
export const BagApplication = z.object({
  applicationId: z.uuid(),
  parkId: z.uuid(),
  parkName: z.string(),
  product: BagProduct,
  plates: z.array(z.object({ plateNo: z.string(), plateColor: z.number().int().nullable() })),
  applicantName: z.string(),
  phone: z.string(),
  idNumberMasked: z.string(),
  licencePictures: z.array(z.string()),
  proofPictures: z.array(z.string()),
  startDate: z.string(),
  status: z.enum(BAG_APPLICATION_STATUSES),
  statusText: z.string(),
  /** Why it was refused or what is missing. */
  reviewReason: z.string().nullable(),
  /** The plan it became, once paid. */
  planId: z.uuid().nullable(),
  submittedAt: IsoTime,
});
export type BagApplication = z.infer<typeof BagApplication>;
export const BagApplicationList = list(BagApplication);
export type BagApplicationList = z.infer<typeof BagApplicationList>;

/** POST …/pay and …/renew: the channel; the Idempotency-Key header makes a retry safe. */
export const BagPayRequest = z.strictObject({ payChannel: DriverPayChannel });
export type BagPayRequest = z.input<typeof BagPayRequest>;

/** POST …/topUp (储值卡充值, decision 055): the channel and the amount, whole yuan; Idempotency-Key as for paying. */
export const BagTopUpRequest = z.strictObject({
  payChannel: DriverPayChannel,
  amountFen: z
    .number({ error: '请输入充值金额' })
    .int()
    .min(BAG_TOP_UP_MIN_FEN, { error: `充值金额不能少于${BAG_TOP_UP_MIN_FEN / 100}元` })
    .max(BAG_TOP_UP_MAX_FEN, { error: `单次充值不能超过${BAG_TOP_UP_MAX_FEN / 100}元` })
    .refine((fen) => fen % 100 === 0, { error: '充值金额须为整数元' }),
});
export type BagTopUpRequest = z.input<typeof BagTopUpRequest>;

/** A plan in force or past (/monthParking, /mounthlyDetail). */
export const BagPlan = z.object({
  planId: z.uuid(),
  parkId: z.uuid(),
  parkName: z.string(),
  kind: z.enum(BAG_KINDS),
  kindName: z.string(),
  vehicleClassName: z.string(),
  plates: z.array(z.object({ plateNo: z.string(), plateColor: z.number().int().nullable() })),
  windows: z.array(BagWindow).nullable(),
  validFrom: IsoTime,
  validUntil: IsoTime,
  state: z.enum([BagPlanState.UPCOMING, BagPlanState.ACTIVE, BagPlanState.EXPIRED]),
  stateText: z.string(),
  /** Whole days left (0 on the last day, and once expired). */
  daysLeft: z.number().int(),
  priceFen: z.number().int(),
  /** A consumable card's balance (fen, visits or days) and what was bought; null for the other kinds. */
  balance: z.number().int().nullable(),
  purchased: z.number().int().nullable(),
  /** The balance as read: 剩余 8次 / 剩余 120.00元; null for the other kinds. */
  balanceText: z.string().nullable(),
  /** Most plates the plan carries (/mounthlyPayAddCar). */
  maxPlates: z.number().int().positive(),
  /** 免费 plans are granted by the operator: no refund, no renewal. */
  granted: z.boolean(),
  /** What cancelling now would give back (unused days pro rata, or unused value / visits); 0 when nothing. */
  refundableFen: z.number().int(),
  /** The latest cancel request and how it went; null when none was made. */
  cancellation: z
    .object({
      cancellationId: z.uuid(),
      status: z.enum(BAG_CANCEL_STATUSES),
      statusText: z.string(),
      reason: z.string(),
      reviewReason: z.string().nullable(),
      /** Refunded when approved. */
      refundFen: z.number().int().nullable(),
      requestedAt: IsoTime,
    })
    .nullable(),
});
export type BagPlan = z.infer<typeof BagPlan>;
export const BagPlanList = list(BagPlan);
export type BagPlanList = z.infer<typeof BagPlanList>;
export const BagPlanParams = z.object({ planId: Id('月卡') });

/** One payment of a plan (/mounthPayList). */
export const BagPlanPayment = z.object({
  orderNo: z.string(),
  kind: z.enum(['new', 'renewal', 'topUp']),
  kindText: z.string(),
  amountFen: z.number().int(),
  payChannel: z.number().int(),
  periodFrom: IsoTime,
  periodUntil: IsoTime,
  paidAt: IsoTime,
});
export type BagPlanPayment = z.infer<typeof BagPlanPayment>;
export const BagPlanPayments = list(BagPlanPayment);
export type BagPlanPayments = z.infer<typeof BagPlanPayments>;

/** POST checkRenewable (spec section 7): may this plan be renewed now, from when, for how much, or why not. */
export const CheckRenewableRequest = z.strictObject({ planId: Id('月卡') });
export type CheckRenewableRequest = z.input<typeof CheckRenewableRequest>;
export const Renewability = z.object({
  renewable: z.boolean(),
  /** Why not, in words a driver reads. */
  reason: z.string().nullable(),
  /** contiguous: before expiry; fromExpiry / fromRenewal: late, as the park says. */
  basis: z.enum(['contiguous', 'fromExpiry', 'fromRenewal']).nullable(),
  newValidFrom: IsoTime.nullable(),
  newValidUntil: IsoTime.nullable(),
  priceFen: z.number().int().nullable(),
});
export type Renewability = z.infer<typeof Renewability>;

/** POST bagPlans/:planId/cancel: ask to cancel a plan with a pro-rata refund; an operator reviews it. */
export const BagCancelRequest = z.strictObject({
  reason: z
    .string({ error: '请填写退卡原因' })
    .trim()
    .min(1, '请填写退卡原因')
    .max(200, '原因最多 200 个字')
    .pipe(SafeText),
});
export type BagCancelRequest = z.input<typeof BagCancelRequest>;

/** POST bagPlans/:planId/plates: add a car to a plan (/mounthlyPayAddCar). */
export const BagPlateAdd = PlateWithColor;
export type BagPlateAdd = z.input<typeof BagPlateAdd>;
export const BagPlanPlateParams = z.object({ planId: Id('月卡'), plateNo: z.string().min(1).max(10) });
