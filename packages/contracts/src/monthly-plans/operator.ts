import { z } from 'zod';
import { page, pageQuery } from '../envelope';
import { SafeText } from '../validators/text';
import { isDay } from '../shanghai-time';
import { MobilePhone } from '../validators/phone';
import { PlateWithColor } from '../vehicles/plate-schema';
import {
  BAG_APPLICATION_STATUSES,
  BAG_CANCEL_STATUSES,
  BAG_KINDS,
  BAG_MAX_PLATES,
  BAG_SOLD_KINDS,
  BAG_VEHICLE_CLASSES,
  BagLateRenewFrom,
  isConsumableKind,
} from './constants';
import { BagApplication, BagParkRules, BagPlan, BagPlanPayment, BagWindow } from './plans';

/** PUT a park's plan settings: the share of its spaces sold as plans and its renewal rules. */
export const BagParkSettingsInput = z.strictObject({
  /** Percent of the park's spaces plans may hold (60 in busy districts, 80 elsewhere); -1: no limit. */
  quotaShare: z.number().int().min(-1).max(100),
  /** Demo switch: applications are approved as soon as they are submitted. */
  autoApprove: z.boolean(),
  lateRenewDays: z.number().int().min(0).max(90),
  lateRenewFrom: z.enum([BagLateRenewFrom.EXPIRY, BagLateRenewFrom.RENEWAL]),
  startsNextDay: z.boolean(),
  needsProof: z.boolean(),
  notice: z.string().max(2000).pipe(SafeText).default(''),
});
export type BagParkSettingsInput = z.input<typeof BagParkSettingsInput>;

export const BagParkSettings = BagParkRules.extend({
  parkId: z.uuid(),
  quotaShare: z.number().int(),
  autoApprove: z.boolean(),
  totalSpaces: z.number().int(),
  /** Plans the park may hold; -1 unlimited. */
  quota: z.number().int(),
  /** Spaces held: plans in force and orders being paid. */
  held: z.number().int(),
});
export type BagParkSettings = z.infer<typeof BagParkSettings>;

/** PUT a product: a park × kind × price class has one price (set again to change it). */
export const BagProductInput = z
  .strictObject({
    parkId: z.uuid({ error: '停车场不存在' }),
    kind: z.enum(BAG_SOLD_KINDS, { error: '免费卡由运营人员发放，不可出售' }),
    vehicleClass: z.enum(BAG_VEHICLE_CLASSES),
    priceFen: z.number().int().positive('价格必须大于 0').max(10_000_000, '价格过高'),
    windows: z.array(BagWindow).min(1).max(4).nullable().default(null),
    /** Off sale: no new applications (plans already sold keep their price for renewals). */
    onSale: z.boolean().default(true),
    /** A consumable card's content: fen of stored value (may exceed the price: a bonus), visits or days. */
    quantity: z.number().int().positive('数量必须大于 0').max(100_000_000).nullable().default(null),
    /** Most plates one plan carries. */
    maxPlates: z.number().int().min(1).max(BAG_MAX_PLATES).default(BAG_MAX_PLATES),
  })
  .refine((p) => isConsumableKind(p.kind) === (p.quantity !== null), {
    message: '储值卡、储次卡、储天卡须填写数量，其他卡种不填',
    path: ['quantity'],
  })
  .refine((p) => !isConsumableKind(p.kind) || p.windows === null, {
    message: '储值卡、储次卡、储天卡不设时段',
    path: ['windows'],
  });
export type BagProductInput = z.input<typeof BagProductInput>;

export const BagApplicationQuery = pageQuery({ maxSize: 100, defaultSize: 20 }).extend({
  status: z.enum(BAG_APPLICATION_STATUSES, { error: '申请状态不正确' }).optional(),
  /** One park's applications (a park manager sees only their parks' either way). */
  parkId: z.uuid({ error: '停车场不存在' }).optional(),
});
export type BagApplicationQuery = z.input<typeof BagApplicationQuery>;

/** An application as a reviewer sees it: the full ID number and who applied. */
export const OperatorBagApplication = BagApplication.extend({ idNumber: z.string(), driverId: z.uuid() });
export type OperatorBagApplication = z.infer<typeof OperatorBagApplication>;
export const OperatorBagApplicationPage = page(OperatorBagApplication);
export type OperatorBagApplicationPage = z.infer<typeof OperatorBagApplicationPage>;

/** A reviewer's decision among `decisions`, with the reason every decision but approve must give. */
const review = <const D extends readonly ['approve', ...string[]]>(decisions: D) =>
  z
    .strictObject({
      decision: z.enum(decisions),
      reason: z.string().trim().max(200, '原因最多 200 个字').pipe(SafeText).optional(),
    })
    .refine((r) => r.decision === 'approve' || (r.reason ?? '').length > 0, {
      message: '请填写原因',
      path: ['reason'],
    });

/** A review: approve, reject with a reason, or ask for more materials with what is missing. */
export const BagReview = review(['approve', 'reject', 'moreInfo']);
export type BagReview = z.input<typeof BagReview>;

