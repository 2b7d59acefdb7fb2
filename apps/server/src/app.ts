import compress from '@fastify/compress';
import { API_BASE, OPERATOR_API_BASE, offers } from '@parking/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { seedDemoActivity, seedDemoBase } from './demo';
import { loggerOptions, REQUEST_ID_HEADER, requestIdOf } from './logger';
import { createBasicModule, type PicturesService } from './modules/basic';
import { createAuthModule, type AccountIntegrations } from './modules/auth';
import { createDriverModule } from './modules/driver';
import { ledgerOf } from './modules/ledger';
import { createSessionsModule, installDriverAuth } from './modules/sessions';
import { createDealersModule, installTenancy } from './modules/dealers';
import { createRateLimiter, createVerificationModule } from './modules/verification';
import { createStaysDeskModule } from './modules/stays-desk';
import { createParkActivity, createParkingModule, createStayPricer, firstDiscount } from './modules/parking';
import { createChargingModule, type ChargingServices } from './modules/charging';
import { createParksModule, createParksRepository } from './modules/parks';
import { createPublicityModule } from './modules/publicity';
import { createSupportModule } from './modules/support';
import { createCouponsModule, createCouponUse } from './modules/coupons';
import { createRewardsModule } from './modules/rewards';
import { createApplicationsModule, createBenefitDiscounts } from './modules/applications';
import { createFollowsModule } from './modules/follows';
import { createInvoicesModule, type InvoicesModuleDeps } from './modules/invoices';
import {
  createMonthlyPlanCoverage,
  createMonthlyPlansModule,
  createMonthlyPlanCheck,
  createMonthlyPlanSpaces,
  createWechatReminders,
} from './modules/monthly-plans';
import { createWechatApi, createWechatOAuthProvider, createWechatTemplateMessenger } from './integrations/wechat';
import { createAlipayOAuthProvider } from './integrations/alipay';
import { assertSafeToDeploy, mountsDevRoutes } from './deployment';
import { createMonthlyPlanAppealRefs } from './modules/monthly-plans';
import { createChargerHealth, createChargingAppealRefs } from './modules/charging';
import { createSharingCoverage, createSharingModule, createSharingSlots, firstCoverage } from './modules/sharing';
import { writeOutboxNotice } from './integrations/sms';
import {
  createPaymentsModule,
  createRefundDeskModule,
  purchaseOpener,
  type Payments,
  type PaymentsDeps,
} from './modules/payments';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createJobsModule } from './modules/jobs';
import { createReconciliationModule } from './modules/reconciliation';
import { createReportsModule } from './modules/reports';
import { createEventBus, type EventBus } from './events/bus';
import { createPushesModule } from './modules/pushes';
import { createBoardModule, type HealthWatch } from './modules/board';
import { createDeviceLinksModule, createLinkHealth, type DeviceLinks } from './modules/device-links';
import { mountsOf, type ServerModule } from './kernel/module';
import { createHealthModule } from './modules/health';
import { createOperatorsModule, installOperatorAuth } from './modules/operators';
import { createAuditModule } from './modules/audit';
import { createParkSetupModule } from './modules/park-setup';
import { createWalletModule, type WalletModule } from './modules/wallet';
import { createVehiclesModule } from './modules/vehicles';
import {
  createLockHealth,
  createBookingsModule,
  installBookings,
  type BookingsService,
  type LockBroker,
  type LockGateways,
} from './modules/bookings';
import { installConnectionDrain } from './plugins/connection-drain';
import { answerFrameworkError, apiNotFound, installErrorHandler } from './plugins/errors';
import { createBufferedNonceStore, createNonceStore, type NonceStore } from './plugins/nonce-store';
import { API_BODY_LIMIT, installJsonBody } from './plugins/json-body';
import { installRequestPayload, noncePruneJob, type ApiRoute } from './plugins/request-payload';
import { installSecurityHeaders } from './plugins/security-headers';
import { createFirstScreen } from './plugins/first-screen';
import { serveConsoleApp } from './plugins/console-app';
import { serveWebApp } from './plugins/web-app';
import { installWellFormedText } from './plugins/well-formed-text';
import { installZodMessages } from './plugins/zod-messages';
import { createMetrics, type Metrics } from './observability/metrics';
import { installRequestObservation } from './plugins/observe-requests';
import { serveMetrics } from './plugins/metrics-endpoint';
import { sseClientsGauge } from './plugins/sse';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database owned by the caller; when omitted, one is opened from config and closed with the app. */
  database?: Database;
  clock?: Clock;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Replacements for outside services (tests): SMS provider, OAuth provider, challenge text. */
  integrations?: Partial<AccountIntegrations>;
  /**
   * Test wiring of the payment providers: `inject` delivers sandbox notifications through app.inject instead of
   * HTTP (an app that does not listen), and `providers` replaces WeChat Pay / Alipay (adapters on local fakes).
   */
  payments?: { sandboxDelivery?: 'http' | 'inject'; providers?: PaymentsDeps['providerOverrides'] };
  /** Test wiring of invoices: the Nuonuo adapter on its local fake, a mailer on a local SMTP fake. */
  invoices?: Pick<InvoicesModuleDeps, 'provider' | 'mailer'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module (tests drive its sweeper and sandbox directly). */
    payments: Payments;
    /** The wallet module (tests drive its job and its sandbox agreements directly). */
    wallet: WalletModule;
    /** Uploaded pictures (tests run their sweep directly). */
    pictures: PicturesService;
    /** The job queue (tests look at its queues). */
    jobs: JobQueue;
    /** Events across nodes (the live pushes subscribe to it). */
    events: EventBus;
    /** Device links: leases and commands (decision 034). */
    deviceLinks: DeviceLinks;
    /** Reservations and lock gateways (tests sweep bookings and watch the gateways; decision 038). */
    reservations: { bookings: BookingsService; gateways: LockGateways; brokerUrl: string; broker: LockBroker };
    /** Charging: orders, chargers and the OCPP central system (tests drive its sweep and read its figures). */
    charging: ChargingServices;
    /** The live board's health watch (tests run its round directly; decision 085). */
    boardHealth: HealthWatch;
    /** The operator write routes the audit log wraps (decision 082; a test walks them). */
    auditedWrites: string[];
  }
}

