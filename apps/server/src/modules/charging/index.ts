export { createStationsRepository, type StationsRepository, type NewStation } from './stations.repository';
export { createStationsService, type StationsService } from './stations.service';
export { stationRoutes } from './stations.routes';