/** POST a 免费 plan (staff, whitelist): plates × park for the days given, no payment; it holds a plan space. */
export const BagGrantInput = z
  .strictObject({
    parkId: z.uuid({ error: '停车场不存在' }),
    plates: z
      .array(PlateWithColor)
      .min(1, '请填写车牌')
      .max(BAG_MAX_PLATES, `最多 ${BAG_MAX_PLATES} 个车牌`)
      .refine((plates) => new Set(plates.map((p) => p.plateNo)).size === plates.length, '车牌重复'),
    /** First and last day, Shanghai (YYYY-MM-DD), both included. */
    startDate: z.string().refine(isDay, '开始日期格式不正确'),
    endDate: z.string().refine(isDay, '结束日期格式不正确'),
    /** Whose it is (员工张三, 白名单): shown to operators only. */
    note: z.string().trim().min(1, '请填写备注').max(100).pipe(SafeText),
    /** The holder's phone: a driver of the dealer with it sees the plan in the app. */
    phone: MobilePhone.optional(),
  })
  .refine((g) => g.endDate >= g.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type BagGrantInput = z.input<typeof BagGrantInput>;
export type BagGranted = z.output<typeof BagGrantInput>;

/**
 * A plan as operators see it: whose it is, and its paid orders (bought, renewed, topped up), newest first: the
 * refund desk takes one by its order number (退款).
 */
export const OperatorBagPlan = BagPlan.extend({
  driverId: z.uuid().nullable(),
  note: z.string().nullable(),
  payments: z.array(BagPlanPayment),
});
export type OperatorBagPlan = z.infer<typeof OperatorBagPlan>;

export const BagCancellationQuery = pageQuery({ maxSize: 100, defaultSize: 20 }).extend({
  status: z.enum(BAG_CANCEL_STATUSES).optional(),
});
export type BagCancellationQuery = z.input<typeof BagCancellationQuery>;

/** A cancel request in the review queue, with what approving it now would refund. */
export const OperatorBagCancellation = z.object({
  cancellationId: z.uuid(),
  planId: z.uuid(),
  driverId: z.uuid(),
  parkName: z.string(),
  kindName: z.string(),
  plates: z.array(z.string()),
  reason: z.string(),
  status: z.enum(BAG_CANCEL_STATUSES),
  statusText: z.string(),
  reviewReason: z.string().nullable(),
  /** Refunded (approved) or what approving now would refund (pending). */
  refundFen: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OperatorBagCancellation = z.infer<typeof OperatorBagCancellation>;
export const OperatorBagCancellationPage = page(OperatorBagCancellation);
export type OperatorBagCancellationPage = z.infer<typeof OperatorBagCancellationPage>;

/** A cancel review: approve (the refund goes out once) or reject with a reason. */
export const BagCancelReview = review(['approve', 'reject']);
export type BagCancelReview = z.input<typeof BagCancelReview>;
export const BagCancellationParams = z.object({ cancellationId: z.uuid({ error: '退卡申请不存在' }) });

/**
 * A park's plan quota as the plans desk shows it (issue 41, "how many sold of how many"): every park of the dealer in
 * the operator's scope, opened for plans or not.
 */
export const BagQuotaUse = z.object({
  parkId: z.uuid(),
  parkName: z.string(),
  /** Whether the park sells plans (has plan settings). */
  opened: z.boolean(),
  totalSpaces: z.number().int(),
  /** Percent of spaces plans may hold; -1 unlimited; null when not opened. */
  quotaShare: z.number().int().nullable(),
  /** Plans the park may hold; -1 unlimited; 0 when not opened. */
  quota: z.number().int(),
  /** Spaces held: plans in force and orders being paid. */
  held: z.number().int(),
  /** Applications waiting for a review. */
  pending: z.number().int(),
});
export type BagQuotaUse = z.infer<typeof BagQuotaUse>;

export const BAG_PLAN_FILTER_STATES = ['inForce', 'ended'] as const;
/** The plans desk's list: a park's plans (granted ones with `kind=free`), by kind, state and plate. */
export const BagPlanFilter = z.object({
  parkId: z.uuid({ error: '停车场不存在' }).optional(),
  kind: z.enum(BAG_KINDS, { error: '卡种不正确' }).optional(),
  state: z.enum(BAG_PLAN_FILTER_STATES, { error: '状态不正确' }).optional(),
  /** Part of a plate (浙A12, 12345). */
  plateNo: z
    .string()
    .trim()
    .toUpperCase()
    .max(10, '车牌最多 10 个字符')
    .regex(/^[\p{Script=Han}A-Z0-9·]*$/u, '车牌只能包含汉字、字母和数字')
    .optional(),
});
export type BagPlanFilter = z.input<typeof BagPlanFilter>;
export const BagPlanQuery = pageQuery({ maxSize: 100, defaultSize: 20 }).extend(BagPlanFilter.shape);
export type BagPlanQuery = z.input<typeof BagPlanQuery>;
export const OperatorBagPlanPage = page(OperatorBagPlan);
export type OperatorBagPlanPage = z.infer<typeof OperatorBagPlanPage>;
