import type { Db } from '../../db/client';
import type { Discount } from '../tariffs';

/** The stay a coupon is chosen for, as payments knows it. */
export interface CouponBill {
  dealerId: string;
  stayId: string;
  parkId: string;
  plateNo: string;
  plateColor: number;
  /** The stay's fee before any coupon (for the minimum spend). */
  grossFen: number;
}

/**
 * What payments asks of coupons (the coupons module supplies it; decision 039). A coupon is locked by the pending
 * order that uses it, consumed in the transaction that captures the order, released when the order closes unpaid,
 * and restored when the payment is refunded. `isOrderOpen` lets coupons take over a lock whose order is no longer
 * pending, whichever way it closed.
 */
export interface CouponPort {
  /** The discount of the payer's coupon for the bill; AppError when it cannot pay it. */
  discountForBill(
    db: Db,
    payer: { driverId: string | null },
    couponId: string,
    bill: CouponBill,
    now: Date,
  ): Promise<Discount>;
  /** Locks the coupon for the order in `tx`; COUPON_IN_USE when another open order holds it. */
  lock(
    tx: Db,
    lock: { couponId: string; orderNo: string; stayId: string; discountFen: number },
    isOrderOpen: (orderNo: string) => Promise<boolean>,
  ): Promise<void>;
  /** In the capturing transaction: the order's coupon for the stay becomes used; false when it has none. */
  consume(tx: Db, orderNo: string, stayId: string, at: Date): Promise<boolean>;
  /** The order closed unpaid or its bill was not paid by it: its coupon is free again. */
  release(tx: Db, orderNo: string): Promise<void>;
  /** The order's payment went back: its coupon is usable again. */
  restore(tx: Db, orderNo: string): Promise<void>;
}

/** No coupons (a payments module built without the coupons module, as in payments' own tests). */
export const noCoupons: CouponPort = {
  discountForBill: async () => {
    throw new Error('coupons are not wired');
  },
  lock: async () => {},
  consume: async () => false,
  release: async () => {},
  restore: async () => {},
};
