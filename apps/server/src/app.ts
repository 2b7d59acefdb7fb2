import path from 'node:path';
import compress from '@fastify/compress';
import { API_BASE, DEVICE_API_BASE } from '@parking/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemo } from './db/seed';
import { createLocalDiskStorage } from './integrations/storage';
import { loggerOptions, REQUEST_ID_HEADER, requestIdOf } from './logger';
import {
  basicOperatorRoutes,
  basicRoutes,
  createBasicRepository,
  createBasicService,
  createPicturesService,
  pictureFileRoutes,
  PICTURES_PATH,
} from './modules/basic';
import {
  authRoutes,
  createLoginService,
  createSessionsRepository,
  createSessionsService,
  installDriverAuth,
} from './modules/auth';
import { createDealersRepository, createDealersService } from './modules/dealers';
import {
  createDeviceEventsService,
  createParkingPictures,
  createPlateLookupService,
  createStayPricer,
  createStaysRepository,
  deviceRoutes,
  parkingPictureFileRoutes,
  plateLookupRoutes,
} from './modules/parking';
import { createParksRepository } from './modules/parks';
import { createDriversRepository, driverRoutes } from './modules/driver';
import { healthRoutes } from './modules/health/health.routes';
import {
  createOperatorsRepository,
  createOperatorsService,
  installOperatorAuth,
  operatorRoutes,
} from './modules/operators';
import {
  createVehicles,
  plateHistoryRoutes,
  searchRecorder,
  vehicleOperatorRoutes,
  vehicleRoutes,
} from './modules/vehicles';
import { apiNotFound, installErrorHandler } from './plugins/errors';
import { createNonceStore } from './plugins/nonce-store';
import { installRequestPayload, type ApiRoute } from './plugins/request-payload';
import { installTenancy } from './plugins/tenancy';
import { serveWebApp } from './plugins/web-app';
import { installZodMessages } from './plugins/zod-messages';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database owned by the caller; when omitted, one is opened from config and closed with the app. */
  database?: Database;
  clock?: Clock;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
}

/** Builds the whole server: plugins, modules and the web app, ready to `listen` or `inject`. */
export async function buildApp({ config, database, clock = systemClock, logStream }: BuildAppOptions) {
  installZodMessages();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  try {
    await assemble(app, config, clock, database);
    return app;
  } catch (error) {
    await app.close(); // also closes a database opened by assemble
    throw error;
  }
}

async function assemble(app: FastifyInstance, config: Config, clock: Clock, database: Database | undefined) {
  const onPoolError = (err: Error) => app.log.error({ err }, 'idle database client failed');
  const db = database ?? (await openDatabase({ ...config, onPoolError }));
  if (!database) app.addHook('onClose', () => db.close());
  if (config.demo) await seedDemo(db.db);

  const dealers = createDealersService(createDealersRepository(db.db));
  const basic = createBasicService({ repo: createBasicRepository(db.db), clock, mapKeys: config.mapKeys });
  const pictures = createPicturesService({
    storage: createLocalDiskStorage(config.uploadDir, `${API_BASE}${PICTURES_PATH}`),
    maxBytes: config.uploadMaxBytes,
  });
  const operators = createOperatorsService({ repo: createOperatorsRepository(db.db), dealers, clock });
  installOperatorAuth(app, operators);
  const sessions = createSessionsService({
    repo: createSessionsRepository(db.db),
    clock,
    policy: {
      accessTtlMs: config.tokenTtl.accessSeconds * 1000,
      refreshTtlMs: config.tokenTtl.refreshSeconds * 1000,
    },
  });
  installDriverAuth(app, sessions);
  const driversRepo = createDriversRepository(db.db);
  const login = createLoginService({ drivers: driversRepo, sessions, clock });
  const vehicles = createVehicles({ db: db.db, clock, pictures });

  const parks = createParksRepository(db.db);
  const pricer = createStayPricer({ db: db.db });
  const parkingPictures = createParkingPictures({
    // Its own folder: the public picture route reads only 32-hex keys at the top of uploadDir, never below it.
    storage: createLocalDiskStorage(path.join(config.uploadDir, 'parking-pictures'), ''),
    secret: config.parkingPictureSecret,
  });
  const deviceEvents = createDeviceEventsService({ db: db.db, parks, pricer, pictures: parkingPictures, clock });
  const plateLookup = createPlateLookupService({ stays: createStaysRepository(db.db), pricer, clock });
  const nonces = createNonceStore(db.db);

  await app.register(compress, { threshold: 1024 });

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      installRequestPayload(api, { clock, nonces, routes: apiRoutes });
      api.setNotFoundHandler(apiNotFound);
      await api.register(healthRoutes, { ping: db.ping });
      await api.register(pictureFileRoutes, { pictures });
      await api.register(parkingPictureFileRoutes, { pictures: parkingPictures, clock });
      // Device endpoints: identity from the device's signature, never from a driver payload.
      await api.register(deviceRoutes, { prefix: DEVICE_API_BASE, events: deviceEvents, parks, nonces, clock });
      // Driver endpoints: req.dealer is resolved from the payload's driverDealerId.
      await api.register(async (driverApi) => {
        installTenancy(driverApi, dealers);
        await driverApi.register(basicRoutes, { basic, pictures, maxBytes: config.uploadMaxBytes });
        await driverApi.register(plateLookupRoutes, {
          lookup: plateLookup,
          dealers,
          searches: searchRecorder(vehicles.history),
        });
        await driverApi.register(authRoutes, { login, sessions });
        await driverApi.register(driverRoutes);
        await driverApi.register(vehicleRoutes, vehicles);
        await driverApi.register(plateHistoryRoutes, vehicles);
      });
      // Operator endpoints: identity and dealer come from the operator's token (requireOperator).
      await api.register(
        async (operatorApi) => {
          await operatorApi.register(operatorRoutes, { operators });
          await operatorApi.register(basicOperatorRoutes, { basic });
          await operatorApi.register(vehicleOperatorRoutes, vehicles);
        },
        { prefix: '/operator/v1' },
      );
    },
    { prefix: API_BASE },
  );

  await serveWebApp(app, config.webDist);
}
