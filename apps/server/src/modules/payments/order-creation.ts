import {
  AppError,
  ErrorCode,
  errorInfo,
  formatFen,
  formatPlateNo,
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
import { paymentOrderPurchases } from '../../db/schema';
import { isUniqueViolation, retryTransaction } from '../../db/pg-error';
import { PaymentProviderError, type PaymentScene, type ProviderName } from '../../integrations/payments';
import type { ParksRepository } from '../parks';
import { settleByCoupon, settleFromBalance } from './balance-settlement';
import { isArrears, type Bill, type Bills } from './bills';
import type { CouponPort } from './coupon-port';
import { createIdempotencyKeys, requestHash, type KeyClaim } from './idempotency';
import { newOrderNo } from './order-no';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import { payEnvironment, sceneFor, walletChannelsFor } from './pay-environment';
import type { PaymentProviders } from './providers';
import { payPurchaseFromBalance, supersedeOpenPurchase, type PurchaseRegistry } from './purchases';

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

const RECHARGE_DESCRIPTION = '账户余额充值';
const rechargeScopeOf = (dealerId: string) => `recharge:${dealerId}`;
const purchaseScopeOf = (dealerId: string) => `purchase:${dealerId}`;

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

function describe(bills: Bill[]): string {
  const plate = formatPlateNo(bills[0]!.stay.plateNo);
  if (bills.length === 1) return `停车费-${bills[0]!.parkName}-${plate}`;
  return `停车费${bills.length}笔-${plate}`;
}

/**
 * payCharges and payCharges/batch: re-quote the bills with the fee engine, refuse a stale quote, create the order
 * (releasing any earlier open attempt on the same bills) and open the wallet — or, from the balance, pay at once.
 */
export function createOrderCreation(options: OrderCreationOptions) {
  const { db, bills, parks, providers, clock, log, coupons } = options;
  const scopeOf = (dealerId: string) => `pay:${dealerId}`;

  /** The bills re-quoted now, checked against what the payer asked and saw. */
  async function quote(payer: Payer, request: PayRequest): Promise<Bill[]> {
    const ids = request.bills.map((b) => b.uniqueId);
    if (request.couponId && ids.length !== 1) throw new AppError(ErrorCode.INVALID_INPUT, '优惠券只能用于一笔订单');
    const found = await bills.byIds(payer.dealerId, ids);
    const byId = new Map(found.map((b) => [b.stay.id, b]));
    const quoted: Bill[] = [];
    for (const ref of request.bills) {
      const bill = byId.get(ref.uniqueId);
      if (!bill || bill.stay.parkId !== ref.parkId) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
      if (bill.dueFen <= 0) {
        throw new AppError(ErrorCode.LANE_ORDER_NOT_PAYABLE, '该订单当前无需支付（已支付或已结束）');
      }
      quoted.push(request.couponId ? await withCoupon(payer, bill, request.couponId) : bill);
    }
    // A car still in the park pays its plate's arrears together with its parking fee (spec: 0xd06510037).
    const inPark = quoted.filter((b) => !isArrears(b.stay));
    const plates = new Map(inPark.map((b) => [`${b.stay.plateNo}|${b.stay.plateColor}`, b.stay]));
    for (const stay of plates.values()) {
      const owed = (await bills.byPlate(payer.dealerId, stay.plateNo, stay.plateColor)).filter(
        (b) => isArrears(b.stay) && !byId.has(b.stay.id),
      );
      if (owed.length > 0) {
        const total = owed.reduce((sum, b) => sum + b.dueFen, 0);
        throw new AppError(
          ErrorCode.PLATE_HAS_ARREARS,
          `车牌${formatPlateNo(stay.plateNo)}有${owed.length}笔欠费（共${formatFen(total)}）未补缴，请先补缴`,
        );
      }
    }
    const total = quoted.reduce((sum, b) => sum + b.dueFen, 0);
    if (total !== request.expectedFen) {
      throw new AppError(ErrorCode.QUOTE_CHANGED, `费用已更新为${formatFen(total)}，请确认后再支付`);
    }
    return quoted;
  }

  /** The bill priced with the payer's coupon: one bill, still in the park (arrears have a fixed total). */
  async function withCoupon(payer: Payer, bill: Bill, couponId: string): Promise<Bill> {
    if (isArrears(bill.stay) || bill.totalFen === undefined) {
      throw new AppError(ErrorCode.COUPON_NOT_USABLE, '欠费订单不能使用优惠券');
    }
    const now = clock.now();
    const grossFen = bill.totalFen;
    const discount = await coupons.discountForBill(
      db,
      payer,
      couponId,
      {
        dealerId: payer.dealerId,
        stayId: bill.stay.id,
        parkId: bill.stay.parkId,
        plateNo: bill.stay.plateNo,
        plateColor: bill.stay.plateColor,
        grossFen,
      },
      now,
    );
    // A coupon that leaves nothing to pay settles the bill by itself: a coupon-only order (decision 049).
    return bills.withDiscount(bill, discount, now);
  }

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

  async function collectorCodeOf(payer: Payer, code: string | undefined): Promise<string | null> {
    if (!code) return null;
    // A code the app kept from an old scan must not block paying: keep it only when it is a collector of ours.
    const collector = await parks.activeCollector(payer.dealerId, code);
    if (!collector) log.info({ collectorCode: code }, 'payCharges: unknown collector code ignored');
    return collector ? code : null;
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

  async function create(
    payer: Payer,
    request: PayRequest,
    key: string,
    hash: string,
    quoted: Bill[],
  ): Promise<{ claim: KeyClaim; order?: OrderRow }> {
    const channel = request.payChannel;
    // The coupon pays the whole bill (decision 049): no provider, no wallet, paid at once for 0 fen.
    const couponOnly = request.couponId !== undefined && request.expectedFen === 0;
    const wallet = channel === PayChannel.BALANCE || couponOnly ? undefined : walletFor(payer, channel);
    const collectorCode = await collectorCodeOf(payer, request.collectorCode);
    const attempt = () =>
      db.transaction(async (tx) => {
        const keys = createIdempotencyKeys(tx);
        const claim = await keys.claim(scopeOf(payer.dealerId), key, hash);
        if (claim.kind !== 'new') return { claim };
        const now = clock.now();
        const orders = createOrdersRepository(tx);
        const balance = channel === PayChannel.BALANCE && !couponOnly;
        const atOnce = balance || couponOnly;
        const orderNo = newOrderNo(now);
        const order = await orders.insertOrder({
          orderNo,
          dealerId: payer.dealerId,
          driverId: payer.driverId,
          channel,
          provider: couponOnly ? 'coupon' : balance ? 'balance' : wallet!.provider,
          scene: couponOnly ? 'coupon' : balance ? 'balance' : wallet!.scene,
          amountFen: request.expectedFen,
          state: atOnce ? 'paid' : 'pending',
          paidAt: atOnce ? now : null,
          description: describe(quoted),
          collectorCode,
          clientType: payer.clientType ?? null,
          clientIp: payer.clientIp,
          launch: atOnce ? { kind: 'paid' } : null,
          expiresAt: new Date(now.getTime() + options.orderTtlMs),
          createdAt: now,
          updatedAt: now,
        });
        const superseded = await orders.supersedeOpenAttempts(
          quoted.map((b) => b.stay.id),
          now,
        );
        if (superseded.length > 0) log.info({ orderNo, superseded }, 'new attempt released earlier open orders');
        for (const earlier of superseded) await coupons.release(tx, earlier);
        if (request.couponId) {
          const bill = quoted[0]!;
          await coupons.lock(
            tx,
            {
              couponId: request.couponId,
              orderNo,
              stayId: bill.stay.id,
              discountFen: bill.fee?.discountFen ?? 0,
            },
            async (other) => (await orders.byOrderNo(other))?.state === 'pending',
          );
          if (atOnce && !(await coupons.consume(tx, orderNo, bill.stay.id, now))) {
            throw new AppError(ErrorCode.COUPON_IN_USE);
          }
        }
        await orders.insertLines(
          quoted.map((b) => ({
            orderId: order.id,
            sessionId: b.stay.id,
            dealerId: payer.dealerId,
            amountFen: b.dueFen,
            basePaidFen: b.stay.paidFen,
            isArrears: isArrears(b.stay),
            status: 'open',
          })),
        );
        if (balance) await settleFromBalance(tx, bills, order, quoted, payer.driverId!, now);
        if (couponOnly) await settleByCoupon(tx, bills, order, quoted[0]!, now);
        await keys.attachOrder(scopeOf(payer.dealerId), key, orderNo);
        return { claim, order };
      });
    // Two first attempts on one bill at the same moment: the loser retries and releases the winner's attempt.
    for (let tries = 1; ; tries++) {
      try {
        return await retryTransaction(attempt);
      } catch (error) {
        if (tries < 3 && isUniqueViolation(error, 'payment_order_bills_one_open')) continue;
        throw error;
      }
    }
  }

  async function answerExisting(
    payer: Payer,
    claim: Exclude<KeyClaim, { kind: 'new' }>,
    key: string,
    scope = scopeOf(payer.dealerId),
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
    scope = scopeOf(payer.dealerId),
    resultPath?: string,
  ): Promise<PayAnswer> {
    const answer = await launch(order, payer, resultPath);
    // The first answer recorded for the key is the answer, also for a twin request that raced this one here.
    return (await createIdempotencyKeys(db).complete(scope, key, answer.statusCode, answer, clock.now())) as PayAnswer;
  }

  /** A recharge of the payer's wallet through a wallet channel: an order of kind recharge, no bills. */
  async function createRecharge(
    payer: Payer & { driverId: string },
    request: RechargeRequest,
    key: string,
    hash: string,
    guard: RechargeGuard,
  ) {
    const wallet = walletFor(payer, request.payChannel);
    return retryTransaction(() =>
      db.transaction(async (tx) => {
        const keys = createIdempotencyKeys(tx);
        const claim = await keys.claim(rechargeScopeOf(payer.dealerId), key, hash);
        if (claim.kind !== 'new') return { claim };
        await guard(tx);
        const now = clock.now();
        const order = await createOrdersRepository(tx).insertOrder({
          orderNo: newOrderNo(now),
          kind: 'recharge',
          dealerId: payer.dealerId,
          driverId: payer.driverId,
          channel: request.payChannel,
          provider: wallet.provider,
          scene: wallet.scene,
          amountFen: request.amountFen,
          state: 'pending',
          description: RECHARGE_DESCRIPTION,
          clientType: payer.clientType ?? null,
          clientIp: payer.clientIp,
          expiresAt: new Date(now.getTime() + options.orderTtlMs),
          createdAt: now,
          updatedAt: now,
        });
        await keys.attachOrder(rechargeScopeOf(payer.dealerId), key, order.orderNo);
        return { claim, order };
      }),
    );
  }

  /** A purchase order: from the balance it is paid and delivered at once, else it waits for the wallet's money. */
  async function createPurchase(payer: Payer, request: PurchaseRequest, key: string, hash: string) {
    const balance = request.payChannel === PayChannel.BALANCE;
    const wallet = balance ? undefined : walletFor(payer, request.payChannel as WalletChannel);
    const attempt = () =>
      db.transaction(async (tx) => {
        const keys = createIdempotencyKeys(tx);
        const claim = await keys.claim(purchaseScopeOf(payer.dealerId), key, hash);
        if (claim.kind !== 'new') return { claim };
        const now = clock.now();
        const superseded = await supersedeOpenPurchase(tx, request.purpose, request.ref, now);
        if (superseded.length > 0)
          log.info({ ref: request.ref, superseded }, 'new purchase order superseded open ones');
        const order = await createOrdersRepository(tx).insertOrder({
          orderNo: newOrderNo(now),
          kind: 'purchase',
          dealerId: payer.dealerId,
          driverId: payer.driverId,
          channel: request.payChannel,
          provider: balance ? 'balance' : wallet!.provider,
          scene: balance ? 'balance' : wallet!.scene,
          amountFen: request.amountFen,
          state: balance ? 'paid' : 'pending',
          paidAt: balance ? now : null,
          description: request.description.slice(0, 127),
          clientType: payer.clientType ?? null,
          clientIp: payer.clientIp,
          launch: balance ? { kind: 'paid' } : null,
          expiresAt: new Date(now.getTime() + options.orderTtlMs),
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(paymentOrderPurchases).values({
          orderId: order.id,
          dealerId: payer.dealerId,
          purpose: request.purpose,
          ref: request.ref,
          state: 'open',
          updatedAt: now,
        });
        if (balance) await payPurchaseFromBalance(tx, options.purchases, order, payer.driverId!, now);
        await keys.attachOrder(purchaseScopeOf(payer.dealerId), key, order.orderNo);
        return { claim, order };
      });
    // Two first orders for one thing at the same moment: the loser retries and supersedes the winner's.
    for (let tries = 1; ; tries++) {
      try {
        return await retryTransaction(attempt);
      } catch (error) {
        if (tries < 3 && isUniqueViolation(error, 'payment_order_purchases_one_open')) continue;
        throw error;
      }
    }
  }

  return {
    /**
     * Pays one or several bills. The idempotency key makes the call safe to retry: the first answer is kept and
     * returned again; the same key with another request is refused (0x4002).
     */
    async pay(payer: Payer, request: PayRequest, key: string): Promise<PayAnswer> {
      if (request.payChannel === PayChannel.BALANCE) {
        if (!payer.driverId) throw new AppError(ErrorCode.NOT_LOGGED_IN, '余额支付请先登录');
        if (!(await options.balanceAllowed(payer.dealerId))) throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
      }
      const hash = requestHash({ dealerId: payer.dealerId, driverId: payer.driverId, request });
      const seen = await createIdempotencyKeys(db).peek(scopeOf(payer.dealerId), key, hash);
      if (seen) return answerExisting(payer, seen, key);
      const quoted = await quote(payer, request);
      const { claim, order } = await create(payer, request, key, hash, quoted);
      if (claim.kind !== 'new') return answerExisting(payer, claim, key);
      return finish(payer, order!, key);
    },

    /**
     * Recharges the logged-in payer's wallet (the caller's guard checks the amount against the wallet's limits). Like pay,
     * safe to retry with the same idempotency key. The wallet is credited only when the provider's confirmed payment
     * is captured (capture.ts), never here.
     */
    async recharge(
      payer: Payer,
      request: RechargeRequest,
      key: string,
      /** The wallet's own checks (limits), run for a new request only: a replay gets its first answer back. */
      guard: RechargeGuard = async () => {},
    ): Promise<PayAnswer> {
      const driverId = payer.driverId;
      if (!driverId) throw new AppError(ErrorCode.NOT_LOGGED_IN, '充值请先登录');
      const scope = rechargeScopeOf(payer.dealerId);
      const hash = requestHash({ dealerId: payer.dealerId, driverId, recharge: request });
      const seen = await createIdempotencyKeys(db).peek(scope, key, hash);
      if (seen) return answerExisting(payer, seen, key, scope);
      const { claim, order } = await createRecharge({ ...payer, driverId }, request, key, hash, guard);
      if (claim.kind !== 'new') return answerExisting(payer, claim, key, scope);
      return finish(payer, order!, key, scope, request.resultPath);
    },

    /**
     * Sells another module's thing (decision 035): an order of kind purchase whose money, once taken, the module
     * delivers (`PurchaseHandler.fulfil`). Like pay, safe to retry with the same idempotency key; the module decided
     * the amount and checked the payer may buy it.
     */
    async purchase(payer: Payer, request: PurchaseRequest, key: string): Promise<PayAnswer> {
      if (!options.purchases.has(request.purpose)) throw new Error(`unknown purchase purpose ${request.purpose}`);
      if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0) {
        throw new Error(`purchase amount must be a positive number of fen, not ${request.amountFen}`);
      }
      if (request.payChannel === PayChannel.BALANCE) {
        if (!payer.driverId) throw new AppError(ErrorCode.NOT_LOGGED_IN, '余额支付请先登录');
        if (!(await options.balanceAllowed(payer.dealerId))) throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
      }
      const scope = purchaseScopeOf(payer.dealerId);
      const hash = requestHash({ dealerId: payer.dealerId, driverId: payer.driverId, purchase: request });
      const seen = await createIdempotencyKeys(db).peek(scope, key, hash);
      if (seen) return answerExisting(payer, seen, key, scope);
      const { claim, order } = await createPurchase(payer, request, key, hash);
      if (claim.kind !== 'new') return answerExisting(payer, claim, key, scope);
      return finish(payer, order!, key, scope, request.resultPath);
    },
  };
}
export type OrderCreation = ReturnType<typeof createOrderCreation>;
