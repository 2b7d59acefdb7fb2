import {
  AppError,
  chargingCouponPartText,
  ErrorCode,
  type ChargingCoupon,
  type ChargingCouponTerms,
} from '@parking/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import { couponTemplates, coupons, merchants } from '../../db/schema/coupons';
import type { DiscountSource, PricedStay } from '../parking';
import type { CouponBill, CouponPort } from '../payments';
import type { Discount } from '../tariffs';
import { couponTitle, discountOf, usableOn, type CouponTerms } from './coupons.domain';
import { discountForStay, stayKeyOf } from './kind-discounts';
import { couponTerms } from './coupons.repository';

const notUsable = (why: string) => new AppError(ErrorCode.COUPON_NOT_USABLE, why);

/**
 * Coupons as the fee engine and payments see them (decision 039): the discount of the coupon used on a stay, and the
 * lock → used / released / restored life of a coupon under a payment order. Built from nothing but the tables, before
 * the modules that take it (the pricer, payments); every call reads and writes through the connection it is given.
 */
export function createCouponUse() {
  /**
   * The discount of the coupon used on each stay, if one was, in the order given: the used coupons of all the stays
   * in one select. A re-entry coupon then reads its car's previous stay, per stay (discountForStay): such coupons are
   * rare on an exit, and that read is parking's, by (park, plate, window) — kept one stay at a time for them alone.
   */
  async function usedCouponDiscounts(stays: readonly PricedStay[], db: Db): Promise<(Discount | undefined)[]> {
    if (stays.length === 0) return [];
    const ids = stays.map((s) => s.id);
    const rows = await db
      .select({ stayId: coupons.sessionId, template: couponTerms })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .where(and(inArray(coupons.sessionId, ids), eq(coupons.state, 'used')));
    // One used coupon a stay (a unique index); the first found, as the one-stay select took.
    const usedOn = new Map<string, CouponTerms>();
    for (const r of rows) if (r.stayId && !usedOn.has(r.stayId)) usedOn.set(r.stayId, r.template);
    return inTurn(stays, (stay) => {
      const terms = usedOn.get(stay.id);
      return terms ? discountForStay(db, terms, stay) : Promise.resolve(undefined);
    });
  }

  const port: DiscountSource & CouponPort = {
    discountFor: (stays, db: Db) => usedCouponDiscounts(stays, db),

    async discountForBill(db, payer, couponId, bill: CouponBill, now): Promise<Discount> {
      const [row] = await db
        .select({ coupon: coupons, template: couponTerms })
        .from(coupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
        .where(and(eq(coupons.id, couponId), eq(coupons.dealerId, bill.dealerId)));
      const c = row?.coupon;
      const mine =
        c &&
        ((payer.driverId !== null && c.driverId === payer.driverId) ||
          (c.plateNo === bill.plateNo && c.plateColor === bill.plateColor));
      // Someone else's coupon is simply not found (BOLA): nothing says it exists.
      if (!row || !c || !mine) throw new AppError(ErrorCode.NOT_FOUND, '优惠券不存在');
      if (row.template.scope !== 'parking') throw notUsable('充电优惠券不能用于停车缴费');
      if (c.state === 'used' || c.state === 'revoked') throw notUsable('该优惠券已使用或已失效');
      const [used] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.sessionId, bill.stayId), eq(coupons.state, 'used')));
      if (used) throw notUsable('每笔停车订单只能使用一张优惠券');
      const terms = { ...row.template, validFrom: c.validFrom, validUntil: c.validUntil };
      if (!usableOn(terms, { parkId: bill.parkId, grossFen: bill.grossFen }, now)) {
        throw notUsable('该优惠券不适用于此订单（车场、有效期或最低消费不符）');
      }
      const stay = await stayKeyOf(db, bill.stayId);
      const discount = stay && (await discountForStay(db, row.template, stay));
      // A re-entry coupon on a car that did not leave this park within its window has nothing to price.
      if (!discount) throw notUsable('该优惠券不适用于此订单（未在规定时间内再次入场）');
      return discount;
    },

    async lock(tx, { couponId, orderNo, stayId, discountFen }, isOrderOpen): Promise<void> {
      await lockTo(tx, { couponId, orderNo, discountFen, target: { stayId } }, isOrderOpen);
    },

    async consume(tx, orderNo, stayId, at): Promise<boolean> {
      // A late capture of an order whose lock was released still gets its coupon, unless another order took it.
      const used = await tx
        .update(coupons)
        .set({ state: 'used', sessionId: stayId, usedAt: at })
        .where(
          and(
            eq(coupons.orderNo, orderNo),
            or(eq(coupons.state, 'locked'), and(eq(coupons.state, 'unused'), isNull(coupons.revokedAt))),
            sql`not exists (select 1 from ${coupons} other where other.session_id = ${stayId} and other.state = 'used')`,
          ),
        )
        .returning({ id: coupons.id });
      return used.length > 0;
    },

    async release(tx, orderNo): Promise<void> {
      await tx
        .update(coupons)
        .set({ state: 'unused', sessionId: null, chargingOrderNo: null })
        .where(and(eq(coupons.orderNo, orderNo), eq(coupons.state, 'locked')));
    },

    async restore(tx, orderNo): Promise<void> {
      await tx
        .update(coupons)
        .set({ state: 'unused', sessionId: null, chargingOrderNo: null, usedAt: null, discountFen: null })
        .where(and(eq(coupons.orderNo, orderNo), eq(coupons.state, 'used')));
    },
  };
  return { ...port, ...chargingCouponUse };
}
export type CouponUse = ReturnType<typeof createCouponUse>;

