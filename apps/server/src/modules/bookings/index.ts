import { randomBytes, randomUUID } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import { simulateLockGateway, type LockGatewaySimulator } from '@parking/devices';
import { demoDeviceSecret } from '@parking/contracts/device-signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { lockGateways, parkingLocks } from '../../db/schema/bookings';
import type { EventBus } from '../../events/bus';
import { publish, Topic } from '../../events/outbox';
import { queryRows } from '../../db/query-rows';
import { DEVICE_LINKS_ONLINE } from '../../observability/metrics';
import { startEmbeddedBroker, type EmbeddedBroker } from '../../integrations/mqtt/embedded-broker';
import { mountsDevRoutes } from '../../deployment';
import type { AuthServices } from '../auth';
import type { DriverServices } from '../driver';
import type { DiscoveryService, ParksRepository } from '../parks';
import { purchaseOpener, type Payments } from '../payments';
import type { PlatesService } from '../vehicles';
import { BOOKING_PURPOSE, createBookingsService, type BookingsService } from './bookings.service';
import { bookingDevRoutes } from './dev.routes';
import { createLockGateways, type LockGateways, type LockTimings } from './lock-gateways';
import { createLockBrokerAuth, LOCK_BROKER_SERVER_USER, type LockBrokerAuth } from './lock-broker-auth';
import { createGatewaysService, type GatewaysService } from './gateways.service';
import { serveLockBrokerHook } from './lock-broker-hook';
import { sha256 } from '../../security/tokens';
import type { AuditTrail } from '../audit';
import { createLegacyBookings } from './legacy.service';
import { createLocksService, type LocksService } from './locks.service';
import type { CouponGrants } from './coupons-port';
import type { Purchases, StartPurchase } from './purchases-port';
import { bookingOperatorRoutes, bookingRoutes } from './bookings.routes';
import { userCentreRoutes, type UserCentreDeps } from './user-centre.routes';

export type { BookingsService, CouponGrants, LocksService, LockGateways, Purchases, StartPurchase };
export type { GatewaysService, LockBrokerAuth };
export { LOCK_BROKER_SERVER_USER } from './lock-broker-auth';
export { LOCK_BROKER_HOOK } from './lock-broker-hook';

/** The lock broker's side a test or the external broker's hook needs. */
export interface LockBroker {
  auth: LockBrokerAuth;
  /** The server's own sign-in (allowed every topic). */
  serverCredentials: { username: string; password: string };
  /** A fresh key for a gateway (no operator, no audit): the simulator's and tests'. */
  issueKey(gatewayId: string): Promise<string>;
  /** The embedded broker drops the connections revoked by now (otherwise it does every few seconds). */
  revalidate(): Promise<void>;
}
export { createLocksRepository } from './locks.repository';
export { createBookingsRepository } from './bookings.repository';

/**
 * Reservations and parking locks (issue 19, decision 038): bookings paid by a deposit purchase, the gate's arrival
 * hook, the guarantee, and the lock gateways over MQTT held by one node. Without LOCK_MQTT_URL a broker runs in this
 * process; with `simulate` (demo) the demo gateways' simulator too, driven by the dev route.
 */
async function createLockReservations(deps: {
  db: Db;
  clock: Clock;
  config: Config['locks'];
  events: Pick<EventBus, 'subscribe'>;
  parks: ParksRepository;
  discovery: Pick<DiscoveryService, 'nearby' | 'searchByName' | 'park'>;
  plates: Pick<PlatesService, 'list'>;
  driverByPhone: (dealerId: string, phone: string) => Promise<{ id: string } | undefined>;
  /** The v2 account calls the legacy user-centre calls go through. */
  userCentre: Omit<UserCentreDeps, 'plates'>;
  purchases: Purchases;
  coupons: CouponGrants;
  startPurchase: (req: FastifyRequest) => StartPurchase;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The audit log: the gateways' writes record their changes in their transactions. */
  trail: AuditTrail;
  nodeId?: string;
  timings?: Partial<LockTimings>;
  /** Mount the simulator's dev route (not at all in production, decision 068); default true. */
  devRoutes?: boolean;
}): Promise<
  ServerModule<{
    bookings: BookingsService;
    locks: LocksService;
    gateways: LockGateways;
    gatewayDesk: GatewaysService;
  }> & { brokerUrl: string; broker: LockBroker }
