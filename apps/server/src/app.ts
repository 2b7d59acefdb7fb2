import compress from '@fastify/compress';
import { API_BASE, OPERATOR_API_BASE } from '@parking/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { seedDemoActivity, seedDemoBase } from './demo';
import { loggerOptions, REQUEST_ID_HEADER, requestIdOf } from './logger';
import { assertSafeToDeploy } from './deployment';
import { createEventBus, type EventBus } from './events/bus';
import { createWechatApi } from './integrations/wechat';
import { createJobQueue, type JobQueue } from './jobs/queue';
import type { ModuleDeps } from './kernel/deps';
import { mountsOf, type ModuleRoutes, type ServerModule } from './kernel/module';
import { createApplicationsModule, createBenefitDiscounts } from './modules/applications';
import { createAuditModule } from './modules/audit';
import { createAuthModule, type AccountIntegrations } from './modules/auth';
import { createMonthlyPlanCoverage, createMonthlyPlansModule, createMonthlyPlanSpaces } from './modules/monthly-plans';
import { createBasicModule } from './modules/basic';
import { createBoardModule } from './modules/board';
import { createChargingModule } from './modules/charging';
import { createCouponsModule, createCouponUse } from './modules/coupons';
import { createDealersModule } from './modules/dealers';
import { createDeviceLinksModule } from './modules/device-links';
import { createDriverModule } from './modules/driver';
import { createFollowsModule } from './modules/follows';
import { createHealthModule } from './modules/health';
import { createInvoicesModule, type InvoicesTesting } from './modules/invoices';
import { createJobsModule } from './modules/jobs';
import { createOperatorsModule } from './modules/operators';
import { createParkSetupModule } from './modules/park-setup';
import { createParkingModule, createStayPricer, firstDiscount } from './modules/parking';
import { createParksModule, createParksRepository } from './modules/parks';
import {
  createPaymentsModule,
  createRefundDeskModule,
  type PaymentsDeps,
  type PaymentsTesting,
} from './modules/payments';
import { createPublicityModule } from './modules/publicity';
import { createPushesModule } from './modules/pushes';
import { createReconciliationModule } from './modules/reconciliation';
import { createReportsModule } from './modules/reports';
import { createBookingsModule } from './modules/bookings';
import { createRewardsModule } from './modules/rewards';
import { createSessionsModule } from './modules/sessions';
import { createSharingCoverage, createSharingModule, createSharingSlots, firstCoverage } from './modules/sharing';
import { createStaysDeskModule } from './modules/stays-desk';
import { createSupportModule } from './modules/support';
import { createVehiclesModule } from './modules/vehicles';
import { createVerificationModule } from './modules/verification';
import { createWalletModule } from './modules/wallet';
import { createMetrics, type Metrics } from './observability/metrics';
import { installConnectionDrain } from './plugins/connection-drain';
import { serveConsoleApp } from './plugins/console-app';
import { answerFrameworkError, apiNotFound, installErrorHandler } from './plugins/errors';
import { createFirstScreen } from './plugins/first-screen';
import { API_BODY_LIMIT, installJsonBody } from './plugins/json-body';
import { serveMetrics } from './plugins/metrics-endpoint';
import { createBufferedNonceStore, createNonceStore, type NonceStore } from './plugins/nonce-store';
import { installRequestObservation } from './plugins/observe-requests';
import { installRequestPayload, noncePruneJob, type ApiRoute } from './plugins/request-payload';
import { installSecurityHeaders } from './plugins/security-headers';
import { sseClientsGauge } from './plugins/sse';
import { serveWebApp } from './plugins/web-app';
import { installWellFormedText } from './plugins/well-formed-text';
import { installZodMessages } from './plugins/zod-messages';

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
  invoices?: InvoicesTesting;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (tests look at its queues). */
    jobs: JobQueue;
    /** Events across nodes (the live pushes subscribe to it). */
    events: EventBus;
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
  // Before compression (registered in serveModules): the CSP hashes the page's inline scripts as text.
  installSecurityHeaders(app, { frameAncestors: config.frameAncestors, hsts: config.hsts });
  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  try {
    const deps = await openDeps(app, { ...options, clock }, metrics);
    if (config.demo) await seedDemoBase(deps.db);
    // One PGlite process per data directory: its nonces are kept in memory, written in batches (docs/decisions).
    let nonces: NonceStore = createNonceStore(deps.db);
    if (deps.database.driver === 'pglite') {
      const buffered = await createBufferedNonceStore(deps.db);
      // preClose: the last batch is written while the database is still open.
      app.addHook('preClose', () => buffered.close());
      nonces = buffered;
    }
    const { modules, firstScreen } = await assemble(deps, {
      nonces,
      integrations: options.integrations ?? {},
      payments: paymentsTesting(app, options.payments),
      invoices: options.invoices ?? {},
    });
    await startModules(app, deps, modules, nonces);
    await serveModules(app, deps, modules, nonces);
    await serveConsoleApp(app, config.consoleDist);
    await serveWebApp(app, config.webDist, createFirstScreen(firstScreen));
    return app;
  } catch (error) {
    await app.close(); // also closes a database opened by openDeps
    throw error;
  }
}

