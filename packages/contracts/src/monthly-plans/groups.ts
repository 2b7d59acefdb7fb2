import { z } from 'zod';
import { existingUuidOf as Id } from '../validators/uuid';
import { list } from '../envelope';
import { latitude, longitude } from '../parks/nearby';
import { SafeText } from '../validators/text';
import { BagPlanPayment, BagProduct } from './plans';

/** A park where a rule's plans are valid, nearest first when the driver's position is known (metres). */
export const BagRulePark = z.object({
  parkId: z.uuid(),
  parkName: z.string(),
  parkAddr: z.string(),
  distance: z.number().nullable(),
});
export type BagRulePark = z.infer<typeof BagRulePark>;

/** A plan product sold under a rule: bought at `parkId` (its quota), valid at every park of the rule. */
export const BagRuleProduct = BagProduct.extend({ parkName: z.string() });
export type BagRuleProduct = z.infer<typeof BagRuleProduct>;

/**
 * A rule across parks (bagMultiRules, bagPlan 2): a named group of the dealer's parks and the products valid at all
 * of them. `distance`: to its nearest park.
 */
export const BagRule = z.object({
  groupId: z.uuid(),
  name: z.string(),
  description: z.string(),
  parks: z.array(BagRulePark),
  products: z.array(BagRuleProduct),
  distance: z.number().nullable(),
});
export type BagRule = z.infer<typeof BagRule>;

/** GET bagMultiRules: the dealer's rules with products on sale; near a point: nearest first; or one group. */
export const BagMultiRulesQuery = z.object({
  destLng: longitude.optional(),
  destLat: latitude.optional(),
  groupId: Id('月卡规则').optional(),
});
export type BagMultiRulesQuery = z.input<typeof BagMultiRulesQuery>;
export const BagMultiRules = list(BagRule);
export type BagMultiRules = z.infer<typeof BagMultiRules>;

/** GET bagPlans/:planId/parks: where the driver's plan is valid (/suitParking). */
export const BagPlanParks = list(BagRulePark);
export type BagPlanParks = z.infer<typeof BagPlanParks>;

/** A refund of a plan payment (a cancelled plan, a purchase that could not be delivered). */
export const BagPaymentRefund = z.object({
  refundNo: z.string(),
  amountFen: z.number().int(),
  /** pending | processing | succeeded | failed | cancelled (the payments module's states). */
  state: z.string(),
  stateText: z.string(),
  createdAt: z.string(),
});
export type BagPaymentRefund = z.infer<typeof BagPaymentRefund>;

/** One payment of any of the driver's plans, with its refunds (/mounthPayList, /myMounthlyPay). */
export const BagPaymentRecord = BagPlanPayment.extend({
  planId: z.uuid(),
  parkName: z.string(),
  kindName: z.string(),
  refunds: z.array(BagPaymentRefund),
  /** Fen refunded or being refunded. */
  refundedFen: z.number().int(),
  /** 已支付 | 退款中 | 部分退款 | 已退款 */
  stateText: z.string(),
});
export type BagPaymentRecord = z.infer<typeof BagPaymentRecord>;
export const BagPaymentRecords = list(BagPaymentRecord);
export type BagPaymentRecords = z.infer<typeof BagPaymentRecords>;

/** An operator's park group (POST creates, PUT replaces its name, description and parks). */
export const BagGroupInput = z.strictObject({
  name: z.string().trim().min(1, '请输入名称').max(30, '名称最多 30 个字').pipe(SafeText),
  description: z.string().trim().max(500, '说明最多 500 个字').pipe(SafeText).default(''),
  parkIds: z
    .array(z.uuid({ error: '停车场不存在' }))
    .min(1, '请选择停车场')
    .max(50, '最多 50 个停车场')
    .refine((ids) => new Set(ids).size === ids.length, '停车场重复'),
});
export type BagGroupInput = z.input<typeof BagGroupInput>;
export type BagGroupInputParsed = z.output<typeof BagGroupInput>;
export const BagGroup = z.object({
  groupId: z.uuid(),
  name: z.string(),
  description: z.string(),
  parkIds: z.array(z.uuid()),
  productIds: z.array(z.uuid()),
});
export type BagGroup = z.infer<typeof BagGroup>;
export const BagGroupParams = z.object({ groupId: Id('月卡规则') });
export const BagProductParams = z.object({ productId: Id('月卡产品') });
/** PUT a product's group: its plans become valid at every park of the group (null: its own park only). */
export const BagProductGroupInput = z.strictObject({ groupId: z.uuid({ error: '月卡规则不存在' }).nullable() });
export type BagProductGroupInput = z.input<typeof BagProductGroupInput>;

/** A plan may be booked to start at most this many days after the earliest start (/bookingNotarize). */
export const BAG_MAX_START_AHEAD_DAYS = 30;