> {
  const bookings = createBookingsService(deps);
  const locks = createLocksService(deps);
  const legacy = createLegacyBookings({ ...deps, bookings, locks });
  deps.purchases.register(BOOKING_PURPOSE, bookings.purchaseHandlers);

  // Who may use the broker and which topics (decision 038): the embedded broker's hooks and the external one's
  // HTTP hook ask the same rules.
  const brokerAuth = createLockBrokerAuth({ db: deps.db, serverSecret: deps.config.brokerSecret });
  const broker: EmbeddedBroker | undefined = deps.config.mqttUrl
    ? undefined
    : await startEmbeddedBroker({ ...deps.config.listen, rules: brokerAuth, log: deps.log });
  const brokerUrl = deps.config.mqttUrl ?? broker!.url;
  const serverCredentials = { username: LOCK_BROKER_SERVER_USER, password: deps.config.brokerSecret };
  const desk = createGatewaysService({ db: deps.db, trail: deps.trail });
  const gateways = createLockGateways({
    db: deps.db,
    events: deps.events,
    mqttUrl: brokerUrl,
    credentials: serverCredentials,
    nodeId: deps.nodeId ?? randomUUID(),
    timings: { ackTimeoutMs: deps.config.ackTimeoutMs, autoRaiseMs: deps.config.autoRaiseMs, ...deps.timings },
    log: deps.log,
  });
  // A booking's lower that failed, or a lock that faulted, may mean its space cannot be given: the guarantee.
  // The console's locks desk follows the locks by push (decision 089): an outbox event per park whose locks changed.
  const lockChanged = async (lockId: string) => {
    const [lock] = await deps.db
      .select({ dealerId: parkingLocks.dealerId, parkId: parkingLocks.parkId })
      .from(parkingLocks)
      .where(eq(parkingLocks.id, lockId));
    if (lock) await publish(deps.db, { topic: Topic.LOCK_STATE, dealerId: lock.dealerId, subject: lock.parkId });
  };
  gateways.listen({
    commandEnded: (command) => lockChanged(command.lockId),
    reported: (lock) => lockChanged(lock.id),
  });
  gateways.listen({
    async commandEnded(command) {
      if (command.state === 'failed' && command.action === 'lower' && command.bookingId) {
        await bookings.guarantee(command.bookingId, `地锁未能降下（${command.result ?? '无响应'}）`);
      }
    },
    async reported(lock) {
      if (lock.fault === 'motor' || lock.fault === 'battery' || lock.occupied) await bookings.sweep();
    },
  });
  await gateways.start();

  /** A new key for a gateway, outside any operator's request (the simulator at start, tests): its hash is kept. */
  async function issueKey(gatewayId: string, secret = randomBytes(32).toString('hex')): Promise<string> {
    await deps.db
      .update(lockGateways)
      .set({ secretHash: sha256(secret) })
      .where(eq(lockGateways.id, gatewayId));
    return secret;
  }

  const simulators: LockGatewaySimulator[] = [];
  if (deps.config.simulate) {
    // The simulator is the demo's installer: each enabled gateway gets its key at start and signs in with it. The key
    // derives from the gateway's id, as the demo gates' do, so that demo nodes sharing a database (the several-node
    // proofs) agree on it instead of each revoking the one the node before set.
    for (const gateway of await deps.db.select().from(lockGateways).where(isNull(lockGateways.disabledAt))) {
      const secret = await issueKey(gateway.id, demoDeviceSecret(gateway.id));
      const ids = await deps.db
        .select({ id: parkingLocks.id })
        .from(parkingLocks)
        .where(eq(parkingLocks.gatewayId, gateway.id));
      simulators.push(
        await simulateLockGateway({
          url: brokerUrl,
          gatewayId: gateway.id,
          secret,
          locks: ids.map((l) => l.id),
          heartbeatMs: 30_000,
          moveMs: 800,
        }),
      );
    }
  }

  return {
    brokerUrl,
    broker: { auth: brokerAuth, serverCredentials, issueKey, revalidate: async () => broker?.revalidate() },
    services: { bookings, locks, gateways, gatewayDesk: desk },
    routes: {
      open: deps.devRoutes === false ? [] : [mount(bookingDevRoutes, { simulators: () => simulators, locks })],
      driver: [
        mount(bookingRoutes, { bookings, locks, legacy, startPurchase: deps.startPurchase }),
        mount(userCentreRoutes, { ...deps.userCentre, plates: deps.plates, locks, legacy }),
      ],
      operator: [mount(bookingOperatorRoutes, { bookings, locks, gateways: desk })],
    },
    jobs: [{ name: 'reservations.sweep', intervalMs: deps.config.sweepIntervalMs, run: bookings.sweep }],
    metrics: [
      {
        ...DEVICE_LINKS_ONLINE,
        read: async () => {
          const [row] = await queryRows<{ n: number }>(
            deps.db,
            sql`select count(*)::int as n from lock_gateways where online`,
          );
          return [{ labels: { kind: 'lock_gateway' }, value: row?.n ?? 0 }];
        },
      },
    ],
    stop: async () => {
      for (const sim of simulators) await sim.close();
      await gateways.stop();
      await broker?.close();
    },
  };
}
export { createLockHealth, type LockHealth } from './lock-health';

