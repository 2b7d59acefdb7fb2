/**
 * The one interface every payment provider speaks (sandbox, WeChat Pay v3, Alipay), in provider-neutral terms.
 * Money is integer fen everywhere; a provider's own units (yuan strings, "¥0.01") never leave its adapter.
 */
import { illFormedTextPath } from '@parking/contracts';

export type ProviderName = 'wechatpay' | 'alipay' | 'sandbox';

/** Where the driver pays: WeChat inside WeChat (jsapi), WeChat from a plain browser (h5), Alipay inside Alipay, Alipay elsewhere. */
export type PaymentScene = 'jsapi' | 'h5' | 'alipay-app' | 'alipay-wap';

export interface CreatePaymentRequest {
  /** Our order number, the provider's out_trade_no: 6–32 of [0-9A-Za-z_-], unique per merchant. */
  orderNo: string;
  amountFen: number;
  /** Shown in the wallet sheet and the bill; cut to the provider's limit. */
  description: string;
  scene: PaymentScene;
  /** WeChat openid of the payer under our appId; required for jsapi. */
  openid?: string;
  /** Alipay buyer: a 2088… user id or an OpenID-model buyer_open_id; required for alipay-app. */
  buyerId?: string;
  clientIp: string;
  /** Where the provider sends the asynchronous result; must be public HTTPS in production. */
  notifyUrl: string;
  /** Where the browser comes back to after an h5 / wap payment (never trusted as proof of payment). */
  returnUrl?: string;
  /** After this the provider refuses to take the money. */
  expiresAt: Date;
}

/** What the client needs to open the wallet. */
export type PaymentLaunch =
  | {
      kind: 'wechat-jsapi';
      /** Exactly the object WeixinJSBridge.invoke('getBrandWCPayRequest', …) takes. */
      params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };
    }
  | { kind: 'redirect'; url: string }
  | { kind: 'alipay-trade-pay'; tradeNo: string };

/** Neutral payment state. `refunded` means paid, then (partly or wholly) refunded; `closed` means never paid. */
export type PaymentState = 'pending' | 'paid' | 'refunded' | 'closed' | 'failed' | 'not-found';

export interface PaymentStatus {
  orderNo: string;
  state: PaymentState;
  providerTradeNo?: string;
  /** The order total the provider holds, in fen. */
  amountFen?: number;
  paidAt?: Date;
  /** The provider's answer as parsed, for logs and support. */
  raw: unknown;
}

export interface PaymentNotification {
  kind: 'payment';
  provider: ProviderName;
  /** The provider's id of this notification (WeChat `id`, Alipay `notify_id`): the same event keeps it on redelivery. */
  eventId: string;
  orderNo: string;
  providerTradeNo: string;
  /** Order total in fen as the provider states it; compare with the order (see assertNotificationMatchesOrder). */
  amountFen: number;
  status: 'paid' | 'refunded' | 'closed' | 'pending';
  paidAt?: Date;
  /** Cumulative refunded amount when the provider reports one (Alipay after a refund). */
  refundedFen?: number;
  raw: unknown;
}

export interface RefundNotification {
  kind: 'refund';
  provider: ProviderName;
  eventId: string;
  orderNo: string;
  refundNo: string;
  providerRefundNo: string;
  providerTradeNo: string;
  amountFen: number;
  totalFen: number;
  status: RefundStatus;
  succeededAt?: Date;
  raw: unknown;
}

/**
 * A notification whose signature, merchant and encryption checked out. Parsing is pure: the same delivery parsed
 * twice gives the same result, so duplicates must be absorbed by the orders layer (a conditional state change).
 */
export type VerifiedNotification = PaymentNotification | RefundNotification;

export interface IncomingNotification {
  /** Header names in any case. */
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover these bytes, so never re-serialise a parsed body. */
  rawBody: string;
}

/** The HTTP answer the provider expects; the route sends it as is. */
export interface NotificationAck {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RefundRequest {
  orderNo: string;
  /** Our refund number, the provider's out_refund_no / out_request_no: retries with the same number refund once. */
  refundNo: string;
  amountFen: number;
  /** The order total in fen (WeChat requires it). */
  totalFen: number;
  reason?: string;
  /** WeChat posts the refund result here (Alipay answers synchronously). */
  notifyUrl?: string;
}

export type RefundStatus = 'succeeded' | 'processing' | 'closed' | 'abnormal' | 'not-found';

export interface RefundResult {
  orderNo: string;
  refundNo: string;
  providerRefundNo?: string;
  status: RefundStatus;
  amountFen: number;
  raw: unknown;
}

/** One line of a provider's daily bill, normalised for reconciliation. */
export interface BillLine {
  kind: 'payment' | 'refund';
  orderNo: string;
  providerTradeNo: string;
  /** Set on refund lines. */
  refundNo?: string;
  providerRefundNo?: string;
  /** Payment lines: the order amount; refund lines: the refund amount we asked for. Always positive fen. */
  amountFen: number;
  /** The provider's service fee on this line in fen (negative when a refund gives it back), when stated. */
  feeFen?: number;
  /** Payment time, or the time the refund was accepted. */
  occurredAt: Date;
  /** The provider's own status word on the line (e.g. SUCCESS, REFUND, 交易, 退款). */
  providerStatus: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(req: CreatePaymentRequest): Promise<PaymentLaunch>;
  /** Verifies and decodes a notification without any network call; throws ProviderSignatureError on any doubt. */
  parseNotification(req: IncomingNotification): Promise<VerifiedNotification>;
  notificationAck(ok: boolean): NotificationAck;
  queryPayment(orderNo: string): Promise<PaymentStatus>;
  /**
   * Asks the provider to stop accepting payment. A payment racing the close can still succeed (both providers say
   * so), so callers confirm with queryPayment afterwards and refund late payments.
   */
  closePayment(orderNo: string): Promise<void>;
  refund(req: RefundRequest): Promise<RefundResult>;
  queryRefund(orderNo: string, refundNo: string): Promise<RefundResult>;
  /** The provider's bill of one business day (YYYY-MM-DD, Asia/Shanghai). */
  downloadBill?(date: string): Promise<BillLine[]>;
}

/** Base of every error a payment adapter throws. */
export class PaymentProviderError extends Error {
  readonly provider: ProviderName;

