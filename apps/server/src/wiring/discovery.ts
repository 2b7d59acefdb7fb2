import type { Db } from '../db/client';
import type { BasicService } from '../modules/basic';
import { createStationsRepository, createStationsService } from '../modules/charging';
import type { DeletionRegistry } from '../modules/driver';
import { createDiscoveryRepository, createDiscoveryService } from '../modules/parks';

/**
 * Builds discovery (nearby parks and stations, search, favourites). Favourites say where a person goes: they are
 * erased with the account.
 */
export function createDiscovery(deps: { db: Db; basic: BasicService; deletionRegistry: DeletionRegistry }) {
  const parksRepo = createDiscoveryRepository(deps.db);
  const stationsRepo = createStationsRepository(deps.db);
  deps.deletionRegistry.addEraser({ key: 'parkCollections', erase: (s) => parksRepo.removeAllCollections(s.id) });
  deps.deletionRegistry.addEraser({ key: 'stationCollections', erase: (s) => stationsRepo.removeAllCollections(s.id) });
  return {
    discovery: createDiscoveryService({
      repo: parksRepo,
      supportsBalance: async (dealerId) => (await deps.basic.menuConfig(dealerId)).supportBalance,
    }),
    stations: createStationsService({ repo: stationsRepo }),
  };
}