type ReservationsModule = Awaited<ReturnType<typeof createLockReservations>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Reservations and lock gateways (tests sweep bookings and watch the gateways; decision 038). */
    reservations: { bookings: BookingsService; gateways: LockGateways; brokerUrl: string; broker: LockBroker };
  }
}

/**
 * The module as the app builds it: its ports from the modules below it. The gate's arrival hook (parking's, built
 * after) makes a booked plate's booking its stay; the deposit is bought by the signed-in driver with the request's
 * idempotency key (decision 035); the guarantee gives a coupon.
 */
export async function createBookingsModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'events' | 'log'>,
  uses: {
    parks: ModuleOf<{ parks: ParksRepository; discovery: DiscoveryService }>;
    vehicles: ModuleOf<{ plates: PlatesService }>;
    payments: ModuleOf<{ payments: Payments }>;
    coupons: ModuleOf<{ coupons: { grants: CouponGrants } }>;
    driver: ModuleOf<Pick<DriverServices, 'drivers' | 'account'>>;
    auth: ModuleOf<Pick<AuthServices, 'login'>>;
    audit: ModuleOf<{ trail: AuditTrail }>;
  },
): Promise<ReservationsModule> {
  const { config } = deps;
  const { payments } = uses.payments.services;
  const { drivers, account } = uses.driver.services;
  const module = await createLockReservations({
    db: deps.db,
    clock: deps.clock,
    config: config.locks,
    events: deps.events,
    parks: uses.parks.services.parks,
    discovery: uses.parks.services.discovery,
    plates: uses.vehicles.services.plates,
    purchases: payments.purchases,
    coupons: uses.coupons.services.coupons.grants,
    driverByPhone: (dealerId, phone) => drivers.findByPhone(dealerId, phone),
    userCentre: { account, loginInfo: uses.auth.services.login.loginInfo },
    startPurchase: (req) => (input) => purchaseOpener(payments.orders)(req, input.payChannel).open(input),
    log: deps.log,
    trail: uses.audit.services.trail,
    devRoutes: mountsDevRoutes(config),
  });
  return {
    ...module,
    // What the app shows of the module (`app.reservations`: tests sweep bookings, watch the gateways, sign in to the
    // broker) and the external broker's auth/ACL hook beside the API (served only with LOCK_MQTT_HOOK_TOKEN).
    install: async (app: FastifyInstance) => {
      app.decorate('reservations', { ...module.services, brokerUrl: module.brokerUrl, broker: module.broker });
      await serveLockBrokerHook(app, module.broker.auth, config.locks.hookToken);
    },
  };
}
