import { and, eq, isNull } from 'drizzle-orm';
import { createDriversRepository, ensureDriver } from '../modules/driver';
import type { Db } from '../db/client';
import { couponBatches, couponTemplates, merchants, merchantStaff } from '../db/schema';
import { seedId } from './demo-dealer';
import { DEMO_DRIVER_DEALER, DEMO_DRIVER_PASSWORD, DEMO_OPS_PARKS } from './parking-parks';

/** The demo merchant's staff login (the merchant role): 13800138009 / Demo1234. */
export const DEMO_MERCHANT_PHONE = '13800138009';
export const DEMO_MERCHANT_ID = seedId(60, 1);
export const DEMO_COUPON_BATCH_ID = seedId(62, 1);

/**
 * Coupons to try (decision 039): a café in the 杭州大厦 mall gives 减3元 parking coupons (a batch of 1,000) and
 * 8折 ones (最高减5元), by plate or by QR code, and buys more (3元 / 4元 each). Its staff log in with the demo merchant
 * account. Made once.
 */
export async function seedCouponsDemo(db: Db): Promise<void> {
  const mall = DEMO_OPS_PARKS[1]!;
  const staff = await ensureDriver(createDriversRepository(db), {
    dealerId: DEMO_DRIVER_DEALER,
    phone: DEMO_MERCHANT_PHONE,
    password: DEMO_DRIVER_PASSWORD,
    nickName: '杭州大厦星巴克店员',
  });
  await db
    .insert(merchants)
    .values({ id: DEMO_MERCHANT_ID, dealerId: DEMO_DRIVER_DEALER, name: '杭州大厦·星巴克', parkIds: [mall.id] })
    .onConflictDoNothing();
  await db.insert(merchantStaff).values({ merchantId: DEMO_MERCHANT_ID, driverId: staff.id }).onConflictDoNothing();
  const templates = [
    { id: seedId(61, 1), name: '星巴克停车券', kind: 'amount' as const, value: 300, capFen: null, priceFen: 300 },
    { id: seedId(61, 2), name: '星巴克会员折扣券', kind: 'percent' as const, value: 20, capFen: 500, priceFen: 400 },
  ];
  for (const [i, t] of templates.entries()) {
    await seedCafeCoupon(db, { ...t, parkIds: [mall.id] }, seedId(62, i + 1));
    // On sale to merchants (decision 049), also in a demo database seeded before prices existed.
    await db
      .update(couponTemplates)
      .set({ priceFen: t.priceFen })
      .where(and(eq(couponTemplates.id, t.id), isNull(couponTemplates.priceFen), isNull(couponTemplates.withdrawnAt)));
  }
  // Decision 046: a charging coupon of the same café (减5元 off the service fee), given by its QR code like the others
  // and chosen on /chargingPage at the demo stations.
  await seedCafeCoupon(
    db,
    { id: seedId(61, 3), name: '星巴克充电券', kind: 'amount', value: 500, scope: 'charging', serviceOnly: true },
    seedId(62, 3),
  );
}

type CafeTemplate = Omit<typeof couponTemplates.$inferInsert, 'dealerId' | 'validMinutes' | 'perDayLimit'> & {
  id: string;
};

/** One of the café's coupon templates (valid a day, 3 a day per person) and its batch of 1,000. */
export async function seedCafeCoupon(db: Db, template: CafeTemplate, batchId: string): Promise<void> {
  await db
    .insert(couponTemplates)
    .values({ ...template, dealerId: DEMO_DRIVER_DEALER, validMinutes: 24 * 60, perDayLimit: 3 })
    .onConflictDoNothing();
  await db
    .insert(couponBatches)
    .values({
      id: batchId,
      dealerId: DEMO_DRIVER_DEALER,
      templateId: template.id,
      merchantId: DEMO_MERCHANT_ID,
      quantity: 1000,
    })
    .onConflictDoNothing();
}
