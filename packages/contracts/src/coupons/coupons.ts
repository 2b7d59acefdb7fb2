import { z } from 'zod';
import { uuidOf as Id } from '../validators/uuid';
import { page, pageQuery } from '../envelope';
import { FeeRuleSchema } from '../parking/fee-rule';
import { DriverPayChannel } from '../payments/orders';
import { PlateColorParam } from '../vehicles/plate-schema';
import {
  BATCH_ORDER_STATES,
  COUPON_KINDS,
  COUPON_SCOPES,
  COUPON_STATES,
  COUPON_TABS,
  MAX_BATCH_PURCHASE,
  QR_MAX_CLAIMS,
  QR_MAX_MINUTES,
  QR_MIN_MINUTES,
} from './constants';

/**
 * Coupons (优惠券, spec section 2 Coupons and Merchant; decision 039). A template says what a coupon takes off and
 * where; a batch is a stock of a template a merchant (or the platform) gives out; a coupon is one given to a driver
 * or a plate. The fee engine applies the discount; these are the shapes the screens and the operator API see.
 */

const Fen = z.number().int('金额须为整数（分）');

/** An operator's coupon template; negative, zero or over-100% discounts are refused here. */
export const CouponTemplateInput = z
  .strictObject({
    name: z.string().trim().min(1, '请填写名称').max(30, '名称最多30字'),
    kind: z.enum(COUPON_KINDS),
    /** fen for amount, minutes for minutes, percent (1–100) for percent; ignored (0) for waiver. */
    value: z.number().int('优惠值须为整数').min(0, '优惠值不能为负').max(100_000_00, '优惠值过高'),
    /** For percent: the most one use takes off. */
    capFen: Fen.min(1, '封顶金额须大于0').max(100_000_00, '封顶金额过高').optional(),
    minSpendFen: Fen.min(0, '最低消费不能为负').max(100_000_00, '最低消费过高').default(0),
    /** Parks it may be used in; empty: every park of the dealer. */
    parkIds: z.array(Id('车场编号')).max(50).default([]),
    /** How long a coupon stays valid once given. */
    validMinutes: z
      .number()
      .int()
      .min(10, '有效期至少10分钟')
      .max(366 * 1440, '有效期最长一年'),
    /** Most coupons of this template one driver may claim in all, and per Shanghai day (0: no limit). */
    perPersonLimit: z.number().int().min(0).max(10_000).default(0),
    perDayLimit: z.number().int().min(0).max(10_000).default(0),
    /** parking (the default) or charging (decision 046); a charging coupon never pays a parking bill, nor the reverse. */
    scope: z.enum(COUPON_SCOPES).default('parking'),
    /** Charging only: takes off the service fee alone (else the whole bill). */
    serviceOnly: z.boolean().default(false),
    /** Price per coupon when merchants buy a batch (decision 049); absent: not sold to merchants. */
    priceFen: Fen.min(1, '单价须大于0').max(100_000_00, '单价过高').optional(),
    /**
     * altRule only (decision 053): the fee rule that prices the stay when cheaper than the park's (a merchant rate,
     * e.g. 5元 per visit). Whether kind, value and rule agree is checked by the server with codes 0xc301–0xc303.
     */
    altRule: FeeRuleSchema.optional(),
  })
  .superRefine((t, ctx) => {
    if (t.scope === 'charging' && t.kind === 'minutes')
      ctx.addIssue({ code: 'custom', path: ['kind'], message: '充电券不能按时长减免' });
    if (t.scope === 'charging' && t.parkIds.length > 0)
      ctx.addIssue({ code: 'custom', path: ['parkIds'], message: '充电券适用于全部充电站，不能指定车场' });
    if (t.scope !== 'charging' && t.serviceOnly)
      ctx.addIssue({ code: 'custom', path: ['serviceOnly'], message: '只有充电券可设为仅抵扣服务费' });
    const bad = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (t.kind === 'amount' && (t.value < 1 || t.value > 100_000_00)) bad('减免金额须在0.01元至10万元之间');
    if (t.kind === 'minutes' && (t.value < 1 || t.value > 366 * 1440)) bad('减免时长须至少1分钟');
    if (t.kind === 'percent' && (t.value < 1 || t.value > 100)) bad('折扣须在1%至100%之间');
    if (t.kind !== 'percent' && t.capFen !== undefined)
      ctx.addIssue({ code: 'custom', path: ['capFen'], message: '只有折扣券可设封顶金额' });
  });
export type CouponTemplateInput = z.input<typeof CouponTemplateInput>;

