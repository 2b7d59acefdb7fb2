import path from 'node:path';
import { DEVICE_API_BASE } from '@parking/contracts';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
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
import { createDeviceEventsService, type ArrivalHook } from './stays/device-events.service';
import type { AutoPayHook } from './stays/stay-closer';
import type { StayPricer } from './stays/stay-pricer';
import { createStaysRepository } from './stays/stays.repository';
import { createStaysService } from './stays/stays.service';

export { deviceRoutes } from './parking.device-routes';
export { plateLookupRoutes } from './parking.lookup-routes';
export { parkingPictureFileRoutes } from './pictures/parking-picture-routes';
export { createParkingPictures, type ParkingPictures } from './pictures/parking-pictures';
export { createDeviceEventsService, type ArrivalHook, type DeviceEventsService } from './stays/device-events.service';
export { createStayPricer, firstOf, noCoverage, type CoverageSource, type StayPricer } from './stays/stay-pricer';
export type { Consumption, CoverageAsk, PricedStay } from './stays/stay-pricer';
export { firstDiscount, noDiscounts, type DiscountSource } from './stays/stay-pricer';
export type { StayRow } from './stays/stays.repository';
export { stayPayments } from './stay-payments';
export { stayReads } from './stay-reads';
export { staysPort, createStayEnder, type StaysPort } from './stays-port';
export { createStaysService, dueNow, type StaysService, type AppliedPayment } from './stays/stays.service';
export { createPlateLookupService, type PlateLookupService } from './lookup/plate-lookup.service';
export { parkOrderRoutes } from './parking.routes';
export { parkingOperatorRoutes } from './parking.operator-routes';
export { createParkOrdersRepository } from './orders/park-orders.repository';
export type { StayRefs, StayRef, StayEvidence } from './orders/stay-refs.service';
export { createParkOrdersService, type ParkOrdersService } from './orders/park-orders.service';
export { createFeedbackService, type FeedbackService } from './orders/feedback.service';
export { createParkFeeRulesService, type ParkFeeRulesService } from './orders/park-fee-rules.service';
export type { AutoPayAsk, AutoPayHook, AutoPayResult } from './stays/stay-closer';

/**
 * Stays, park orders (and their refs for customer service), operators' fee rules, plate lookup, parking pictures and the device endpoints. It
 * takes the pricer (payments prices bills with it before this module exists) and wallet's auto-pay hook.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Gate exits decided in batches so far and the exits they held (decision 098; `npm run bench:exit` prints them). */
    exitBatches: { count: number; items: number };
  }
}

export function createParkingModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config'>,
  uses: {
    pricing: { pricer: StayPricer };
    parks: ModuleOf<{ parks: ParksRepository }>;
    dealers: ModuleOf<{ dealers: DealersService }>;
    vehicles: ModuleOf<Vehicles>;
    /** The wallet's auto-pay on exit (无感支付). */
    wallet: ModuleOf<{ wallet: { autoPay: { hook: AutoPayHook } } }>;
    /** The gate's arrival hook: a booked plate's booking becomes its stay (decision 038). */
    reservations: ModuleOf<{ bookings: ArrivalHook }>;
    /** The devices' signed requests: nonces seen (plugins/nonce-store). */
    nonces: NonceStore;
  },
): ServerModule<{ feedback: FeedbackService; parkingPictures: ParkingPictures; stayRefs: StayRefs }> {
  const { db, clock } = deps;
  const { pricer } = uses.pricing;
  const { parks } = uses.parks.services;
  const vehicles = uses.vehicles.services;
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
    autoPay: uses.wallet.services.wallet.autoPay.hook,
    arrivals: uses.reservations.services.bookings,
  });
  const { nonces } = uses;
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
          dealers: uses.dealers.services.dealers,
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
    install: (app) => void app.decorate('exitBatches', events.exitBatches),
  };
}
export { createParkActivity, type ParkActivity, type ParkActivityPort } from './park-activity';
