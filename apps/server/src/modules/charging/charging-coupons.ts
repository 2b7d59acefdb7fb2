import { ChargingCouponOps, ok, type ChargingCoupon, type ChargingCouponTerms } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { chargingDiscountFen, type EnergyBill } from '../tariffs';
import type { DriverRef } from './driver-ref';

/** Who may use a charging coupon: the driver holding it, or a plate of theirs it was given to. */
export interface ChargingCouponHolder {
  driverId: string;
  dealerId: string;
  plateNos: readonly string[];
}

/**
 * What charging asks of coupons (the coupons module supplies it: `createCouponUse`; decision 046). The life is the
 * parking coupons' one, keyed by the charging order: locked when the order is made, used when its hold is captured,
 * released when it closes unpaid, restored when the hold goes back whole or the coupon took nothing off the bill.
 */
export interface ChargingCouponPort {
  chargingCoupons(db: Db, holder: ChargingCouponHolder, now: Date): Promise<ChargingCoupon[]>;
  chargingTerms(db: Db, holder: ChargingCouponHolder, couponId: string, now: Date): Promise<ChargingCouponTerms>;
  lockForCharging(
    tx: Db,
    lock: { couponId: string; chargingOrderNo: string },
    isOrderOpen: (orderNo: string) => Promise<boolean>,
  ): Promise<void>;
  consumeForCharging(tx: Db, chargingOrderNo: string, at: Date): Promise<boolean>;
  settleCharging(tx: Db, chargingOrderNo: string, discountFen: number): Promise<void>;
  release(tx: Db, orderNo: string): Promise<void>;
  restore(tx: Db, orderNo: string): Promise<void>;
}

/** What the order's coupon takes off its bill (0 without one). */
export const couponDiscountFen = (bill: EnergyBill, coupon: ChargingCouponTerms | null): number =>
  coupon
    ? chargingDiscountFen(bill, {
        part: coupon.part,
        discount: coupon.discount,
        minSpendFen: coupon.minSpendFen,
      })
    : 0;

/** GET chargingOrders/msp/usableCoupons: the signed-in driver's charging coupons (/chargingChoiceCoupon). */
export async function chargingCouponRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    coupons: ChargingCouponPort;
    plates: { list(driver: DriverRef): Promise<{ results: { plateNo: string }[] }> };
  },
) {
  serve(app, ChargingCouponOps.chargingCoupons, { preHandler: app.requireDriver }, async (req) => {
    const plates = await deps.plates.list(req.driver);
    const holder = {
      driverId: req.driver.id,
      dealerId: req.driver.dealerId,
      plateNos: plates.results.map((p) => p.plateNo),
    };
    return ok({ results: await deps.coupons.chargingCoupons(deps.db, holder, deps.clock.now()) });
  });
}
