import { BAG_PURCHASE } from '@parking/contracts';
import { mount, type ServerModule } from '../../app/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PicturesService } from '../basic';
import { createBagRepository } from './bag.repository';
import { bagOperatorRoutes } from './bag.operator-routes';
import { bagRoutes, type PurchaseOpener } from './bag.routes';
import { createBagService, type BagService, type PurchaseRecord, type SendReminder } from './bag.service';
import { quotaOf, spacesLeft } from './bag-rules';

export { createBagCoverage } from './bag-coverage';
export type { BagService, PurchaseRecord, SendReminder, PurchaseOpener };

/** How often a reminder round runs (each reminder goes out once whatever the rounds). */
const REMIND_EVERY_MS = 10 * 60_000;

/** The payments module's purchases as plans use them (decision 035). */
export interface BagPurchases {
  register(
    purpose: string,
    hooks: {
      fulfil: (tx: Db, p: PurchaseRecord) => Promise<'fulfilled' | 'refused'>;
      release?: (tx: Db, p: PurchaseRecord) => Promise<void>;
    },
  ): void;
  opener: PurchaseOpener;
}

/**
 * Spaces left for plans per park (leftBagSpaceNum), for discovery: built on the database alone, so the parks
 * module (created before this one) can take it. Parks that do not sell plans are absent.
 */
export function createBagSpaces(db: Db, clock: Clock) {
  const repo = createBagRepository(db);
  return async (parkIds: string[]): Promise<Map<string, number>> => {
    const parks = await repo.parksAmong(parkIds);
    const held = await repo.held(
      parks.map((p) => p.parkId),
      clock.now(),
    );
    return new Map(parks.map((p) => [p.parkId, spacesLeft(quotaOf(p.quotaShare, p.totalSpaces), held.get(p.parkId) ?? 0)]));
  };
}

/** Monthly plans (decision 037): products, applications and review, paying and renewing, reminders. */
export function createBagModule(deps: {
  db: Db;
  clock: Clock;
  pictures: Pick<PicturesService, 'exists' | 'remove'>;
  purchases: BagPurchases;
  sendReminder: SendReminder;
  /** Whether periodic rounds run by themselves (tests run them with runNow). */
  periodicJobs: boolean;
}): ServerModule<{ bag: BagService }> {
  const repo = createBagRepository(deps.db);
  const bag = createBagService({ db: deps.db, repo, pictures: deps.pictures, sendReminder: deps.sendReminder, clock: deps.clock });
  deps.purchases.register(BAG_PURCHASE.NEW, { fulfil: bag.purchases.fulfilNew, release: bag.purchases.releaseNew });
  deps.purchases.register(BAG_PURCHASE.RENEWAL, {
    fulfil: bag.purchases.fulfilRenewal,
    release: bag.purchases.releaseRenewal,
  });
  return {
    services: { bag },
    routes: {
      driver: [mount(bagRoutes, { bag, opener: deps.purchases.opener })],
      operator: [mount(bagOperatorRoutes, { bag })],
    },
    jobs: [{ name: 'bag.reminders', intervalMs: deps.periodicJobs ? REMIND_EVERY_MS : 0, run: bag.remind }],
    pictureReferences: { 'bag.applications': repo.picturesAmong },
    deletion: {
      erasers: [
        {
          key: 'bagApplications',
          erase: async (subject) => {
            for (const url of await repo.erasePersonalData(subject.id, deps.clock.now())) await deps.pictures.remove(url);
          },
        },
      ],
    },
  };
}

/** TEMPORARY until the payments module's purchases land (decision 035): plans cannot be paid yet. */
export function bagPurchases(_payments: unknown): BagPurchases {
  return {
    register: () => {},
    opener: () => async () => {
      throw new Error('purchases are not in this build yet');
    },
  };
}
