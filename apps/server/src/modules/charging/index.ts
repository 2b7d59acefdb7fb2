import type { ServerResponse } from 'node:http';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { DEVICE_LINKS_ONLINE, type Metrics } from '../../observability/metrics';
import { createCentralSystem, type CentralSystem } from './central-system';
import { createChargersService, type ChargersService } from './chargers.service';
import { chargingCouponRoutes, type ChargingCouponPort } from './charging-coupons';
import { createOccupationOrdersService } from './occupation-orders.service';
import { occupationOrderRoutes } from './occupation-orders.routes';
import { createChargingOrdersRepository } from './charging-orders.repository';
import { chargingOperatorRoutes, chargingOrderRoutes } from './charging-orders.routes';
import {
  createChargingOrdersService,
  type ChargingPayments,
  type DriverRef,
  type ChargingOrdersService,
} from './charging-orders.service';
import { createStationsRepository } from './stations.repository';
import { stationRoutes } from './stations.routes';
import { createStationsService, type StationsService } from './stations.service';
import { createCardsService, type CardsService } from './cards.service';
import { createChargerCommands, type ChargerCommands } from './charger-commands.service';
import { createTagStarts } from './tag-starts';
import { createTagsRepository } from './tags.repository';
import { chargingTagOperatorRoutes, chargingTagRoutes } from './tags.routes';
import { createVinsService, type VinsService } from './vins.service';
import { chargingDeskRoutes } from './desk.routes';
import { createChargingDesk } from './desk.service';

export { createStationsRepository, type StationsRepository, type NewStation } from './stations.repository';
export { createStationsService, type StationsService };
export { OCPP_PATH, hashChargerPassword } from './chargers.service';
export { orderNoFor, type ChargingPayments } from './charging-orders.service';
export { CHARGER_LEASE_MS, type CentralSystem, type OcppStats } from './central-system';

const SWEEP_EVERY_MS = 30_000;

export interface ChargingServices {
  stations: StationsService;
  chargingOrders: ChargingOrdersService;
  chargers: ChargersService;
  centralSystem: CentralSystem;
  vins: VinsService;
  cards: CardsService;
  commands: ChargerCommands;
}

/** Favourite stations go with the account. */
export const stationErasers = (db: Db) => {
  const repo = createStationsRepository(db);
  return [{ key: 'stationCollections', erase: (s: { id: string }) => repo.removeAllCollections(s.id) }];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Charging: orders, chargers and the OCPP central system (tests drive its sweep and read its figures). */
    charging: ChargingServices;
  }
}

/** Chargers over OCPP, charging orders paid as purchases (decision 036), coupons on charging (decision 046). */
export function createChargingModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'events' | 'log' | 'metrics'>,
  uses: {
    payments: ModuleOf<{ payments: ChargingPayments }>;
    pricing: { coupons: ChargingCouponPort };
    vehicles: ModuleOf<{
      plates: { list(driver: DriverRef): Promise<{ results: { plateId: string; plateNo: string }[] }> };
    }>;
  },
): ServerModule<ChargingServices> {
  const { config } = deps;
  const module = createCharging({
    db: deps.db,
    clock: deps.clock,
    events: deps.events,
    payments: uses.payments.services.payments,
    coupons: uses.pricing.coupons,
    plates: uses.vehicles.services.plates,
    log: deps.log,
    ocppBaseUrl: () => (config.payments.publicBaseUrl ?? `http://localhost:${config.port}`).replace(/^http/, 'ws'),
    sweepJobs: config.pruneJobs,
    metrics: deps.metrics,
  });
  return { ...module, install: (app) => void app.decorate('charging', module.services) };
}

/**
 * Charging: stations near the driver and their favourites (erased with the account); chargers over OCPP 1.6J, orders
 * from a scanned gun to the bill, the occupation fee (decision 036).
 */
