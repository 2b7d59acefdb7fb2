import type { BerthType } from '@parking/contracts';
import type { Db } from '../db/client';
import { bookPackages, couponBatches, couponTemplates, lockGateways, parkingLocks, parks } from '../db/schema';
import { seedId } from './demo-dealer';
import { eq } from 'drizzle-orm';

interface DemoLockPark {
  parkId: string;
  gatewayId: string;
  gatewayName: string;
  prefix: string;
  locks: [spaceCode: string, berthType: BerthType][];
  packages: { berthType: BerthType; depositFen: number; lateCancelFeeFen: number }[];
}

/** 武林广场 (the holding gate) and 杭州大厦 (leave first): a lock gateway each over their bookable spaces. */
export const DEMO_LOCK_PARKS: DemoLockPark[] = [
  {
    parkId: seedId(20, 1),
    gatewayId: 'HZ-WLGC-LGW1',
    gatewayName: 'B2 层地锁网关',
    prefix: 'HZ-WLGC-L',
    locks: [
      ['B2-101', 'standard'],
      ['B2-102', 'standard'],
      ['B2-103', 'standard'],
      ['B2-104', 'standard'],
      ['B2-201', 'large'],
      ['B2-301', 'charging'],
    ],
    packages: [
      { berthType: 'standard', depositFen: 500, lateCancelFeeFen: 200 },
      { berthType: 'large', depositFen: 800, lateCancelFeeFen: 300 },
      { berthType: 'charging', depositFen: 1000, lateCancelFeeFen: 300 },
    ],
  },
  {
    parkId: seedId(20, 2),
    gatewayId: 'HZ-HZDS-LGW1',
    gatewayName: 'P1 层地锁网关',
    prefix: 'HZ-HZDS-L',
    locks: [
      ['P1-001', 'standard'],
      ['P1-002', 'standard'],
      ['P1-003', 'standard'],
    ],
    packages: [{ berthType: 'standard', depositFen: 600, lateCancelFeeFen: 0 }],
  },
];

/** The platform batch the demo packages' guarantee gives its apology coupon from (减5元, valid 30 days). */
export const DEMO_GUARANTEE_BATCH_ID = seedId(68, 1);
const DEMO_GUARANTEE_TEMPLATE_ID = seedId(68, 2);

/** Lock gateways, locks and booking packages of the demo parks; idempotent (rows an operator changed are kept). */
export async function seedBookingsDemo(db: Db): Promise<void> {
  for (const p of DEMO_LOCK_PARKS) {
    const [park] = await db.select({ dealerId: parks.dealerId }).from(parks).where(eq(parks.id, p.parkId));
    if (!park) continue;
    const { dealerId } = park;
    await db.transaction(async (tx) => {
      await tx
        .insert(couponTemplates)
        .values({
          id: DEMO_GUARANTEE_TEMPLATE_ID,
          dealerId,
          name: '预约保障券',
          kind: 'amount',
          value: 500,
          validMinutes: 30 * 24 * 60,
        })
        .onConflictDoNothing();
      await tx
        .insert(couponBatches)
        .values({ id: DEMO_GUARANTEE_BATCH_ID, dealerId, templateId: DEMO_GUARANTEE_TEMPLATE_ID, quantity: 10_000 })
        .onConflictDoNothing();
      // No key here: the simulator gives each gateway one at start (an installer would take it from the console).
      await tx
        .insert(lockGateways)
        .values({ id: p.gatewayId, dealerId, parkId: p.parkId, name: p.gatewayName })
        .onConflictDoNothing();
      await tx
        .insert(parkingLocks)
        .values(
          p.locks.map(([spaceCode, berthType], i) => ({
            id: `${p.prefix}${String(i + 1).padStart(2, '0')}`,
            dealerId,
            parkId: p.parkId,
            gatewayId: p.gatewayId,
            spaceCode,
            berthType,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(bookPackages)
        .values(
          p.packages.map((pkg) => ({
            dealerId,
            parkId: p.parkId,
            ...pkg,
            holdMinutes: 30,
            slotMinutes: 120,
            horizonDays: 7,
            guaranteeBatchId: DEMO_GUARANTEE_BATCH_ID,
          })),
        )
        .onConflictDoNothing();
    });
  }
}
