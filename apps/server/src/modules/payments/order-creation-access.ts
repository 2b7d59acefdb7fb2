import {
  AppError,
  ErrorCode,
  errorInfo,
  ok,
  PayChannel,
  type Envelope,
  type OrderKind,
  type PayLaunch,
  type PayOrder,
  type WalletChannel,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation, retryTransaction } from '../../db/pg-error';
import { PaymentProviderError, type PaymentScene, type ProviderName } from '../../integrations/payments';
import type { ParksRepository } from '../parks';
import { type Bills } from './bills';
import type { CouponPort } from './coupon-port';
import { createIdempotencyKeys, type KeyClaim } from './idempotency';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import { payEnvironment, sceneFor, walletChannelsFor } from './pay-environment';
import type { PaymentProviders } from './providers';
import { type PurchaseRegistry } from './purchases';

/** Who is paying, as the request shows it. Anyone who knows a plate and its bill may pay it (like at a kiosk). */
export interface Payer {
  dealerId: string;
  /** The logged-in driver, or null for an anonymous payer. */
  driverId: string | null;
  clientType: number | undefined;
  userAgent: string | undefined;
  openid: string | undefined;
  buyerId: string | undefined;
  clientIp: string;
}

/** What a wallet recharge asks: the amount (already checked against the wallet's limits) and the wallet channel. */
export interface RechargeRequest {
  amountFen: number;
  payChannel: WalletChannel;
  /** The app page the hosted payment page sends the browser back to (default: the account balance result page). */
  resultPath?: string | undefined;
}

/**
 * The wallet's checks on a new recharge, run in the transaction that creates its order (and rolled back with it on a
 * refusal), so a check that locks the wallet decides concurrent recharges one at a time.
 */
export type RechargeGuard = (tx: Db) => Promise<void>;

export const RECHARGE_DESCRIPTION = '账户余额充值';
export const rechargeScopeOf = (dealerId: string) => `recharge:${dealerId}`;
export const purchaseScopeOf = (dealerId: string) => `purchase:${dealerId}`;

/** The idempotency scope of bill payments. */
export const payScopeOf = (dealerId: string) => `pay:${dealerId}`;

/** What a module sells through a purchase order (decision 035): its thing, the price it decided, the channel. */
export interface PurchaseRequest {
  /** The registered purpose (the selling module) and its id of the thing. */
  purpose: string;
  ref: string;
  amountFen: number;
  /** What the wallet sheet and the bill show, e.g. 月卡-西湖文化广场-浙A12345 (at most 127 characters). */
  description: string;
  payChannel: PayChannel;
  /** The app page the hosted payment page sends the browser back to (default: the payment result page). */
  resultPath?: string | undefined;
}

export interface PayRequest {
  bills: { uniqueId: string; parkId: string }[];
  payChannel: 2 | 3 | 6;
  expectedFen: number;
  collectorCode?: string | undefined;
  /** A coupon for the (single) bill; expectedFen is the fee with it. */
  couponId?: string | undefined;
}

/** The HTTP answer of a pay call, kept with its idempotency key. */
export interface PayAnswer {
  statusCode: number;
  body: Envelope<PayOrder>;
}

export interface OrderCreationOptions {
  db: Db;
  bills: Bills;
  parks: ParksRepository;
  providers: PaymentProviders;
  clock: Clock;
  orderTtlMs: number;
  coupons: CouponPort;
  /** Whether the dealer's menu allows paying from the wallet (supportBalance). */
  balanceAllowed: (dealerId: string) => Promise<boolean>;
  notifyUrl: (provider: ProviderName) => string;
  /**
   * Where the browser comes back to after a hosted payment page or a wallet's web cashier (never trusted as proof of
   * payment); a recharge names its own result page.
   */
  returnUrl: (orderNo: string, provider: ProviderName, kind: OrderKind, resultPath?: string) => string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  purchases: PurchaseRegistry;
}

const failure = (code: ErrorCode, message?: string): PayAnswer => ({
  statusCode: errorInfo[code].status,
  body: { code, message: message ?? errorInfo[code].message },
});

/**
 * What the three ways of creating an order share: the wallet that takes a channel's money, opening it for an order,
 * answering a key seen before, finishing with the key's first answer, the balance payer's check, and the retry of two
 * first orders raced on one thing.
 */