export const CouponTemplate = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  capFen: z.number().int().nullable(),
  minSpendFen: z.number().int(),
  parkIds: z.array(z.string()),
  validMinutes: z.number().int(),
  perPersonLimit: z.number().int(),
  perDayLimit: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  serviceOnly: z.boolean(),
  /** altRule: the rule that prices stays with this coupon (decision 053). */
  altRule: FeeRuleSchema.nullable(),
  /** What the driver reads: 减5元, 免1小时, 全免, 8折, 商户优惠价, 30分钟内再次入场免费续停. */
  title: z.string(),
  /** Merchants' price per coupon (null: not sold); withdrawn from sale. */
  priceFen: z.number().int().nullable(),
  withdrawn: z.boolean(),
});
export type CouponTemplate = z.infer<typeof CouponTemplate>;

export const MerchantInput = z.strictObject({
  name: z.string().trim().min(1, '请填写商户名称').max(40),
  /** The parks beside the shop, whose drivers it serves. */
  parkIds: z.array(Id('车场编号')).min(1, '请选择车场').max(20),
  /** Staff (merchant role) by their registered phone. */
  staffPhones: z
    .array(z.string().regex(/^1\d{10}$/, '手机号格式不正确'))
    .max(20)
    .default([]),
});
export type MerchantInput = z.input<typeof MerchantInput>;

export const Merchant = z.object({
  id: z.string(),
  name: z.string(),
  parkIds: z.array(z.string()),
  staffCount: z.number().int(),
  /** When an operator disabled it (decision 090), and why; null: in service. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Merchant = z.infer<typeof Merchant>;

/** The operator's merchant list (decision 087's list pattern): by name, in service or disabled, paged. */
export const MerchantFilter = z.object({
  name: z.string().trim().max(40, '商户名称最多40字').optional(),
  state: z.enum(['active', 'disabled'], { error: '状态须为 active 或 disabled' }).optional(),
});
export type MerchantFilter = z.input<typeof MerchantFilter>;
export const MerchantsQuery = pageQuery({ maxSize: 100, defaultSize: 20 }).extend(MerchantFilter.shape);
export type MerchantsQuery = z.input<typeof MerchantsQuery>;
export const MerchantPage = page(Merchant);
export type MerchantPage = z.infer<typeof MerchantPage>;

/** PUT merchant: its name and parks (staff are added and removed one by one). */
export const MerchantUpdate = z.strictObject({
  name: z.string().trim().min(1, '请填写商户名称').max(40, '商户名称最多40字'),
  parkIds: z.array(Id('车场编号')).min(1, '请选择车场').max(20, '最多20个车场'),
});
export type MerchantUpdate = z.input<typeof MerchantUpdate>;

/** Disabling a merchant says why (shown in the console and the audit log). */
export const MerchantDisable = z.strictObject({
  reason: z.string().trim().min(2, '请填写停用原因').max(200, '原因最多200字'),
});
export type MerchantDisable = z.input<typeof MerchantDisable>;

/** One of a merchant's staff: a driver account, its phone masked (138****1234). */
export const MerchantStaffMember = z.object({
  driverId: z.string(),
  phone: z.string(),
  addedAt: z.string(),
});
export type MerchantStaffMember = z.infer<typeof MerchantStaffMember>;

export const MerchantStaffInput = z.strictObject({
  phone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '手机号格式不正确'),
});
export type MerchantStaffInput = z.input<typeof MerchantStaffInput>;
export const MerchantStaffParams = z.object({ merchantId: Id('商户编号'), driverId: Id('用户编号') });

/** The dealer's QR validation settings (decision 090): ceilings on what merchant staff may choose for a code. */
export const CouponSettingsInput = z.strictObject({
  qrMaxMinutes: z
    .number()
    .int('须为整数')
    .min(QR_MIN_MINUTES, `有效期至少${QR_MIN_MINUTES}分钟`)
    .max(QR_MAX_MINUTES, `有效期最长${QR_MAX_MINUTES}分钟`),
  qrMaxClaims: z
    .number()
    .int('须为整数')
    .min(1, '可领取次数至少为1')
    .max(QR_MAX_CLAIMS, `一个二维码最多领取${QR_MAX_CLAIMS}次`),
});
export type CouponSettingsInput = z.input<typeof CouponSettingsInput>;
export const CouponSettings = CouponSettingsInput.extend({ updatedAt: z.string().nullable() });
export type CouponSettings = z.infer<typeof CouponSettings>;

export const BatchInput = z.strictObject({
  templateId: Id('模板编号'),
  /** The merchant that gives these coupons; absent: the platform's own (registration, campaigns). */
  merchantId: Id('商户编号').optional(),
  quantity: z.number().int().min(1, '数量至少为1').max(100_000, '一批最多10万张'),
});
export type BatchInput = z.input<typeof BatchInput>;

export const Batch = z.object({
  id: z.string(),
  templateId: z.string(),
  merchantId: z.string().nullable(),
  title: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  issued: z.number().int(),
  createdAt: z.string(),
});
export type Batch = z.infer<typeof Batch>;

/** A coupon as the driver's wallet and the merchant's records show it. */
export const Coupon = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  state: z.enum(COUPON_STATES),
  merchantName: z.string().nullable(),
  /** 适用车场, or null for every park. */
  parkNames: z.array(z.string()).nullable(),
  minSpendFen: z.number().int(),
  plateNo: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  issuedAt: z.string(),
  usedAt: z.string().nullable(),
  /** What it took off the bill it paid. */
  discountFen: z.number().int().nullable(),
  /** The merchant may still take it back (within 10 minutes, before the car leaves). */
  revocable: z.boolean().optional(),
  /** What the coupon does, in a sentence (altRule and reentry coupons; decision 053). */
  detail: z.string().optional(),
});
export type Coupon = z.infer<typeof Coupon>;
export const CouponPage = page(Coupon);