/** The database (opened from config unless given), the job queue and the event bus: what every module is given. */
async function openDeps(
  app: FastifyInstance,
  { config, database, clock }: BuildAppOptions & { clock: Clock },
  metrics: Metrics,
): Promise<ModuleDeps> {
  const onPoolError = (err: Error) => app.log.error({ err }, 'idle database client failed');
  const onBackupError = (err: unknown) => app.log.error({ err }, 'backup channel failed');
  const db: Database = database ?? (await openDatabase({ ...config, onPoolError, onBackupError }));
  if (!database) app.addHook('onClose', () => db.close());
  // Periodic jobs run on pg-boss in the app's database, one run per interval across the nodes (decision 029).
  const queue = createJobQueue({ database: db, log: app.log, observe: metrics.jobRun });
  // Events across nodes: outbox rows, woken by NOTIFY (decision 033).
  const events = createEventBus({ database: db, queue, log: app.log });
  // One access-token cache for every WeChat API user (JS-SDK tickets, template messages): two would revoke each other.
  const wechatTokens = config.wechatTemplates.provider === 'wechat' ? config.wechatTemplates : config.wechatJsapi;
  const wechatApi = wechatTokens.provider === 'wechat' ? createWechatApi({ ...wechatTokens, clock }) : undefined;
  return { config, db: db.db, database: db, clock, log: app.log, queue, events, metrics, wechatApi };
}

/** buildApp's test wiring of the payment providers, as the payments module takes it. */
function paymentsTesting(
  app: FastifyInstance,
  { sandboxDelivery, providers }: NonNullable<BuildAppOptions['payments']> = {},
): PaymentsTesting {
  return {
    ...(providers ? { providerOverrides: providers } : {}),
    ...(sandboxDelivery === 'inject'
      ? {
          sandboxTransport: async ({ url, headers, body }) => {
            const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
            return { status: res.statusCode };
          },
        }
      : {}),
  };
}

/**
 * The fee engine's ports, built on the database alone: monthly plans and off-peak shares cover stays at the gate
 * (decisions 037, 043); coupons, held by payment orders, and a plate's approved benefit where no coupon was used
 * discount them (039, 054). Payments prices bills with it before the modules that cover or discount exist.
 */
function stayPricing(db: Db) {
  const coupons = createCouponUse();
  const coverage = firstCoverage(createMonthlyPlanCoverage(), createSharingCoverage());
  const discounts = firstDiscount(coupons, createBenefitDiscounts());
  return { pricer: createStayPricer({ db, coverage, discounts }), coupons };
}

/** What buildApp hands the modules besides their deps: the device nonces and the tests' replacements. */
interface AssembleOptions {
  nonces: NonceStore;
  integrations: Partial<AccountIntegrations>;
  payments: PaymentsTesting;
  invoices: InvoicesTesting;
}

/**
 * The modules, each built from the app's deps and the earlier modules it names (decision 097), in the
 * order they are created; the list returned is the order they are registered in (docs/decisions/024).
 */
