import type { Db } from '../db/client';
import { couponBatches, couponTemplates, goldOptions, rewardSettings } from '../db/schema';
import { seedId } from './demo-dealer';
import { DEMO_DRIVER_DEALER } from './parking-parks';

const TEMPLATES = [
  { n: 1, name: '新用户注册礼券', kind: 'amount' as const, value: 500, capFen: null },
  { n: 2, name: '邀请有礼·邀请人券', kind: 'amount' as const, value: 1000, capFen: null },
  { n: 3, name: '邀请有礼·好友券', kind: 'amount' as const, value: 800, capFen: null },
  { n: 4, name: '金币兑换券', kind: 'percent' as const, value: 5, capFen: 300 },
];

/**
 * Rewards to try (decision 052): a new account gets 减5元 at registration; an invite gives the inviter 减10元 and the
 * friend 减8元 when the friend first pays; every paid yuan earns 10 coins, 100 coins buy a 9.5折 coupon (最高减3元).
 * Platform batches of 100,000 each. Made once.
 */
export async function seedRewardsDemo(db: Db): Promise<void> {
  for (const t of TEMPLATES) {
    await db
      .insert(couponTemplates)
      .values({
        id: seedId(88, t.n),
        dealerId: DEMO_DRIVER_DEALER,
        name: t.name,
        kind: t.kind,
        value: t.value,
        capFen: t.capFen,
        validMinutes: 30 * 1440,
      })
      .onConflictDoNothing();
    await db
      .insert(couponBatches)
      .values({ id: seedId(89, t.n), dealerId: DEMO_DRIVER_DEALER, templateId: seedId(88, t.n), quantity: 100_000 })
      .onConflictDoNothing();
  }
  await db
    .insert(rewardSettings)
    .values({
      dealerId: DEMO_DRIVER_DEALER,
      registerBatchId: seedId(89, 1),
      inviterBatchId: seedId(89, 2),
      inviteeBatchId: seedId(89, 3),
      invitesPerDay: 5,
      invitesTotal: 50,
      coinsPerYuan: 10,
    })
    .onConflictDoNothing();
  await db
    .insert(goldOptions)
    .values({
      id: seedId(88, 10),
      dealerId: DEMO_DRIVER_DEALER,
      name: '停车9.5折券',
      batchId: seedId(89, 4),
      coinCost: 100,
    })
    .onConflictDoNothing();
}
