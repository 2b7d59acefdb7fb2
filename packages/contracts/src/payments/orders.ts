import { z } from 'zod';
import { uuidOf as Id } from '../validators/uuid';
import { PayChannel } from '../client';

const IsoTime = z.string();

/** The channels a driver pays with: Alipay 2, WeChat 3, balance 6 (where the dealer offers it), whatever is bought. */
export const DriverPayChannel = z.union(
  [z.literal(PayChannel.ALI), z.literal(PayChannel.WX), z.literal(PayChannel.BALANCE)],
  { error: '支付方式不正确（2 支付宝、3 微信、6 余额）' },
);

/** The amount the driver was shown (fen): the server re-quotes and refuses the order when it differs. */
const ExpectedFen = z
  .number({ error: '请提供页面显示的应付金额（分）' })
  .int('金额必须为整数（分）')
  .positive('应付金额必须大于 0')
  .max(100_000_000, '金额过大');

/** A road-side collector's code the app stored (spec: payCharges adds collectorCode when stored). */
const CollectorCode = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,32}$/, '收费员编号格式不正确')
  .optional();

/** POST payCharges: pay one bill. */
export const PayChargesRequest = z
  .strictObject({
    uniqueId: Id('订单编号'),
    parkId: Id('车场编号'),
    payChannel: DriverPayChannel,
    // 0 only when the coupon pays the whole bill (a coupon-only order, decision 049).
    expectedFen: z.union([z.literal(0), ExpectedFen], { error: '请提供页面显示的应付金额（分）' }),
    collectorCode: CollectorCode,
    /** A coupon of the signed-in driver's (usableCoupons) to pay this bill with; expectedFen is the fee with it. */
    couponId: Id('优惠券编号').optional(),
  })
  .refine((r) => r.expectedFen > 0 || r.couponId !== undefined, {
    path: ['expectedFen'],
    message: '应付金额必须大于 0',
  });
export type PayChargesRequest = z.input<typeof PayChargesRequest>;

/** Most bills one batch order may pay. */
export const MAX_BATCH_BILLS = 50;

/** POST payCharges/batch: several bills (a plate's parking bill and its arrears, or many arrears) in one order. */
export const PayChargesBatchRequest = z.strictObject({
  bills: z
    .array(z.strictObject({ uniqueId: Id('订单编号'), parkId: Id('车场编号') }))
    .min(1, '请选择要支付的订单')
    .max(MAX_BATCH_BILLS, `一次最多支付 ${MAX_BATCH_BILLS} 笔订单`)
    .refine((bills) => new Set(bills.map((b) => b.uniqueId)).size === bills.length, '订单重复'),
  payChannel: DriverPayChannel,
  expectedFen: ExpectedFen,
  collectorCode: CollectorCode,
});
export type PayChargesBatchRequest = z.input<typeof PayChargesBatchRequest>;

/** What the app does to take the money: open WeChat's sheet, Alipay's tradePay, go to a page, or nothing (paid). */
export const PayLaunch = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('wechat-jsapi'),
    /** Exactly what WeixinJSBridge.invoke('getBrandWCPayRequest', …) takes. */
    params: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    }),
  }),
  z.object({ kind: z.literal('alipay-trade-pay'), tradeNo: z.string() }),
  /** A wallet's H5 cashier, Alipay's wap page or the sandbox's hosted confirm page. */
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  /** Paid already (balance): straight to the result page. */
  z.object({ kind: z.literal('paid') }),
]);
export type PayLaunch = z.infer<typeof PayLaunch>;

export const ORDER_STATES = ['pending', 'paid', 'closed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/**
 * What a payment order's money is for: parking bills, the driver's wallet, or a purchase — something another module
 * sells (a monthly plan, a charging prepayment, a booking deposit …), delivered when the money is taken (decision 035).
 */
export const ORDER_KINDS = ['bills', 'recharge', 'purchase'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The answer to payCharges and payCharges/batch; a replay with the same idempotency key gets the same answer. */
export const PayOrder = z.object({
  orderNo: z.string(),
  amountFen: z.number().int().min(0), // 0: a coupon paid it all (decision 049)
  payChannel: DriverPayChannel,
  state: z.enum(ORDER_STATES),
  launch: PayLaunch,
  /** After this the order can no longer be paid (ISO). */
  expiresAt: IsoTime,
});
export type PayOrder = z.infer<typeof PayOrder>;

export const SyncParams = z.object({
  id: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/, '支付单号格式不正确'),
});

/** POST /pay/notify/{provider}: where a provider posts its asynchronous results (not the driver API). */
export const ProviderParams = z.object({ provider: z.string().max(32) });

/** The sandbox provider's hosted checkout pages (its stand-in for the wallet sheet): the order and its ticket. */
export const SandboxCheckoutParams = z.object({ orderNo: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/) });
export const SandboxTicket = z.object({ t: z.string().max(64).default('') });
export type SandboxTicket = z.input<typeof SandboxTicket>;

export const REFUND_STATES = ['none', 'pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** One bill of an order as the result pages show it, with what the gate will do. */
export const OrderBill = z.object({
  uniqueId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  formatPlateNo: z.string(),
  amountFen: z.number().int().min(0), // 0: a coupon paid it all (decision 049)
  isArrears: z.boolean(),
  /** This order's money paid the bill (false: it was paid by another payment first and this part is refunded). */
  settled: z.boolean(),
  /** The stay now: parked, awaitingPayment (held at the exit lane), left, arrears, abnormal. */
  sessionState: z.string(),
  /** When the car left (ISO); after paying at an exit lane, the gate opened then. */
  exitedAt: IsoTime.nullable(),
  /** Leave by then without paying more (ISO), for a stay in the park that is paid. */
  graceUntil: IsoTime.nullable(),
});
export type OrderBill = z.infer<typeof OrderBill>;

/**
 * A purchase's delivery: open (waiting for the money), fulfilled (delivered), refused (could no longer be delivered:
 * the money goes back whole), released (the order closed unpaid), superseded (a newer order for the same thing).
 */
export const PURCHASE_STATES = ['open', 'fulfilled', 'refused', 'released', 'superseded'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];
export const OrderPurchase = z.object({
  /** Which module's thing it is (e.g. monthlyPlan) and that module's id of it. */
  purpose: z.string(),
  ref: z.string(),
  state: z.enum(PURCHASE_STATES),
});
export type OrderPurchase = z.infer<typeof OrderPurchase>;

/** GET payCharges/sync/{orderNo}: `final` once the order will not change by itself any more (paid or closed). */
export const OrderStatus = z.object({
  orderNo: z.string(),
  state: z.enum(ORDER_STATES),
  final: z.boolean(),
  amountFen: z.number().int().min(0), // 0: a coupon paid it all (decision 049)
  payChannel: DriverPayChannel,
  payChannelText: z.string(),
  paidAt: IsoTime.nullable(),
  /** Part of the money that went back (or is going back) to the payer, e.g. a bill paid twice. */
  refundFen: z.number().int().min(0),
  refundState: z.enum(REFUND_STATES),
  /** Of `refundFen`, what the dealer's staff refunded (退款, decision 092); absent when none. */
  operatorRefundFen: z.number().int().min(0).optional(),
  bills: z.array(OrderBill),
  /** Set for a purchase order (no bills): what it buys and whether it was delivered. */
  purchase: OrderPurchase.optional(),
});
export type OrderStatus = z.infer<typeof OrderStatus>;
