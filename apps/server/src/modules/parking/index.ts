export { deviceRoutes } from './parking.device-routes';
export { plateLookupRoutes } from './parking.lookup-routes';
export { parkingPictureFileRoutes } from './pictures/parking-picture-routes';
export { createParkingPictures, type ParkingPictures } from './pictures/parking-pictures';
export { createDeviceEventsService, type DeviceEventsService } from './sessions/device-events.service';
export { createStayPricer, noCoverage, type CoverageSource, type StayPricer } from './sessions/stay-pricer';
export { createStaysRepository, type StaysRepository, type StayRow } from './sessions/stays.repository';
export { createStaysService, type StaysService, type AppliedPayment } from './sessions/stays.service';
export { createPlateLookupService, type PlateLookupService } from './lookup/plate-lookup.service';
