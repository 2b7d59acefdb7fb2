import type { Db } from '../db/client';
import { seedCafeCoupon } from './coupons';
import { DEMO_OPS_PARKS } from './parking-parks';
import { seedId } from './demo-dealer';

/**
 * The coupon kinds of decision 053 at the demo café (its merchant row comes from seedCouponsDemo): a merchant rate
 * (停车5元/次, when cheaper than the mall's fee) and free re-entry within 30 minutes, each a batch of 1,000 to give by
 * plate or QR code. Made once.
 */
export async function seedCouponKindsDemo(db: Db): Promise<void> {
  const mall = DEMO_OPS_PARKS[1]!;
  const templates = [
    {
      id: seedId(63, 1),
      name: '星巴克商户价停车券',
      kind: 'altRule' as const,
      value: 0,
      altRule: {
        freeMinutes: 0,
        freeMinutesDeducted: false,
        graceMinutes: 15,
        small: { kind: 'perVisit' as const, priceFen: 500 },
      },
    },
    { id: seedId(63, 2), name: '星巴克再入场券', kind: 'reentry' as const, value: 30, altRule: null },
  ];
  for (const [i, t] of templates.entries()) await seedCafeCoupon(db, { ...t, parkIds: [mall.id] }, seedId(63, 11 + i));
}
