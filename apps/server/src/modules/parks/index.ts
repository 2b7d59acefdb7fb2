import type { Db } from '../../db/client';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type DeletionEraser, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { BasicServices } from '../basic';
import { createDiscoveryRepository } from './discovery.repository';
import { discoveryRoutes } from './discovery.routes';
import { createDiscoveryService, type DiscoveryService } from './discovery.service';
import { createParksRepository, type ParksRepository } from './parks.repository';

export {
  createParksRepository,
  type FeeRuleVersionRow,
  type DeviceRow,
  type LaneRow,
  type ParksRepository,
  type ParkRow,
} from './parks.repository';
export {
  DEVICE_SEEN_EVERY_MS,
  identifyDevice,
  installDeviceAuth,
  verifyDeviceSignature,
  type AuthenticatedDevice,
  type DeviceAuthDeps,
} from './device-auth';
export { createDiscoveryRepository, type DiscoveryRepository } from './discovery.repository';
export { dealerParkFactsOf, parkFactsOf, parkNamesOf, type ParkFacts } from './park-facts';

/**
 * A fee rule version by id, read through the caller's connection or transaction (the pricer reads it inside exits and
 * payments): parks' port to its fee rules table (decision 095).
 */
export const feeRuleById = (db: Db, id: string) => createParksRepository(db).feeRule(id);
export { createDiscoveryService, type DiscoveryService };

/** Favourite parks go with the account. */
export const parkErasers = (db: Db): DeletionEraser[] => {
  const repo = createDiscoveryRepository(db);
  return [{ key: 'parkCollections', erase: (s) => repo.removeAllCollections(s.id) }];
};

/** What discovery shows of the modules built after this one, read on the database alone (their builders). */
export interface ParkSpaces {
  /** Monthly-plan spaces left per park (the monthly-plans module's createMonthlyPlanSpaces). */
  bagSpacesLeft: (parkIds: string[]) => Promise<Map<string, number>>;
  /** Off-peak slots per park (the sharing module's createSharingSlots). */
  sharingSlots: NonNullable<Parameters<typeof createDiscoveryService>[0]['sharingSlots']>;
}

/** Parks, lanes and devices, and discovery (nearby parks, search, favourites; favourites erased with the account). */
export function createParksModule(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  uses: {
    /** Whether the dealer offers paying from the balance (its menu flag). */
    basic: ModuleOf<Pick<BasicServices, 'balanceOffered'>>;
  },
  spaces: ParkSpaces,
): ServerModule<{ parks: ParksRepository; discovery: DiscoveryService }> {
  const discovery = createDiscoveryService({
    repo: createDiscoveryRepository(deps.db),
    supportsBalance: (dealerId) => uses.basic.services.balanceOffered(dealerId),
    // The app's clock (which fee rule is in force now).
    now: () => deps.clock.now(),
    bagSpacesLeft: spaces.bagSpacesLeft,
    sharingSlots: spaces.sharingSlots,
  });
  return {
    services: { parks: createParksRepository(deps.db), discovery },
    routes: { driver: [mount(discoveryRoutes, { discovery })] },
    deletion: { erasers: parkErasers(deps.db) },
  };
}
