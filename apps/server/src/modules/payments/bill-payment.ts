import { AppError, ErrorCode, formatFen, formatPlateNo, PayChannel } from '@parking/contracts';
import { settleByCoupon, settleFromBalance } from './balance-settlement';
import { isArrears, type Bill } from './bills';
import { createIdempotencyKeys, requestHash, type KeyClaim } from './idempotency';
import { newOrderNo } from './order-no';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import {
  payScopeOf,
  type OrderCreationAccess,
  type Payer,
  type PayAnswer,
  type PayRequest,
} from './order-creation-access';

function describe(bills: Bill[]): string {
  const plate = formatPlateNo(bills[0]!.stay.plateNo);
  if (bills.length === 1) return `停车费-${bills[0]!.parkName}-${plate}`;
  return `停车费${bills.length}笔-${plate}`;
}

/**
 * payCharges and payCharges/batch: re-quote the bills with the fee engine, refuse a stale quote, create the order
 * (releasing any earlier open attempt on the same bills) and open the wallet — or, from the balance, pay at once.
 */
export function createBillPayment(access: OrderCreationAccess) {
  const { options, db, clock, log, walletFor, answerExisting, finish, checkBalancePayer, retryOpenRace } = access;
  const { bills, parks, coupons } = options;

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

  async function collectorCodeOf(payer: Payer, code: string | undefined): Promise<string | null> {
    if (!code) return null;
    // A code the app kept from an old scan must not block paying: keep it only when it is a collector of ours.
    const collector = await parks.activeCollector(payer.dealerId, code);
    if (!collector) log.info({ collectorCode: code }, 'payCharges: unknown collector code ignored');
    return collector ? code : null;
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
        const claim = await keys.claim(payScopeOf(payer.dealerId), key, hash);
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
        // The stays before the orders superseded on them, as a capture and an exit take them (bills.lockStays).
        await bills.lockStays(
          tx,
          quoted.map((b) => b.stay.id),
        );
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
        await keys.attachOrder(payScopeOf(payer.dealerId), key, orderNo);
        return { claim, order };
      });
    // Two first attempts on one bill at the same moment: the loser retries and releases the winner's attempt.
    return retryOpenRace(attempt, 'payment_order_bills_one_open');
  }

  return {
    /**
     * Pays one or several bills. The idempotency key makes the call safe to retry: the first answer is kept and
     * returned again; the same key with another request is refused (0x4002).
     */
    async pay(payer: Payer, request: PayRequest, key: string): Promise<PayAnswer> {
      await checkBalancePayer(payer, request.payChannel);
      const hash = requestHash({ dealerId: payer.dealerId, driverId: payer.driverId, request });
      const seen = await createIdempotencyKeys(db).peek(payScopeOf(payer.dealerId), key, hash);
      if (seen) return answerExisting(payer, seen, key);
      const quoted = await quote(payer, request);
      const { claim, order } = await create(payer, request, key, hash, quoted);
      if (claim.kind !== 'new') return answerExisting(payer, claim, key);
      return finish(payer, order!, key);
    },
  };
}