export function createOrderCreationAccess(options: OrderCreationOptions) {
  const { db, providers, clock, log, coupons } = options;

  /** Which provider and scene take a wallet channel's money here, or why none can. */
  function walletFor(payer: Payer, channel: WalletChannel): { provider: ProviderName; scene: PaymentScene } {
    const env = payEnvironment(payer.clientType, payer.userAgent);
    const provider = providers.forChannel(channel);
    if (!walletChannelsFor(env).includes(channel) || !provider) {
      const where = env === 'wechat' ? '微信中请使用微信支付' : env === 'alipay' ? '支付宝中请使用支付宝支付' : '';
      throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE, where || undefined);
    }
    return { provider: provider.name, scene: sceneFor(channel, env, payer) };
  }

  function answerFor(order: OrderRow, launch: PayLaunch): PayAnswer {
    return {
      statusCode: 200,
      body: ok({
        orderNo: order.orderNo,
        amountFen: order.amountFen,
        payChannel: order.channel,
        state: order.state,
        launch,
        expiresAt: order.expiresAt.toISOString(),
      }),
    };
  }

  /** Opens the wallet for a pending order; a provider that refuses or cannot be reached closes it (0xd06510036). */
  async function launch(order: OrderRow, payer: Payer, resultPath?: string): Promise<PayAnswer> {
    if (order.state === 'paid') return answerFor(order, { kind: 'paid' });
    if (order.state === 'closed') return failure(ErrorCode.PAYMENT_FAILED, '支付发起失败，请稍后重试');
    if (order.launch) return answerFor(order, order.launch);
    const provider = providers.byName(order.provider as ProviderName);
    try {
      if (!provider) throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
      const started = await provider.createPayment({
        orderNo: order.orderNo,
        amountFen: order.amountFen,
        description: order.description,
        scene: order.scene as PaymentScene,
        ...(payer.openid ? { openid: payer.openid } : {}),
        ...(payer.buyerId ? { buyerId: payer.buyerId } : {}),
        clientIp: order.clientIp || payer.clientIp,
        notifyUrl: options.notifyUrl(provider.name),
        returnUrl: options.returnUrl(order.orderNo, provider.name, order.kind, resultPath),
        expiresAt: order.expiresAt,
      });
      const launchValue = started as PayLaunch;
      await createOrdersRepository(db).setLaunch(order.id, launchValue, clock.now());
      return answerFor(order, launchValue);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) && !(error instanceof AppError)) throw error;
      log.warn({ err: error, orderNo: order.orderNo }, 'payment launch failed; order closed');
      await createOrdersRepository(db).markClosed(order.id, 'launchFailed', clock.now(), false);
      await coupons.release(db, order.orderNo);
      return failure(ErrorCode.PAYMENT_FAILED, '支付发起失败，请稍后重试或更换支付方式');
    }
  }

  async function answerExisting(
    payer: Payer,
    claim: Exclude<KeyClaim, { kind: 'new' }>,
    key: string,
    scope = payScopeOf(payer.dealerId),
  ) {
    if (claim.kind === 'replay') return claim.response as PayAnswer;
    const order = await createOrdersRepository(db).byOrderNo(claim.orderNo);
    if (!order) throw new Error(`idempotency key ${key} names a missing order ${claim.orderNo}`);
    return finish(payer, order, key, scope);
  }

  async function finish(
    payer: Payer,
    order: OrderRow,
    key: string,
    scope = payScopeOf(payer.dealerId),
    resultPath?: string,
  ): Promise<PayAnswer> {
    const answer = await launch(order, payer, resultPath);
    // The first answer recorded for the key is the answer, also for a twin request that raced this one here.
    return (await createIdempotencyKeys(db).complete(scope, key, answer.statusCode, answer, clock.now())) as PayAnswer;
  }

  /** Paying from the balance needs a logged-in payer and a dealer whose menu allows it. */
  async function checkBalancePayer(payer: Payer, payChannel: PayChannel) {
    if (payChannel === PayChannel.BALANCE) {
      if (!payer.driverId) throw new AppError(ErrorCode.NOT_LOGGED_IN, '余额支付请先登录');
      if (!(await options.balanceAllowed(payer.dealerId))) throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
    }
  }

  /** Runs an order's first attempt, again (at most three times) when a twin won the one-open constraint. */
  async function retryOpenRace<T>(attempt: () => Promise<T>, constraint: string): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await retryTransaction(attempt);
      } catch (error) {
        if (tries < 3 && isUniqueViolation(error, constraint)) continue;
        throw error;
      }
    }
  }

  return { options, db, clock, log, coupons, walletFor, answerExisting, finish, checkBalancePayer, retryOpenRace };
}
export type OrderCreationAccess = ReturnType<typeof createOrderCreationAccess>;