/** Builds the whole server: plugins, modules and the web app, ready to `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions) {
  const { config, clock = systemClock, logStream } = options;
  // Production without DEMO: no sandbox, stand-in or per-start secret (decision 068); nothing is opened before this.
  assertSafeToDeploy(config);
  installZodMessages();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    bodyLimit: API_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  // First: a request is timed (and traced) from its arrival, whatever refuses it later (decision 079).
  const metrics = createMetrics(app.log);
  installRequestObservation(app, metrics);
  installJsonBody(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installConnectionDrain(app);
  // Before compression (registered in assemble): the CSP hashes the page's inline scripts as text.
  installSecurityHeaders(app, { frameAncestors: config.frameAncestors, hsts: config.hsts });
  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  try {
    await assemble(app, { ...options, clock }, metrics);
    return app;
  } catch (error) {
    await app.close(); // also closes a database opened by assemble
    throw error;
  }
}

/** Opens the database, builds the modules in dependency order and registers what they bring on `app`. */
async function assemble(
  app: FastifyInstance,
  {
    config,
    database,
    clock,
    integrations,
    payments: paymentsWiring = {},
    invoices: invoicesWiring = {},
  }: BuildAppOptions & { clock: Clock },
  metrics: Metrics,
) {
  const onPoolError = (err: Error) => app.log.error({ err }, 'idle database client failed');
  const onBackupError = (err: unknown) => app.log.error({ err }, 'backup channel failed');
  const db = database ?? (await openDatabase({ ...config, onPoolError, onBackupError }));
  if (!database) app.addHook('onClose', () => db.close());
  if (config.demo) await seedDemoBase(db.db);

  const dealersModule = createDealersModule({ db: db.db });
  const { dealers } = dealersModule.services;
  // Every operator write is audited (decision 082): installed on the operator scope below, before its routes.
  const auditModule = createAuditModule({ db: db.db, clock });
  app.decorate('auditedWrites', auditModule.writeRoutes);
  // One access-token cache for every WeChat API user (JS-SDK tickets, template messages): two would revoke each other.
  const wechatTokens = config.wechatTemplates.provider === 'wechat' ? config.wechatTemplates : config.wechatJsapi;
  const wechatApi = wechatTokens.provider === 'wechat' ? createWechatApi({ ...wechatTokens, clock }) : undefined;
  const basicModule = createBasicModule({
    db: db.db,
    clock,
    trail: auditModule.services.trail,
    limiter: createRateLimiter(db.db),
    config,
    ...(wechatApi ? { wechatApi } : {}),
  });
  const { basic, pictures, pictureReferences } = basicModule.services;
  // The dealer's menu flag: paying from the balance is offered.
  const balanceOffered = async (dealerId: string, within?: Db) =>
    offers(await basic.menuConfig(dealerId, within)).balance;
  app.decorate('pictures', pictures);
  const parkRecords = createParksRepository(db.db);
  const operatorsModule = createOperatorsModule({
    db: db.db,
    dealers,
    clock,
    trail: auditModule.services.trail,
    parksOfDealer: async (dealerId, parkIds) =>
      (await parkRecords.parksByIds([...parkIds])).filter((p) => p.dealerId === dealerId).map((p) => p.id),
  });
  installOperatorAuth(app, operatorsModule.services.operators);
  // Driver accounts: sessions and verification below, the driver records over them, logins on top.
  const sessionsModule = createSessionsModule({ db: db.db, clock, config });
  const { sessions } = sessionsModule.services;
  installDriverAuth(app, sessions);
  const verificationModule = createVerificationModule({
    db: db.db,
    clock,
    config,
    ...(integrations?.sms ? { sms: integrations.sms } : {}),
    ...(integrations?.challengeText ? { challengeText: integrations.challengeText } : {}),
  });
  const verification = verificationModule.services;
  const driverModule = createDriverModule({
    db: db.db,
    clock,
    sessions,
    verification,
    appNameOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appName,
    // The drivers desk (decision 088): audited full views, and the wallet's balance from the ledger.
    trail: auditModule.services.trail,
    walletFen: (dealerId, driverId) => ledgerOf(db.db).balance(dealerId, { kind: 'driverWallet', driverId }),
  });
  const { deletionRegistry } = driverModule.services;
  const { signIn } = config;
  const authModule = createAuthModule({
    clock,
    basic,
    sessions,
    verification,
    drivers: driverModule.services.drivers,
    // Sign-in calls only /sns/* with the user's own token: a client of its own shares no app access_token.
    oauth:
      integrations?.oauth ??
      (signIn.wechat.provider === 'wechat'
        ? createWechatOAuthProvider(signIn.wechat, createWechatApi({ ...signIn.wechat, clock }))
        : undefined),
    alipayOAuth:
      integrations?.alipayOAuth ?? (signIn.alipay ? createAlipayOAuthProvider(signIn.alipay, { clock }) : undefined),
  });
  if (!config.demo && config.sms.provider === 'outbox') {
    app.log.warn('SMS_PROVIDER is the development outbox and DEMO is off: verification codes reach nobody');
  }
  const vehiclesModule = createVehiclesModule({
    db: db.db,
    clock,
    pictures,
    log: app.log,
    pruneJobs: config.pruneJobs,
  });
  const vehicles = vehiclesModule.services;

  const parksModule = createParksModule({
    db: db.db,
    supportsBalance: balanceOffered,
    bagSpacesLeft: createMonthlyPlanSpaces(db.db, clock),
    sharingSlots: createSharingSlots(db.db, clock),
    now: () => clock.now(),
  });
  const { parks } = parksModule.services;
  // Coupons used on stays are priced by the fee engine and held by payment orders (decision 039); monthly plans cover
  // stays at the gate (isBagCar, no fee when covered; decision 037).
  const couponUse = createCouponUse();
  // Off-peak shares cover their windows the same way (decision 043).
  const coverage = firstCoverage(createMonthlyPlanCoverage(), createSharingCoverage());
  // A plate's approved benefit (special groups) discounts its stays where no coupon was used (decision 054).
  const discounts = firstDiscount(couponUse, createBenefitDiscounts());
  const pricer = createStayPricer({ db: db.db, coverage, discounts });
  // One PGlite process per data directory: its nonces are kept in memory, written in batches (docs/decisions).
  let nonces: NonceStore = createNonceStore(db.db);
  if (db.driver === 'pglite') {
    const buffered = await createBufferedNonceStore(db.db);
    // preClose: the last batch is written while the database is still open.
    app.addHook('preClose', () => buffered.close());
    nonces = buffered;
  }
  const publicityModule = createPublicityModule({ db: db.db, clock });
  const { publicity } = publicityModule.services;
  const paymentsModule = createPaymentsModule({
    db: db.db,
    clock,
    config: config.payments,
    port: config.port,
    pricer,
    parks,
    coupons: couponUse,
    balanceAllowed: balanceOffered,
    appNameOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appName,
    log: app.log,
    ...(paymentsWiring.providers ? { providerOverrides: paymentsWiring.providers } : {}),
    ...(paymentsWiring.sandboxDelivery === 'inject'
      ? {
          sandboxTransport: async ({ url, headers, body }) => {
            const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
            return { status: res.statusCode };
          },
        }
      : {}),
  });
  const { payments } = paymentsModule.services;
  app.decorate('payments', payments);
  const walletModule = createWalletModule({
    db: db.db,
    clock,
    config: config.payments,
    port: config.port,
    payments,
    plates: vehicles.plates,
    dealer: { name: async (dealerId) => (await dealers.resolve(dealerId)).name, balanceOffered },
    log: app.log,
  });
  const { wallet } = walletModule.services;
  app.decorate('wallet', wallet);
  // Periodic jobs run on pg-boss in the app's database, one run per interval across the nodes (decision 029).
  const queue = createJobQueue({ database: db, log: app.log, observe: metrics.jobRun });
  // Events across nodes: outbox rows, woken by NOTIFY (decision 033).
  const events = createEventBus({ database: db, queue, log: app.log });
  // Built before reservations: the reservations guarantee gives a coupon (decision 038).
  const couponsModule = createCouponsModule({
    db: db.db,
    clock,
    qrSecret: config.couponQrSecret,
    parks,
    pricer,
    bills: payments.bills,
    plates: vehicles.plates,
    driverByPhone: (dealerId, phone) => driverModule.services.drivers.findByPhone(dealerId, phone),
    payments,
    trail: auditModule.services.trail,
  });
  // Bookings and parking locks (decision 038): the gate's arrival hook makes a booked plate's booking its stay.
  const reservationsModule = await createBookingsModule({
    db: db.db,
    clock,
    config: config.locks,
    events,
    parks,
    discovery: parksModule.services.discovery,
    plates: vehicles.plates,
    purchases: payments.purchases,
    coupons: couponsModule.services.coupons.grants,
    driverByPhone: (dealerId, phone) => driverModule.services.drivers.findByPhone(dealerId, phone),
    userCentre: { account: driverModule.services.account, loginInfo: authModule.services.login.loginInfo },
    // The deposit is bought by the signed-in driver, with the request's idempotency key (decision 035).
    startPurchase: (req) => (input) => purchaseOpener(payments.orders)(req, input.payChannel).open(input),
    log: app.log,
    trail: auditModule.services.trail,
    devRoutes: mountsDevRoutes(config),
  });
  await installBookings(app, reservationsModule, config.locks.hookToken);
  const parkingModule = createParkingModule({
    db: db.db,
    clock,
    config,
    pricer,
    parks,
    dealers,
    vehicles,
    nonces,
    autoPay: wallet.autoPay.hook,
    arrivals: reservationsModule.services.bookings,
  });
  const { parkingPictures } = parkingModule.services;
  if (config.demo) await seedDemoActivity({ db: db.db, pictures: parkingPictures, pricer, clock }, config.demoHistory);
  // Devices' sockets held by this node, commands from any node (decision 034).
  const deviceLinksModule = createDeviceLinksModule({
    database: db,
    events,
    auth: { parks, nonces, clock },
    log: app.log,
    pruneJobs: config.pruneJobs,
  });
  app.decorate('deviceLinks', deviceLinksModule.services.links);
  // Chargers over OCPP, charging orders paid as purchases (decision 036).
  const chargingModule = createChargingModule({
    db: db.db,
    clock,
    events,
    payments,
    coupons: couponUse,
    plates: vehicles.plates,
    log: app.log,
    ocppBaseUrl: () => (config.payments.publicBaseUrl ?? `http://localhost:${config.port}`).replace(/^http/, 'ws'),
    sweepJobs: config.pruneJobs,
    metrics,
  });
  app.decorate('charging', chargingModule.services);
  // The operators' live board reads each park through its owners' ports (decision 085).
  const boardModule = createBoardModule({
    parks,
    activity: createParkActivity(db.db),
    locks: createLockHealth(db.db),
    chargers: createChargerHealth(db.db),
    links: createLinkHealth(db.db),
    clock,
    events,
    log: app.log,
  });
  app.decorate('boardHealth', boardModule.services.health);
  // Follows and their alerts; the service desk's answers alert drivers through them (decision 088, amended).
  const places = { discovery: parksModule.services.discovery, stations: chargingModule.services.stations };
  const followsModule = createFollowsModule({ db: db.db, clock, ...places });
  // The modules in dependency order (docs/decisions/024).
  const modules: ServerModule<unknown>[] = [
    createHealthModule({ database: db, queueRunning: () => queue.isRunning() }),
    dealersModule,
    basicModule,
    operatorsModule,
    sessionsModule,
    verificationModule,
    driverModule,
    authModule,
    vehiclesModule,
    publicityModule,
    parksModule,
    chargingModule,
    paymentsModule,
    walletModule,
    reservationsModule,
    parkingModule,
    createSupportModule({
      db: db.db,
      clock,
      stays: parkingModule.services.stayRefs,
      // Charging bills, occupation fees and plan payments that drivers appeal (decision 050).
      orders: { ...createChargingAppealRefs(db.db), ...createMonthlyPlanAppealRefs(db.db) },
      pictures,
      payments: paymentsModule.services.payments,
      log: app.log,
      // Appeals compensated with a coupon (decision 054).
      coupons: couponsModule.services.coupons.grants,
      // The service desk's SLA changes are audited; its queue is pushed over the outbox (decision 088).
      trail: auditModule.services.trail,
      events,
      alerts: followsModule.services.alerts, // an agent's answer alerts the driver (提醒, decision 088 amended)
    }),
    couponsModule,
    // Registration coupon, invite a friend, 金币计划 (decision 052): coupons of platform batches, given once.
    createRewardsModule({
      db: db.db,
      clock,
      coupons: couponsModule.services.coupons,
      captured: payments.captured,
      driverById: (dealerId, id) => driverModule.services.drivers.findById(dealerId, id),
      log: app.log,
    }),
    createApplicationsModule({ db: db.db, clock, plates: vehicles.plates, pictures }),
    followsModule,
    createInvoicesModule({
      db: db.db,
      clock,
      config: config.invoices,
      demo: config.demo,
      devRoutes: mountsDevRoutes(config),
      payments,
      log: app.log,
      limiter: createRateLimiter(db.db),
      ...invoicesWiring,
    }),
    createMonthlyPlansModule({
      db: db.db,
      clock,
      pictures,
      payments,
      sendReminder: (tx, notice) => writeOutboxNotice(tx, { ...notice, template: 'bagExpiry' }, clock.now()),
      ...(config.wechatTemplates.provider === 'wechat' && wechatApi
        ? {
            wechatReminders: createWechatReminders({
              messenger: createWechatTemplateMessenger({ api: wechatApi }),
              templateId: config.wechatTemplates.bagExpiryTemplateId,
              appIdOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appId,
              openidOf: async (driverId) =>
                (await driverModule.services.drivers.thirdIdsOf(driverId)).find((t) => t.thirdType === 'wechat')
                  ?.thirdId ?? null,
              log: app.log,
            }),
          }
        : {}),
      signNameOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appName,
      periodicJobs: config.pruneJobs,
    }),
    createSharingModule({ db: db.db, clock, payments, hasMonthlyPlan: createMonthlyPlanCheck(db.db) }),
    createJobsModule({ queue }),
    createPushesModule({ payments, events }),
    boardModule,
    deviceLinksModule,
    auditModule,
    // The console's stays and arrears desk (decision 091).
    createStaysDeskModule({
      db: db.db,
      clock,
      pricer,
      parks,
      pictures: parkingPictures,
      trail: auditModule.services.trail,
      signNameOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appName,
    }),
    createParkSetupModule({
      db: db.db,
      parksOf: createParksRepository,
      trail: auditModule.services.trail,
      links: deviceLinksModule.services.links,
    }),
    // The money desk's reports and reconciliation (decision 093).
    createReportsModule({ db: db.db, periodicJobs: config.payments.sweepIntervalMs > 0 }),
    createReconciliationModule({
      db: db.db,
      clock,
      trail: auditModule.services.trail,
      providers: payments.providers,
      log: app.log,
      periodicJobs: config.payments.sweepIntervalMs > 0,
      demo: config.demo,
      devRoutes: mountsDevRoutes(config),
    }),
    createRefundDeskModule({ db: db.db, clock, trail: auditModule.services.trail, payments, log: app.log }),
  ];
  // After the driver module's own rules (registered when it was built), in the order the modules are listed.
  for (const { checks = [], erasers = [] } of modules.map((module) => module.deletion ?? {})) {
    for (const check of checks) deletionRegistry.addCheck(check);
    for (const eraser of erasers) deletionRegistry.addEraser(eraser);
  }
  for (const module of modules) {
    for (const [name, finder] of Object.entries(module.pictureReferences ?? {})) pictureReferences.add(name, finder);
    // After requests in flight, before the database closes (onClose hooks run last-registered first).
    if (module.flush) app.addHook('onClose', module.flush);
  }
  // preClose runs before any onClose (the database's): no job round or sandbox delivery after the database is gone.
  app.addHook('preClose', async () => {
    await events.stop();
    await queue.stop();
    for (const module of [...modules].reverse()) await module.stop?.();
  });

  await queue.start([
    ...modules.flatMap((module) => module.jobs ?? []),
    noncePruneJob(nonces, clock, config.pruneJobs),
    { ...events.pruneJob, intervalMs: config.pruneJobs ? events.pruneJob.intervalMs : 0 },
  ]);
  app.decorate('jobs', queue);
  await events.start(modules.flatMap((module) => module.events ?? []));
  app.decorate('events', events);
  // Gauges read at scrape time: the modules' rows, the job queue, the outbox, this node's open streams.
  metrics.addGauges([
    ...modules.flatMap((module) => module.metrics ?? []),
    ...queue.gauges(),
    ...events.gauges(),
    sseClientsGauge,
  ]);
  serveMetrics(app, metrics, config.observability.metricsToken);

  await app.register(compress, { threshold: 1024 });

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      installRequestPayload(api, { clock, nonces, routes: apiRoutes });
      installWellFormedText(api);
      api.setNotFoundHandler(apiNotFound);
      for (const register of mountsOf(modules, 'open')) await register(api);
      // Driver endpoints: req.dealer is resolved from the payload's driverDealerId.
      await api.register(async (driverApi) => {
        installTenancy(driverApi, dealers);
        for (const register of mountsOf(modules, 'driver')) await register(driverApi);
      });
      // Operator endpoints: identity and dealer come from the operator's token (requireOperator).
      await api.register(
        async (operatorApi) => {
          auditModule.installAudit(operatorApi);
          for (const register of mountsOf(modules, 'operator')) await register(operatorApi);
        },
        { prefix: OPERATOR_API_BASE },
      );
    },
    { prefix: API_BASE },
  );

  await serveConsoleApp(app, config.consoleDist);
  await serveWebApp(app, config.webDist, createFirstScreen({ basic, publicity, dealers }));
}
