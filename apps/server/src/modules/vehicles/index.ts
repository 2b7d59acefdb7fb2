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
export { registerVehiclesDeletionRules, type VehiclesDeletionRegistry } from './vehicles.deletion';
export { vehicleOperatorRoutes } from './vehicles.operator-routes';
export { plateHistoryRoutes, vehicleRoutes } from './vehicles.routes';
export { createVehicles, type Vehicles } from './vehicles.wiring';
export { plateFields } from './plates.domain';
