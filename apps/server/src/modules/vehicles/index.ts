import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
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
export function createVehiclesModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'log' | 'config'>,
  uses: { basic: ModuleOf<{ pictures: PicturesService }> },
): ServerModule<Vehicles> {
  const { db, clock, log } = deps;
  const vehicles = createVehicles({ db, clock, log, pictures: uses.basic.services.pictures });
  // Schedule the clean-up of old device search history (config.pruneJobs).
  const { pruneJobs } = deps.config;
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
        intervalMs: pruneJobs ? HISTORY_PRUNE_EVERY_MS : 0,
        run: vehicles.history.pruneDevices,
      },
    ],
  };
}