  constructor(provider: ProviderName, message: string, options?: ErrorOptions) {
    super(`${provider}: ${message}`, options);
    this.name = 'PaymentProviderError';
    this.provider = provider;
  }
}

/**
 * Something inbound could not be trusted: a bad or missing signature, an unknown key serial, a stale timestamp,
 * a signature probe, a decryption failure, another merchant's data, a malformed body. Never act on it.
 */
export class ProviderSignatureError extends PaymentProviderError {
  constructor(provider: ProviderName, message: string, options?: ErrorOptions) {
    super(provider, message, options);
    this.name = 'ProviderSignatureError';
  }
}

/**
 * A verified notification, refused like a malformed one when its text cannot be stored (NUL, a lone surrogate): the
 * provider's parsed fields are input the request boundary never saw (docs/decisions/020).
 */
export function wellFormedNotification<T>(provider: ProviderName, note: T): T {
  const path = illFormedTextPath(note);
  if (path !== undefined) throw new ProviderSignatureError(provider, `notification field ${path} is not storable text`);
  return note;
}

export type ProviderRejection =
  | 'not-found'
  | 'already-paid'
  | 'already-closed'
  | 'duplicate-order'
  | 'insufficient-funds'
  | 'rate-limited'
  | 'invalid-request'
  | 'provider-error'
  | 'rejected';

/** The provider answered (authentically) that it would not do it. */
export class ProviderRequestError extends PaymentProviderError {
  readonly reason: ProviderRejection;
  /** The provider's own code, e.g. ORDER_NOT_EXIST or ACQ.TRADE_NOT_EXIST. */
  readonly providerCode: string;
  readonly httpStatus: number | undefined;
  /** True when the same call may succeed later (system errors, rate limits). */
  readonly retryable: boolean;

  constructor(
    provider: ProviderName,
    details: {
      reason: ProviderRejection;
      providerCode: string;
      message: string;
      httpStatus?: number;
      retryable?: boolean;
    },
  ) {
    super(provider, `${details.providerCode}: ${details.message}`);
    this.name = 'ProviderRequestError';
    this.reason = details.reason;
    this.providerCode = details.providerCode;
    this.httpStatus = details.httpStatus;
    this.retryable = details.retryable ?? (details.reason === 'provider-error' || details.reason === 'rate-limited');
  }
}

/**
 * The provider could not be reached or did not answer in time: the outcome is unknown. Every call is idempotent by
 * orderNo / refundNo, so the caller retries with the same numbers or queries.
 */
export class ProviderUnavailableError extends PaymentProviderError {
  constructor(provider: ProviderName, message: string, options?: ErrorOptions) {
    super(provider, message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** An authentic notification that does not fit our order (another amount or order number): never credit it. */
export class NotificationMismatchError extends PaymentProviderError {
  constructor(provider: ProviderName, message: string) {
    super(provider, message);
    this.name = 'NotificationMismatchError';
  }
}

/**
 * Checks a verified payment notification against the order it claims to pay; the orders layer calls it before
 * crediting. A provider's signature proves who sent it, not that it pays what we asked for.
 */
export function assertNotificationMatchesOrder(
  notification: PaymentNotification,
  order: { orderNo: string; amountFen: number },
): void {
  if (notification.orderNo !== order.orderNo) {
    throw new NotificationMismatchError(
      notification.provider,
      `notification is for order ${notification.orderNo}, not ${order.orderNo}`,
    );
  }
  if (notification.amountFen !== order.amountFen) {
    throw new NotificationMismatchError(
      notification.provider,
      `order ${order.orderNo} is ${order.amountFen} fen but the notification says ${notification.amountFen} fen`,
    );
  }
}

/** A request refused before it is sent: it breaks a rule the provider would reject it for. */
export function localValidationError(provider: ProviderName, message: string): ProviderRequestError {
  return new ProviderRequestError(provider, { reason: 'invalid-request', providerCode: 'LOCAL_VALIDATION', message });
}

// Both providers accept this alphabet; keeping to it means an order number is valid wherever it is sent.
const ORDER_NO = /^[0-9A-Za-z_-]{6,32}$/;

/** Refuses order / refund numbers a provider would reject or that could smuggle path characters into a URL. */
export function assertMerchantNo(provider: ProviderName, label: string, value: string): void {
  if (!ORDER_NO.test(value)) {
    throw localValidationError(provider, `${label} must be 6-32 of [0-9A-Za-z_-], got "${value}"`);
  }
}

/** Refuses amounts that are not a positive whole number of fen. */
export function assertPositiveFen(provider: ProviderName, label: string, fen: number): void {
  if (!Number.isSafeInteger(fen) || fen <= 0) {
    throw localValidationError(provider, `${label} must be a positive integer number of fen, got ${fen}`);
  }
}

/** The checks every provider makes before it asks for a payment: its order number, its amount, an expiry ahead of `now`. */
export function assertPaymentRequest(provider: ProviderName, req: CreatePaymentRequest, now: Date): void {
  assertMerchantNo(provider, 'orderNo', req.orderNo);
  assertPositiveFen(provider, 'amountFen', req.amountFen);
  if (req.expiresAt.getTime() <= now.getTime()) throw localValidationError(provider, 'expiresAt is in the past');
}