async function assemble(deps: ModuleDeps, options: AssembleOptions) {
  const { db, clock, config } = deps;
  const { nonces } = options;
  const dealers = createDealersModule(deps);
  const audit = createAuditModule(deps);
  const basic = createBasicModule(deps, { audit });
  // Discovery shows the spaces left of monthly plans and off-peak shares, read on the database alone.
  const spaces = { bagSpacesLeft: createMonthlyPlanSpaces(db, clock), sharingSlots: createSharingSlots(db, clock) };
  const parks = createParksModule(deps, { basic }, spaces);
  const operators = createOperatorsModule(deps, { dealers, audit, parks });
  // Driver accounts: sessions and verification below, the driver records over them, logins on top.
  const sessions = createSessionsModule(deps);
  const verification = createVerificationModule(deps, options.integrations);
  const driver = createDriverModule(deps, { sessions, verification, basic, audit });
  const auth = createAuthModule(deps, { basic, sessions, verification, driver }, options.integrations);
  const vehicles = createVehiclesModule(deps, { basic });
  const pricing = stayPricing(db);
  const publicity = createPublicityModule(deps);
  const payments = createPaymentsModule(deps, { basic, parks, pricing }, options.payments);
  const wallet = createWalletModule(deps, { payments, vehicles, dealers, basic });
  // Before reservations: the reservations guarantee gives a coupon (decision 038).
  const coupons = createCouponsModule(deps, { parks, pricing, payments, vehicles, driver, audit });
  const reservations = await createBookingsModule(deps, {
    parks,
    vehicles,
    payments,
    coupons,
    driver,
    auth,
    audit,
  });
  const parking = createParkingModule(deps, { pricing, parks, dealers, vehicles, wallet, reservations, nonces });
  if (config.demo) {
    const demo = { db, pictures: parking.services.parkingPictures, pricer: pricing.pricer, clock };
    await seedDemoActivity(demo, config.demoHistory);
  }
  const deviceLinks = createDeviceLinksModule(deps, { parks, nonces });
  const charging = createChargingModule(deps, { payments, pricing, vehicles });
  const board = createBoardModule(deps, { parks });
  const follows = createFollowsModule(deps, { parks, charging });
  const health = createHealthModule(deps);
  const support = createSupportModule(deps, { parking, basic, payments, coupons, audit, follows });
  // Registration coupon, invite a friend, 金币计划 (decision 052): coupons of platform batches, given once.
  const rewards = createRewardsModule(deps, { coupons, payments, driver });
  const applications = createApplicationsModule(deps, { vehicles, basic });
  const invoices = createInvoicesModule(deps, { payments }, options.invoices);
  const monthlyPlans = createMonthlyPlansModule(deps, { basic, payments, driver });
  const sharing = createSharingModule(deps, { payments });
  const jobs = createJobsModule(deps);
  const pushes = createPushesModule(deps, { payments });
  // The console's stays and arrears desk (decision 091), the parks' setup (issue 39).
  const staysDesk = createStaysDeskModule(deps, { pricing, parks, parking, audit, basic });
  const parkSetup = createParkSetupModule(deps, { audit, deviceLinks, parksOf: createParksRepository });
  // The money desk's reports, reconciliation and refunds (decisions 092, 093).
  const reports = createReportsModule(deps);
  const reconciliation = createReconciliationModule(deps, { audit, payments });
  const refundDesk = createRefundDeskModule(deps, { audit, payments });
  const modules: ServerModule<unknown>[] = [
    health,
    dealers,
    basic,
    operators,
    sessions,
    verification,
    driver,
    auth,
    vehicles,
    publicity,
    parks,
    charging,
    payments,
    wallet,
    reservations,
    parking,
    support,
    coupons,
    rewards,
    applications,
    follows,
    invoices,
    monthlyPlans,
    sharing,
    jobs,
    pushes,
    board,
    deviceLinks,
    audit,
    staysDesk,
    parkSetup,
    reports,
    reconciliation,
    refundDesk,
  ];
  const firstScreen = {
    basic: basic.services.basic,
    publicity: publicity.services.publicity,
    dealers: dealers.services.dealers,
  };
  return { modules, firstScreen };
}

/**
 * What the modules put on the app (decorators, handles), what they gather from each other (deletion rules, pictures'
 * references), their close hooks, and the job queue and event bus started with their jobs and handlers.
 */
async function startModules(
  app: FastifyInstance,
  { queue, events, metrics, config, clock }: ModuleDeps,
  modules: readonly ServerModule<unknown>[],
  nonces: NonceStore,
) {
  for (const module of modules) await module.install?.(app);
  for (const module of modules) module.gather?.(modules);
  // After requests in flight, before the database closes (onClose hooks run last-registered first).
  for (const module of modules) if (module.flush) app.addHook('onClose', module.flush);
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
}

/** The modules' routes under /api, in their zones: open, driver (tenancy), operator (/operator/v1, audited). */
async function serveModules(
  app: FastifyInstance,
  { clock }: ModuleDeps,
  modules: readonly ServerModule<unknown>[],
  nonces: NonceStore,
) {
  await app.register(compress, { threshold: 1024 });
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  /** A zone's scope: the modules' hooks for it first (in their order), then their routes. */
  const zone = (name: keyof ModuleRoutes) => async (scope: FastifyInstance) => {
    for (const module of modules) module.scopes?.[name]?.(scope);
    for (const register of mountsOf(modules, name)) await register(scope);
  };
  await app.register(
    async (api) => {
      installRequestPayload(api, { clock, nonces, routes: apiRoutes });
      installWellFormedText(api);
      api.setNotFoundHandler(apiNotFound);
      await zone('open')(api);
      // Driver endpoints: req.dealer is resolved from the payload's driverDealerId (the dealers module's hook).
      await api.register(zone('driver'));
      // Operator endpoints: identity and dealer come from the operator's token (requireOperator).
      await api.register(zone('operator'), { prefix: OPERATOR_API_BASE });
    },
    { prefix: API_BASE },
  );
}