function createCharging(deps: {
  db: Db;
  clock: Clock;
  events: Pick<EventBus, 'subscribe'>;
  payments: ChargingPayments;
  /** Coupons on charging (decision 046): the coupons module's `createCouponUse()`. */
  coupons: ChargingCouponPort;
  plates: { list(driver: DriverRef): Promise<{ results: { plateId: string; plateNo: string }[] }> };
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
  /** Counts and times the chargers' OCPP calls (/metrics). */
  metrics?: Pick<Metrics, 'ocppMessage'>;
}): ServerModule<ChargingServices> {
  const repo = createStationsRepository(deps.db);
  const stations = createStationsService({ repo });
  const ordersRepo = createChargingOrdersRepository(deps.db);
  // Cards and VINs (decision 045): the charging orders release a card's hold through them; they open orders as the app does.
  const tagsRepo = createTagsRepository(deps.db);
  const tagStarts = createTagStarts({
    repo: tagsRepo,
    ordersRepo,
    chargingOrders: () => chargingOrders,
    payments: deps.payments,
    clock: deps.clock,
    log: deps.log,
  });
  const chargingOrders = createChargingOrdersService({
    repo: ordersRepo,
    clock: deps.clock,
    plates: deps.plates,
    payments: deps.payments,
    coupons: deps.coupons,
    log: deps.log,
    tagHolds: tagStarts.holds,
  });
  const vins = createVinsService({ repo: tagsRepo, plates: deps.plates });
  const cards = createCardsService({ repo: tagsRepo, clock: deps.clock });
  const commands = createChargerCommands({ repo: tagsRepo, ordersRepo });
  const chargers = createChargersService({ repo: ordersRepo, clock: deps.clock, ocppBaseUrl: deps.ocppBaseUrl });
  const centralSystem = createCentralSystem({
    repo: ordersRepo,
    chargingOrders,
    events: deps.events,
    log: deps.log,
    tags: tagStarts,
    commands,
    ...(deps.nodeId ? { nodeId: deps.nodeId } : {}),
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const desk = createChargingDesk({ db: deps.db, chargers, commands, chargingOrders });
  const open = new Set<ServerResponse>();
  return {
    services: { stations, chargingOrders, chargers, centralSystem, vins, cards, commands },
    routes: {
      open: [mount(centralSystem.routes, {})],
      driver: [
        mount(stationRoutes, { stations }),
        mount(chargingOrderRoutes, { chargingOrders, events: deps.events, open }),
        mount(chargingTagRoutes, { vins, cards }),
        mount(occupationOrderRoutes, {
          occupationOrders: createOccupationOrdersService({ db: deps.db, clock: deps.clock }),
        }),
        mount(chargingCouponRoutes, { db: deps.db, clock: deps.clock, coupons: deps.coupons, plates: deps.plates }),
      ],
      operator: [
        mount(chargingOperatorRoutes, { chargers, desk }),
        mount(chargingTagOperatorRoutes, { cards, desk }),
        mount(chargingDeskRoutes, { desk }),
      ],
    },
    jobs: [
      { name: 'charging.sweep', intervalMs: deps.sweepJobs ? SWEEP_EVERY_MS : 0, run: chargingOrders.sweep },
      { name: 'charging.commands', intervalMs: deps.sweepJobs ? SWEEP_EVERY_MS : 0, run: commands.sweep },
    ],
    metrics: [
      {
        ...DEVICE_LINKS_ONLINE,
        read: async () => {
          const [row] = await queryRows<{ n: number }>(
            deps.db,
            sql`select count(*)::int as n from chargers where lease_expires_at > now()`,
          );
          return [{ labels: { kind: 'charger' }, value: row?.n ?? 0 }];
        },
      },
    ],
    deletion: {
      erasers: [...stationErasers(deps.db), { key: 'chargingPlates', erase: (s) => ordersRepo.removeDriverData(s.id) }],
    },
    stop: async () => {
      for (const res of open) res.end();
      await centralSystem.stop();
    },
  };
}
export { createChargingAppealRefs, type ChargingAppealRefs } from './appeal-refs';
export { createChargerHealth, type ChargerHealth } from './charger-health';
