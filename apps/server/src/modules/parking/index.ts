import path from 'node:path';
import { DEVICE_API_BASE } from '@parking/contracts';
import { mount, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalDiskStorage } from '../../integrations/storage';
import type { NonceStore } from '../../plugins/nonce-store';
import type { DealersService } from '../dealers';
import type { ParksRepository } from '../parks';
import { searchRecorder, type Vehicles } from '../vehicles';
import { createFeedbackService, type FeedbackService } from './orders/feedback.service';
import { createFeeRuleVersionsService } from './orders/fee-rule-versions.service';
import { createParkFeeRulesService } from './orders/park-fee-rules.service';
import { createParkOrdersRepository } from './orders/park-orders.repository';
import { createParkOrdersService } from './orders/park-orders.service';
import { createStayRefs, type StayRefs } from './orders/stay-refs.service';
import { createPlateLookupService } from './lookup/plate-lookup.service';
import { deviceRoutes } from './parking.device-routes';
import { feeRuleOperatorRoutes } from './parking.fee-rules-routes';
import { plateLookupRoutes } from './parking.lookup-routes';
import { parkingOperatorRoutes } from './parking.operator-routes';
import { parkOrderRoutes } from './parking.routes';
import { parkingPictureFileRoutes } from './pictures/parking-picture-routes';
import { createParkingPictures, type ParkingPictures } from './pictures/parking-pictures';
import { createDeviceEventsService, type ArrivalHook } from './sessions/device-events.service';
import type { AutoPayHook } from './sessions/stay-closer';
import type { StayPricer } from './sessions/stay-pricer';
import { createStaysRepository } from './sessions/stays.repository';
import { createStaysService } from './sessions/stays.service';

export { deviceRoutes } from './parking.device-routes';
export { plateLookupRoutes } from './parking.lookup-routes';
export { parkingPictureFileRoutes } from './pictures/parking-picture-routes';
export { createParkingPictures, type ParkingPictures } from './pictures/parking-pictures';
export {
  createDeviceEventsService,
  type ArrivalHook,
  type DeviceEventsService,
} from './sessions/device-events.service';
export { createStayPricer, noCoverage, type CoverageSource, type StayPricer } from './sessions/stay-pricer';
export { firstDiscount, noDiscounts, type DiscountSource } from './sessions/stay-pricer';
export type { StayRow } from './sessions/stays.repository';
export { stayPayments } from './stay-payments';
export { stayReads } from './stay-reads';
export { staysPort, createStayEnder, type StaysPort } from './stays-port';
export { createStaysService, dueNow, type StaysService, type AppliedPayment } from './sessions/stays.service';
export { createPlateLookupService, type PlateLookupService } from './lookup/plate-lookup.service';
export { parkOrderRoutes } from './parking.routes';
export { parkingOperatorRoutes } from './parking.operator-routes';
export { createParkOrdersRepository } from './orders/park-orders.repository';
export type { StayRefs, StayRef, StayEvidence } from './orders/stay-refs.service';
export { createParkOrdersService, type ParkOrdersService } from './orders/park-orders.service';
export { createFeedbackService, type FeedbackService } from './orders/feedback.service';
export { createParkFeeRulesService, type ParkFeeRulesService } from './orders/park-fee-rules.service';
export type { AutoPayHook } from './sessions/stay-closer';

/**
 * Stays, park orders (and their refs for customer service), operators' fee rules, plate lookup, parking pictures and the device endpoints. It
 * takes the pricer (payments prices bills with it before this module exists) and wallet's auto-pay hook.
 */
export function createParkingModule(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'uploadDir' | 'parkingPictureSecret'>;
  pricer: StayPricer;
  parks: ParksRepository;
  dealers: DealersService;
  vehicles: Vehicles;
  nonces: NonceStore;
  autoPay: AutoPayHook;
  arrivals?: ArrivalHook;
}): ServerModule<{ feedback: FeedbackService; parkingPictures: ParkingPictures; stayRefs: StayRefs }> {
  const { db, clock, pricer, parks, vehicles } = deps;
  const parkingPictures = createParkingPictures({
    // Its own folder: the public picture route reads only 32-hex keys at the top of uploadDir, never below it.
    storage: createLocalDiskStorage(path.join(deps.config.uploadDir, 'parking-pictures'), ''),
    secret: deps.config.parkingPictureSecret,
  });
  const stays = createStaysRepository(db);
  const ordersRepo = createParkOrdersRepository(db);
  const orders = createParkOrdersService({
    orders: ordersRepo,
    stays,
    staysService: createStaysService({ db, parks, pricer, clock }),
    plates: vehicles.platesRepo,
    platesService: vehicles.plates,
    pricer,
    pictures: parkingPictures,
    clock,
  });
  const feedback = createFeedbackService({ db, orders, clock });
  const stayRefs = createStayRefs({ db, orders, ordersRepo, stays, pictures: parkingPictures, clock });
  const events = createDeviceEventsService({
    db,
    parks,
    pricer,
    pictures: parkingPictures,
    clock,
    autoPay: deps.autoPay,
    ...(deps.arrivals ? { arrivals: deps.arrivals } : {}),
  });
  const { nonces } = deps;
  const feeRuleVersions = createFeeRuleVersionsService({ parks, clock });
  return {
    services: { feedback, parkingPictures, stayRefs },
    routes: {
      open: [
        mount(parkingPictureFileRoutes, { pictures: parkingPictures, clock }),
        // Device endpoints: identity from the device's signature, never from a driver payload.
        (scope) => scope.register(deviceRoutes, { prefix: DEVICE_API_BASE, events, stays, parks, nonces, clock }),
      ],
      driver: [
        mount(plateLookupRoutes, {
          lookup: createPlateLookupService({ stays, pricer, clock }),
          dealers: deps.dealers,
          searches: searchRecorder(vehicles.history),
        }),
        mount(parkOrderRoutes, { orders, feedback }),
      ],
      operator: [
        mount(parkingOperatorRoutes, { feeRules: createParkFeeRulesService({ parks, clock }) }),
        mount(feeRuleOperatorRoutes, { versions: feeRuleVersions }),
      ],
    },
    jobs: [feeRuleVersions.announceJob],
  };
}
export { createParkActivity, type ParkActivity, type ParkActivityPort } from './park-activity';
