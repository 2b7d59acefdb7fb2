import type { ServerResponse } from 'node:http';
import { mount, type ServerModule } from '../../app/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { createCentralSystem, type CentralSystem } from './central-system';
import { createChargersService, type ChargersService } from './chargers.service';
import { createSessionsRepository } from './sessions.repository';
import { chargingOperatorRoutes, chargingOrderRoutes } from './sessions.routes';
import { createSessionsService, type ChargingPayments, type DriverRef, type SessionsService } from './sessions.service';
import { createStationsRepository } from './stations.repository';
import { stationRoutes } from './stations.routes';
import { createStationsService, type StationsService } from './stations.service';

export { createStationsRepository, type StationsRepository, type NewStation } from './stations.repository';
export { createStationsService, type StationsService };
export { OCPP_PATH, hashChargerPassword } from './chargers.service';
export { orderNoFor, type ChargingPayments } from './sessions.service';
export type { CentralSystem, OcppStats } from './central-system';

const SWEEP_EVERY_MS = 30_000;

export interface ChargingServices {
  stations: StationsService;
  sessions: SessionsService;
  chargers: ChargersService;
  centralSystem: CentralSystem;
}

/** Favourite stations go with the account. */
export const stationErasers = (db: Db) => {
  const repo = createStationsRepository(db);
  return [{ key: 'stationCollections', erase: (s: { id: string }) => repo.removeAllCollections(s.id) }];
};

/**
 * Charging: stations near the driver and their favourites (erased with the account); chargers over OCPP 1.6J, orders
 * from a scanned gun to the bill, the occupation fee (decision 036).
 */
export function createChargingModule(deps: {
  db: Db;
  clock: Clock;
  events: Pick<EventBus, 'subscribe'>;
  payments: ChargingPayments;
  plates: { list(driver: DriverRef): Promise<{ results: { plateNo: string }[] }> };
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
  /** Where chargers are told to connect (ws:// or wss:// origin), shown with a new charger's password. */
  ocppBaseUrl: () => string;
  /** Runs the sweep of unconfirmed starts (off in tests, which run it themselves). */
  sweepJobs: boolean;
  nodeId?: string;
}): ServerModule<ChargingServices> {
  const repo = createStationsRepository(deps.db);
  const stations = createStationsService({ repo });
  const sessionsRepo = createSessionsRepository(deps.db);
  const sessions = createSessionsService({
    repo: sessionsRepo,
    clock: deps.clock,
    plates: deps.plates,
    payments: deps.payments,
    log: deps.log,
  });
  const chargers = createChargersService({ repo: sessionsRepo, clock: deps.clock, ocppBaseUrl: deps.ocppBaseUrl });
  const centralSystem = createCentralSystem({
    repo: sessionsRepo,
    sessions,
    events: deps.events,
    log: deps.log,
    ...(deps.nodeId ? { nodeId: deps.nodeId } : {}),
  });
  const open = new Set<ServerResponse>();
  return {
    services: { stations, sessions, chargers, centralSystem },
    routes: {
      open: [mount(centralSystem.routes, {})],
      driver: [mount(stationRoutes, { stations }), mount(chargingOrderRoutes, { sessions, events: deps.events, open })],
      operator: [mount(chargingOperatorRoutes, { sessions, chargers })],
    },
    jobs: [{ name: 'charging.sweep', intervalMs: deps.sweepJobs ? SWEEP_EVERY_MS : 0, run: sessions.sweep }],
    deletion: {
      erasers: [
        ...stationErasers(deps.db),
        { key: 'chargingPlates', erase: (s) => sessionsRepo.removeDriverData(s.id) },
      ],
    },
    stop: async () => {
      for (const res of open) res.end();
      await centralSystem.stop();
    },
  };
}
export { createChargingAppealRefs, type ChargingAppealRefs, type ChargingAppealRef } from './appeal-refs';