/**
 * Locks a coupon for a payment order (inside `tx`), on a stay or on a charging order: one coupon per stay or charging
 * order, one open order per coupon. Locks on the same target or of this coupon held by orders no longer open are
 * released first (lazy release, whatever path closed them).
 */
async function lockTo(
  tx: Db,
  lock: {
    couponId: string;
    orderNo: string;
    discountFen: number | null;
    target: { stayId: string } | { chargingOrderNo: string };
  },
  isOrderOpen: (orderNo: string) => Promise<boolean>,
): Promise<void> {
  const { couponId, orderNo, target } = lock;
  const sameTarget =
    'stayId' in target ? eq(coupons.sessionId, target.stayId) : eq(coupons.chargingOrderNo, target.chargingOrderNo);
  const held = await tx
    .select({ id: coupons.id, orderNo: coupons.orderNo })
    .from(coupons)
    .where(and(eq(coupons.state, 'locked'), or(eq(coupons.id, couponId), sameTarget)))
    .orderBy(coupons.id)
    .for('update');
  for (const h of held) {
    if (h.orderNo && (await isOrderOpen(h.orderNo))) throw new AppError(ErrorCode.COUPON_IN_USE);
  }
  if (held.length > 0) {
    await tx
      .update(coupons)
      .set({ state: 'unused', sessionId: null, chargingOrderNo: null })
      .where(
        inArray(
          coupons.id,
          held.map((h) => h.id),
        ),
      );
  }
  // The conditional update admits one payment per coupon, whatever the race (exactly once).
  const locked = await tx
    .update(coupons)
    .set({
      state: 'locked',
      orderNo,
      discountFen: lock.discountFen,
      ...('stayId' in target ? { sessionId: target.stayId } : { chargingOrderNo: target.chargingOrderNo }),
    })
    .where(and(eq(coupons.id, couponId), eq(coupons.state, 'unused')))
    .returning({ id: coupons.id });
  if (locked.length === 0) throw new AppError(ErrorCode.COUPON_IN_USE);
}

/** Who may use a charging coupon: the driver who holds it, or a plate of theirs it was given to. */
interface ChargingHolder {
  driverId: string;
  dealerId: string;
  plateNos: readonly string[];
}
const heldByCharging = (h: ChargingHolder) =>
  and(
    eq(coupons.dealerId, h.dealerId),
    h.plateNos.length > 0
      ? or(eq(coupons.driverId, h.driverId), inArray(coupons.plateNo, [...h.plateNos]))
      : eq(coupons.driverId, h.driverId),
  );

/**
 * Coupons on charging (decision 046): the same life as on a stay, keyed by the charging order — locked when the
 * order is made (its hold purchase is the payment that uses it), used when the hold is captured, released when the
 * order closes unpaid, restored when the hold goes back whole or the coupon took nothing off the final bill.
 */
