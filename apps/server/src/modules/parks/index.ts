import { mount, type ServerModule } from '../../kernel/module';
import type { Db } from '../../db/client';
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

/** Parks, lanes and devices, and discovery (nearby parks, search, favourites; favourites erased with the account). */
export function createParksModule(deps: {
  db: Db;
  /** Whether the dealer offers paying from the balance (its menu flag). */
  supportsBalance: (dealerId: string) => Promise<boolean>;
  /** Monthly-plan spaces left per park (the bag module's createMonthlyPlanSpaces). */
  bagSpacesLeft?: (parkIds: string[]) => Promise<Map<string, number>>;
  /** Off-peak slots per park (the sharing module's createSharingSlots). */
  sharingSlots?: Parameters<typeof createDiscoveryService>[0]['sharingSlots'];
  /** The app's clock (which fee rule is in force now). */
  now?: () => Date;
}): ServerModule<{ parks: ParksRepository; discovery: DiscoveryService }> {
  const repo = createDiscoveryRepository(deps.db);
  const discovery = createDiscoveryService({
    repo,
    supportsBalance: deps.supportsBalance,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.bagSpacesLeft ? { bagSpacesLeft: deps.bagSpacesLeft } : {}),
    ...(deps.sharingSlots ? { sharingSlots: deps.sharingSlots } : {}),
  });
  return {
    services: { parks: createParksRepository(deps.db), discovery },
    routes: { driver: [mount(discoveryRoutes, { discovery })] },
    deletion: { erasers: [{ key: 'parkCollections', erase: (s) => repo.removeAllCollections(s.id) }] },
  };
}