export const UserCouponsQuery = pageQuery({ maxSize: 50, defaultSize: 20 }).extend({
  state: z.enum(COUPON_TABS).default('unused'),
});
export type UserCouponsQuery = z.input<typeof UserCouponsQuery>;

export const CouponsCount = z.object({ unused: z.number().int(), used: z.number().int(), past: z.number().int() });
export type CouponsCount = z.infer<typeof CouponsCount>;

/** GET usableCoupons: the driver's coupons for one bill, best (largest discount) first. */
export const UsableCouponsQuery = z.object({ uniqueId: Id('订单编号'), parkId: Id('车场编号') });
export type UsableCouponsQuery = z.input<typeof UsableCouponsQuery>;

export const UsableCoupon = Coupon.extend({
  /** The bill's fee now with this coupon, and what it takes off. */
  dueFen: z.number().int(),
  discountFen: z.number().int(),
});
export type UsableCoupon = z.infer<typeof UsableCoupon>;
export const UsableCoupons = z.object({
  /** The bill without a coupon. */
  dueFen: z.number().int(),
  results: z.array(UsableCoupon),
  /** The coupon preselected on the pay page (the first of results), if any. */
  bestId: z.string().nullable(),
});
export type UsableCoupons = z.infer<typeof UsableCoupons>;

export const MerchantIdParams = z.object({ merchantId: Id('商户编号') });
export const MerchantCouponParams = z.object({ merchantId: Id('商户编号'), couponId: Id('优惠券编号') });

/** POST sendPlateCoupon: merchant staff give one coupon of a batch to a plate they typed. */
export const SendPlateCoupon = z.strictObject({
  merchantId: Id('商户编号'),
  batchId: Id('批次编号'),
  plateNo: z.string().min(1, '请输入车牌号'),
  plateColor: PlateColorParam,
});
export type SendPlateCoupon = z.input<typeof SendPlateCoupon>;

export const CreateQrCode = z.strictObject({
  batchId: Id('批次编号'),
  maxClaims: z.number().int().min(1, '可领取次数至少为1').max(QR_MAX_CLAIMS, `一个二维码最多领取${QR_MAX_CLAIMS}次`),
  minutes: z
    .number()
    .int()
    .min(QR_MIN_MINUTES, `有效期至少${QR_MIN_MINUTES}分钟`)
    .max(QR_MAX_MINUTES, `有效期最长${QR_MAX_MINUTES}分钟`),
});
export type CreateQrCode = z.input<typeof CreateQrCode>;

/** A merchant's QR code: the signed token the picture encodes (/scanQRCode?token=…), until when, how many claims. */
export const QrCode = z.object({
  token: z.string(),
  expiresAt: z.string(),
  maxClaims: z.number().int(),
  claims: z.number().int(),
});
export type QrCode = z.infer<typeof QrCode>;

/** What a driver's scan sends: the token; a plate when the driver has none bound yet (/scanQRCodeAddCar). */
export const ClaimQrCoupon = z.strictObject({
  token: z.string().min(10, '二维码无效').max(400, '二维码无效'),
  plateNo: z.string().optional(),
  plateColor: PlateColorParam,
});
export type ClaimQrCoupon = z.input<typeof ClaimQrCoupon>;

