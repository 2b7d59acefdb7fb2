import { mount, type ServerModule } from '../../app/module';
import type { Db } from '../../db/client';
import { createStationsRepository } from './stations.repository';
import { stationRoutes } from './stations.routes';
import { createStationsService, type StationsService } from './stations.service';

export { createStationsRepository, type StationsRepository, type NewStation } from './stations.repository';
export { createStationsService, type StationsService };

/** Charging stations near the driver and their favourites, which are erased with the account. */
export function createChargingModule(deps: { db: Db }): ServerModule<{ stations: StationsService }> {
  const repo = createStationsRepository(deps.db);
  const stations = createStationsService({ repo });
  return {
    services: { stations },
    routes: { driver: [mount(stationRoutes, { stations })] },
    deletion: { erasers: [{ key: 'stationCollections', erase: (s) => repo.removeAllCollections(s.id) }] },
  };
}
