import type { Db } from '../../db/client';

/** What this module uses of the coupons module (decision 039): the guarantee's apology coupon from a platform batch. */
export interface CouponGrants {
  /** The dealer's platform batch (no merchant) and its coupon's title; undefined when it is not one. */
  platformBatch(dealerId: string, batchId: string): Promise<{ title: string } | undefined>;
  /** One coupon to the driver inside `tx`; null when the batch is gone or empty (the refund goes on without it). */
  grant(
    tx: Db,
    input: { dealerId: string; batchId: string; driverId: string },
  ): Promise<{ couponId: string; title: string } | null>;
}