/** The merchant staff's own stores (/merchantManageList), with what is left to give. */
export const MyMerchant = z.object({
  id: z.string(),
  name: z.string(),
  batches: z.array(Batch),
  /** Coupons given and used so far. */
  given: z.number().int(),
  used: z.number().int(),
});
export type MyMerchant = z.infer<typeof MyMerchant>;

export const GivenCouponsQuery = pageQuery({ maxSize: 50, defaultSize: 20 });
export type GivenCouponsQuery = z.input<typeof GivenCouponsQuery>;

/** The operator's report: per merchant (or the platform), given, used, and the fen the coupons took off bills. */
export const CouponReportRow = z.object({
  merchantId: z.string().nullable(),
  merchantName: z.string(),
  given: z.number().int(),
  used: z.number().int(),
  revoked: z.number().int(),
  discountFen: z.number().int(),
});
export type CouponReportRow = z.infer<typeof CouponReportRow>;

/** A template merchants may buy batches of (/buyCouponsList), at its price per coupon. */
export const SaleTemplate = z.object({
  templateId: z.string(),
  name: z.string(),
  title: z.string(),
  priceFen: z.number().int(),
  minSpendFen: z.number().int(),
  validMinutes: z.number().int(),
  parkNames: z.array(z.string()).nullable(),
});
export type SaleTemplate = z.infer<typeof SaleTemplate>;

/** POST batchOrders (/buyCoupons): how many coupons of which template, paid through which channel. */
export const BuyBatch = z.strictObject({
  templateId: Id('模板编号'),
  quantity: z
    .number()
    .int('数量须为整数')
    .min(1, '数量至少为1')
    .max(MAX_BATCH_PURCHASE, `一次最多购买${MAX_BATCH_PURCHASE}张`),
  payChannel: DriverPayChannel,
});
export type BuyBatch = z.input<typeof BuyBatch>;

/** A merchant's purchase of a batch (/buyCouponsRecord, /buyCouponsReslut). */
export const BatchOrder = z.object({
  id: z.string(),
  merchantId: z.string(),
  name: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unitPriceFen: z.number().int(),
  amountFen: z.number().int(),
  state: z.enum(BATCH_ORDER_STATES),
  orderNo: z.string().nullable(),
  /** The batch bought, and how many of it were given so far. */
  batchId: z.string().nullable(),
  issued: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BatchOrder = z.infer<typeof BatchOrder>;
export const BatchOrderPage = page(BatchOrder);
export const BatchOrdersQuery = pageQuery({ maxSize: 50, defaultSize: 20 });
export type BatchOrdersQuery = z.input<typeof BatchOrdersQuery>;
export const BatchOrderParams = z.object({ batchOrderId: Id('购买记录编号') });
export const TemplateIdParams = z.object({ templateId: Id('模板编号') });
export const StayIdParams = z.object({ stayId: Id('订单编号') });

/** The refund of a stay its coupon paid whole: the coupon given back (decision 049). */
export const CouponRefund = z.object({ orderNo: z.string() });
export type CouponRefund = z.infer<typeof CouponRefund>;

/** GET a store's batch (/couponsDetail, decision 053): its stock and how its coupons went. */
export const MerchantBatchParams = z.object({ merchantId: Id('商户编号'), batchId: Id('批次编号') });
export const BatchDetail = z.object({
  batch: Batch,
  /** Coupons of the batch by what became of them; unused + locked + used + expired + revoked = batch.issued. */
  counts: z.object({
    unused: z.number().int(),
    locked: z.number().int(),
    used: z.number().int(),
    expired: z.number().int(),
    revoked: z.number().int(),
  }),
  /** What its used coupons took off bills, fen. */
  discountFen: z.number().int(),
});
export type BatchDetail = z.infer<typeof BatchDetail>;
export const BatchCouponsQuery = pageQuery({ maxSize: 50, defaultSize: 20 });
export type BatchCouponsQuery = z.input<typeof BatchCouponsQuery>;

/** GET the stay a store's coupon was used on (/parkingDetail): only the store's own coupons (BOLA). */
export const ParkingDetail = z.object({
  couponId: z.string(),
  title: z.string(),
  plateNo: z.string(),
  parkName: z.string(),
  enteredAt: z.string(),
  exitedAt: z.string().nullable(),
  /** The stay's fee without the coupon, what the coupon took off, and what the driver paid. */
  grossFen: z.number().int(),
  discountFen: z.number().int(),
  paidFen: z.number().int(),
  usedAt: z.string().nullable(),
});
export type ParkingDetail = z.infer<typeof ParkingDetail>;
