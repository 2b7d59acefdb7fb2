export { createParksRepository, type LaneRow, type ParksRepository, type ParkRow } from './parks.repository';
export { installDeviceAuth, type AuthenticatedDevice } from './device-auth';
export { createDiscoveryRepository, type DiscoveryRepository } from './discovery.repository';
export { createDiscoveryService, type DiscoveryService } from './discovery.service';
export { discoveryRoutes } from './discovery.routes';
