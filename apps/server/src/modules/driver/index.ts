export { driverRoutes } from './driver.routes';
export { defaultNickName } from './drivers.domain';
export { createDriversRepository, type DriverRow, type DriversRepository } from './drivers.repository';
export { ensureDriver, type NewDriverInput } from './ensure-driver';
