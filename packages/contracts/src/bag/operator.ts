import { z } from 'zod';
import { page, pageQuery } from '../envelope';
import { SafeText } from '../validators/text';
import { BAG_APPLICATION_STATUSES, BAG_KINDS, BAG_VEHICLE_CLASSES, BagLateRenewFrom } from './constants';
import { BagApplication, BagParkRules, BagWindow } from './plans';

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
export const BagProductInput = z.strictObject({
  parkId: z.uuid({ error: '停车场不存在' }),
  kind: z.enum(BAG_KINDS),
  vehicleClass: z.enum(BAG_VEHICLE_CLASSES),
  priceFen: z.number().int().positive('价格必须大于 0').max(10_000_000, '价格过高'),
  windows: z.array(BagWindow).min(1).max(4).nullable().default(null),
  /** Off sale: no new applications (plans already sold keep their price for renewals). */
  onSale: z.boolean().default(true),
});
export type BagProductInput = z.input<typeof BagProductInput>;

export const BagApplicationQuery = pageQuery({ maxSize: 100, defaultSize: 20 }).extend({
  status: z.enum(BAG_APPLICATION_STATUSES).optional(),
});
export type BagApplicationQuery = z.input<typeof BagApplicationQuery>;

/** An application as a reviewer sees it: the full ID number and who applied. */
export const OperatorBagApplication = BagApplication.extend({ idNumber: z.string(), driverId: z.uuid() });
export type OperatorBagApplication = z.infer<typeof OperatorBagApplication>;
export const OperatorBagApplicationPage = page(OperatorBagApplication);
export type OperatorBagApplicationPage = z.infer<typeof OperatorBagApplicationPage>;

/** A review: approve, reject with a reason, or ask for more materials with what is missing. */
export const BagReview = z
  .strictObject({
    decision: z.enum(['approve', 'reject', 'moreInfo']),
    reason: z.string().trim().max(200, '原因最多 200 个字').pipe(SafeText).optional(),
  })
  .refine((r) => r.decision === 'approve' || (r.reason ?? '').length > 0, {
    message: '请填写原因',
    path: ['reason'],
  });
export type BagReview = z.input<typeof BagReview>;
