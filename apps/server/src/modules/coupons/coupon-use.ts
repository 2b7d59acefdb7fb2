import { AppError, ErrorCode } from '@parking/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponTemplates, coupons } from '../../db/schema';
import type { DiscountSource } from '../parking';
import type { CouponBill, CouponPort } from '../payments';
import type { Discount } from '../tariffs';
import { discountOf, usableOn } from './coupons.domain';

const notUsable = (why: string) => new AppError(ErrorCode.COUPON_NOT_USABLE, why);

/**
 * Coupons as the fee engine and payments see them (decision 039): the discount of the coupon used on a stay, and the
 * lock → used / released / restored life of a coupon under a payment order. Built from nothing but the tables, before
 * the modules that take it (the pricer, payments); every call reads and writes through the connection it is given.
 */
export function createCouponUse(): DiscountSource & CouponPort {
  return {
    async discountFor(stay: { id: string }, db: Db): Promise<Discount | undefined> {
      const [row] = await db
        .select({ kind: couponTemplates.kind, value: couponTemplates.value, capFen: couponTemplates.capFen })
        .from(coupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
        .where(and(eq(coupons.sessionId, stay.id), eq(coupons.state, 'used')));
      return row ? discountOf(row) : undefined;
    },

    async discountForBill(db, payer, couponId, bill: CouponBill, now): Promise<Discount> {
      const [row] = await db
        .select({ coupon: coupons, template: couponTemplates })
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
      return discountOf(row.template);
    },

    async lock(tx, { couponId, orderNo, stayId, discountFen }, isOrderOpen): Promise<void> {
      // Locks on this stay or of this coupon held by orders that are no longer pending are released first.
      const held = await tx
        .select({ id: coupons.id, orderNo: coupons.orderNo })
        .from(coupons)
        .where(and(eq(coupons.state, 'locked'), or(eq(coupons.id, couponId), eq(coupons.sessionId, stayId))))
        .orderBy(coupons.id)
        .for('update');
      for (const lock of held) {
        if (lock.orderNo && (await isOrderOpen(lock.orderNo))) {
          throw new AppError(ErrorCode.COUPON_IN_USE);
        }
      }
      if (held.length > 0) {
        await tx
          .update(coupons)
          .set({ state: 'unused', sessionId: null })
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
        .set({ state: 'locked', orderNo, sessionId: stayId, discountFen })
        .where(and(eq(coupons.id, couponId), eq(coupons.state, 'unused')))
        .returning({ id: coupons.id });
      if (locked.length === 0) throw new AppError(ErrorCode.COUPON_IN_USE);
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
        .set({ state: 'unused', sessionId: null })
        .where(and(eq(coupons.orderNo, orderNo), eq(coupons.state, 'locked')));
    },

    async restore(tx, orderNo): Promise<void> {
      await tx
        .update(coupons)
        .set({ state: 'unused', sessionId: null, usedAt: null })
        .where(and(eq(coupons.orderNo, orderNo), eq(coupons.state, 'used')));
    },
  };
}
export type CouponUse = ReturnType<typeof createCouponUse>;
