import { seedChargingDemo } from './charging';
import { seedChargingCardsDemo } from './charging-cards';
import { count, eq } from 'drizzle-orm';
import { createDriversRepository, createGroupsRepository, ensureDriver } from '../modules/driver';
import { seedInvoiceSettings } from '../modules/invoices';
import { createOperatorsRepository, ensureOperator } from '../modules/operators';
import type { Db } from '../db/client';
import {
  advertisings,
  dealerSettings,
  dealers,
  homeFuncEntries,
  menuConfigs,
  news,
  notices,
  pageRemarks,
} from '../db/schema';
import { entryIcon } from './art';
import { seedMonthlyPlansDemo } from './monthly-plans';
import { seedMonthlyPlanGroupsDemo } from './monthly-plan-groups';
import { seedDiscoveryDemo } from './discovery';
import { seedPaymentHistoryDemo } from './payment-history';
import { seedParkingDemo } from './parking';
import { seedBookingsDemo } from './bookings';
import { seedSupportDemo } from './support';
import { seedCouponsDemo } from './coupons';
import { seedCouponKindsDemo } from './coupon-kinds';
import { seedRewardsDemo } from './rewards';
import { seedApplicationsDemo } from './applications';
import { seedSharingDemo } from './sharing';
import type { DemoDealer } from './demo-dealer';
import { hangzhou } from './hangzhou';
import { suzhou } from './suzhou';

/** The demo dealers; the first is the platform default. */
export const DEMO_DEALERS = { hangzhou, suzhou } as const;

/**
 * Seeds the demo dealers with their content and operators. Idempotent: existing rows (also ones an operator has
 * edited since) are left alone, so it runs at every start in DEMO mode.
 */
export async function seedDemo(db: Db): Promise<void> {
  for (const demo of Object.values(DEMO_DEALERS)) await seedDealer(db, demo);
  await seedDiscoveryDemo(db);
  await seedChargingDemo(db);
  await seedChargingCardsDemo(db);
  await seedMonthlyPlansDemo(db);
  await seedMonthlyPlanGroupsDemo(db);
}

/** What DEMO=1 seeds before the modules are built (`app.ts`): the dealers' content, and the parks' locks. */
export async function seedDemoBase(db: Db): Promise<void> {
  await seedDemo(db);
  await seedBookingsDemo(db);
}

/**
 * What DEMO=1 seeds once the parking module is built (its pictures and pricer): parked cars, then the appeals, coupons,
 * rewards, applications, shares and invoice settings of the demo dealers.
 */
export async function seedDemoActivity(deps: Parameters<typeof seedParkingDemo>[0], history = true): Promise<void> {
  await seedParkingDemo(deps);
  if (history) await seedPaymentHistoryDemo(deps.db, deps.clock);
  await seedSupportDemo(deps.db);
  await seedCouponsDemo(deps.db);
  await seedCouponKindsDemo(deps.db);
  await seedRewardsDemo(deps.db);
  await seedApplicationsDemo(deps.db);
  await seedSharingDemo(deps.db);
  await seedInvoiceSettings(deps.db, ['330100', '320500']);
}

async function seedDealer(db: Db, demo: DemoDealer): Promise<void> {
  const dealerId = demo.dealer.id;
  const ofDealer = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, dealerId }));

  await db.transaction(async (tx) => {
    await tx.insert(dealers).values(demo.dealer).onConflictDoNothing();
    await tx
      .insert(dealerSettings)
      .values({ ...demo.settings, dealerId })
      .onConflictDoNothing();
    await tx
      .insert(menuConfigs)
      .values({ ...demo.menu, dealerId })
      .onConflictDoNothing();
    // The entry list is one edited whole: seed it only where there is none, never mix demo entries into an edit.
    const [entries] = await tx
      .select({ n: count() })
      .from(homeFuncEntries)
      .where(eq(homeFuncEntries.dealerId, dealerId));
    if (!entries?.n) {
      await tx.insert(homeFuncEntries).values(
        demo.entries.map(({ color, ...entry }, sort) => ({
          ...entry,
          dealerId,
          entryType: 1,
          icon: entryIcon(entry.entryId, color),
          sort,
        })),
      );
    }
    await tx.insert(pageRemarks).values(ofDealer(demo.remarks)).onConflictDoNothing();
    await tx.insert(notices).values(ofDealer(demo.notices)).onConflictDoNothing();
    await tx.insert(advertisings).values(ofDealer(demo.ads)).onConflictDoNothing();
    await tx.insert(news).values(ofDealer(demo.news)).onConflictDoNothing();
  });

  const operators = createOperatorsRepository(db);
  for (const operator of demo.operators) await ensureOperator(operators, { ...operator, dealerId });

  const groups = createGroupsRepository(db);
  await groups.ensure(dealerId, demo.driverGroups);
  const drivers = createDriversRepository(db);
  for (const { groups: codes, ...driver } of demo.drivers) {
    const existed = await drivers.findByPhone(dealerId, driver.phone);
    const row = await ensureDriver(drivers, { ...driver, dealerId });
    // Memberships are seeded with the account only: an operator may have changed them since.
    if (existed) continue;
    for (const code of codes) {
      const group = demo.driverGroups.find((g) => g.code === code);
      if (group) await groups.addMember(group.id, row.id, new Date(), null);
    }
  }
}
