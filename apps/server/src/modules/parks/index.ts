export { createParksRepository, type ParksRepository, type ParkRow } from './parks.repository';
export { installDeviceAuth, type AuthenticatedDevice } from './device-auth';