const chargingCouponUse = {
  /** The holder's unused charging coupons valid now, soonest to expire first (/chargingChoiceCoupon). */
  async chargingCoupons(db: Db, holder: ChargingHolder, now: Date): Promise<ChargingCoupon[]> {
    const rows = await db
      .select({ coupon: coupons, template: couponTerms, merchantName: merchants.name })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .leftJoin(merchants, eq(merchants.id, coupons.merchantId))
      .where(
        and(
          heldByCharging(holder),
          eq(coupons.state, 'unused'),
          eq(couponTemplates.scope, 'charging'),
          lte(coupons.validFrom, now),
          gt(coupons.validUntil, now),
        ),
      )
      .orderBy(asc(coupons.validUntil), asc(coupons.issuedAt))
      .limit(50);
    return rows.map(({ coupon: c, template: t, merchantName }) => {
      const part = t.serviceOnly ? 'service' : 'whole';
      return {
        id: c.id,
        name: t.name,
        title: couponTitle(t),
        part,
        partText: chargingCouponPartText[part],
        minSpendFen: t.minSpendFen,
        merchantName,
        validUntil: c.validUntil.toISOString(),
      };
    });
  },

  /** The terms of the holder's charging coupon for a new charging order; AppError when it cannot be used. */
  async chargingTerms(db: Db, holder: ChargingHolder, couponId: string, now: Date): Promise<ChargingCouponTerms> {
    const [row] = await db
      .select({ coupon: coupons, template: couponTerms })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .where(and(eq(coupons.id, couponId), heldByCharging(holder)));
    // Someone else's coupon is simply not found (BOLA).
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '优惠券不存在');
    const { coupon: c, template: t } = row;
    // Scope first: a parking-only kind (decision 053) has no discount without a stay.
    if (t.scope !== 'charging') throw notUsable('停车优惠券不能用于充电');
    const discount = discountOf(t);
    if (discount.kind === 'minutes' || discount.kind === 'altRule' || discount.kind === 'reentry')
      throw notUsable('停车优惠券不能用于充电');
    if (c.state === 'used' || c.state === 'revoked') throw notUsable('该优惠券已使用或已失效');
    if (now < c.validFrom || now >= c.validUntil) throw notUsable('该优惠券不在有效期内');
    return {
      couponId: c.id,
      title: couponTitle(t),
      part: t.serviceOnly ? 'service' : 'whole',
      discount,
      minSpendFen: t.minSpendFen,
    };
  },

  /** Locks the coupon for the charging order (its own number is the lock's order). */
  async lockForCharging(
    tx: Db,
    lock: { couponId: string; chargingOrderNo: string },
    isOrderOpen: (orderNo: string) => Promise<boolean>,
  ): Promise<void> {
    await lockTo(
      tx,
      {
        couponId: lock.couponId,
        orderNo: lock.chargingOrderNo,
        discountFen: null,
        target: { chargingOrderNo: lock.chargingOrderNo },
      },
      isOrderOpen,
    );
  },

  /** The hold was captured (inside its transaction): the order's locked coupon is used; false when it has none. */
  async consumeForCharging(tx: Db, chargingOrderNo: string, at: Date): Promise<boolean> {
    const used = await tx
      .update(coupons)
      .set({ state: 'used', usedAt: at })
      .where(
        and(
          eq(coupons.orderNo, chargingOrderNo),
          eq(coupons.chargingOrderNo, chargingOrderNo),
          eq(coupons.state, 'locked'),
        ),
      )
      .returning({ id: coupons.id });
    return used.length > 0;
  },

  /** The bill is final: the coupon keeps what it took off, or goes back to the driver when it took nothing. */
  async settleCharging(tx: Db, chargingOrderNo: string, discountFen: number): Promise<void> {
    if (discountFen > 0) {
      await tx
        .update(coupons)
        .set({ discountFen })
        .where(and(eq(coupons.chargingOrderNo, chargingOrderNo), eq(coupons.state, 'used')));
    } else {
      await tx
        .update(coupons)
        .set({ state: 'unused', chargingOrderNo: null, usedAt: null, discountFen: null })
        .where(and(eq(coupons.chargingOrderNo, chargingOrderNo), eq(coupons.state, 'used')));
    }
  },
};
export type ChargingCouponUse = typeof chargingCouponUse;
