import type { FastifyBaseLogger } from 'fastify';
import { mount, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PicturesService } from '../basic';
import { HISTORY_PRUNE_EVERY_MS } from './history.service';
import { vehiclesDeletionRules } from './vehicles.deletion';
import { vehicleOperatorRoutes } from './vehicles.operator-routes';
import { plateHistoryRoutes, vehicleRoutes } from './vehicles.routes';
import { createVehicles, type Vehicles } from './vehicles.wiring';

export { createHistoryRepository, type HistoryOwner, type HistoryRepository } from './history.repository';
export {
  createHistoryService,
  deviceOwner,
  historyCallerOf,
  searchRecorder,
  type HistoryCaller,
  type HistoryService,
} from './history.service';
export { createMaterialsRepository, type MaterialsRepository } from './materials.repository';
export { createMaterialsService, type MaterialsService } from './materials.service';
export { createPlatesRepository, type PlateRow, type PlatesRepository } from './plates.repository';
export { createPlatesService, type DriverRef, type PlatesService } from './plates.service';
export type { Vehicles };
export { plateFields } from './plates.domain';
export { plateReads } from './plate-reads';

/** Drivers' plates, plate certification materials and plate search history. */
export function createVehiclesModule(deps: {
  db: Db;
  clock: Clock;
  pictures: PicturesService;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Schedule the clean-up of old device search history (config.pruneJobs). */
  pruneJobs: boolean;
}): ServerModule<Vehicles> {
  const vehicles = createVehicles(deps);
  return {
    services: vehicles,
    routes: {
      driver: [mount(vehicleRoutes, vehicles), mount(plateHistoryRoutes, vehicles)],
      operator: [mount(vehicleOperatorRoutes, vehicles)],
    },
    deletion: vehiclesDeletionRules({ ...vehicles, plates: vehicles.platesRepo, clock: deps.clock }),
    pictureReferences: { 'vehicles.plateMaterials': vehicles.materials.picturesAmong },
    flush: () => vehicles.history.flush(),
    jobs: [
      {
        name: 'vehicles.history.prune',
        intervalMs: deps.pruneJobs ? HISTORY_PRUNE_EVERY_MS : 0,
        run: vehicles.history.pruneDevices,
      },
    ],
  };
}
