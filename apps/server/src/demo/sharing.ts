import type { SharingRule } from '@parking/contracts';
import type { Db } from '../db/client';
import { sharingHolidays, sharingProducts } from '../db/schema';
import { seedId } from './demo-dealer';

/** 杭州大厦购物城停车场 (parking-parks' seedId(20, 2)): its gate simulator HZ-HZDS-GATE lets cars leave first. */
const SHARING_PARK = seedId(20, 2);

const EVENINGS: SharingRule[] = [{ days: 'daily', from: '18:00', to: '09:00' }];
const COMMUTER: SharingRule[] = [
  { days: 'workdays', from: '18:00', to: '09:00' },
  { days: 'restdays', from: '00:00', to: '00:00' },
];

/**
 * Off-peak sharing in the demo (decision 043): the mall's park shares its spaces at night — an evening package
 * (每日 18:00–次日09:00, what the e2e story buys), a package of workday evenings and whole rest days, and a one-night
 * subscription — and the dealer's holiday calendar has New Year's Day. Idempotent (fixed ids).
 */
export async function seedSharingDemo(db: Db): Promise<void> {
  const product = (n: number, row: Omit<typeof sharingProducts.$inferInsert, 'id' | 'dealerId' | 'parkId'>) => ({
    id: seedId(70, n),
    dealerId: '330100',
    parkId: SHARING_PARK,
    ...row,
  });
  await db
    .insert(sharingProducts)
    .values([
      product(1, { kind: 'package', name: '夜间包期', priceFen: 15_000, quota: 50, rules: EVENINGS }),
      product(2, { kind: 'package', name: '通勤包期（夜间+休息日）', priceFen: 28_000, quota: 20, rules: COMMUTER }),
      product(3, { kind: 'subscription', name: '夜间预约', priceFen: 1_000, quota: 30, rules: EVENINGS }),
    ])
    .onConflictDoNothing();
  await db
    .insert(sharingHolidays)
    .values([{ dealerId: '330100', day: '2027-01-01', kind: 'rest', name: '元旦' }])
    .onConflictDoNothing();
}
