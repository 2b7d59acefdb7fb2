import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodePayload, OperatorOps, RequestHeader, type OperatorRole } from '@parking/contracts';
import { buildApp, type BuildAppOptions } from '../src/app';
import { IN_MEMORY, type Config } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { createOperatorsRepository, ensureOperator } from '../src/modules/operators';
import type { AccountIntegrations } from '../src/modules/auth';
import { testClock, type TestClock } from './test-clock';
import { openTestDatabase } from './test-database';
import { call } from './call';

export interface TestAppOptions {
  /** The app's clock (default: stopped at 2026-06-01 10:00 Shanghai time). */
  clock?: TestClock;
  /** Payment provider wiring (sandbox deliveries go through app.inject unless told otherwise). */
  payments?: BuildAppOptions['payments'];
  /** Seed the demo dealers (杭州 330100 default, 苏州 320500); default true. */
  demo?: boolean;
  config?: Partial<Config>;
  /** Outside services to replace (SMS, OAuth); picture challenges always read TEST_CHALLENGE_ANSWER. */
  integrations?: Partial<AccountIntegrations>;
  /** Invoice wiring: the Nuonuo adapter on its fake, a mailer on a local SMTP fake. */
  invoices?: BuildAppOptions['invoices'];
  /** Another node on this app's database (it stays open when this app closes). */
  sameDatabaseAs?: { database: Database };
}

/** The text of every picture challenge in tests, so a test can answer one the way a person reads it. */
export const TEST_CHALLENGE_ANSWER = 'K7PX';

export const randomNonce = () => randomBytes(16).toString('hex');

/** One app on a fresh database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL), its clock and its logs. */
export async function buildTestApp({
  demo = true,
  config: overrides = {},
  integrations = {},
  payments,
  invoices,
  clock = testClock(),
  sameDatabaseAs,
}: TestAppOptions = {}) {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'parking-test-uploads-'));
  const { database, dispose } = sameDatabaseAs
    ? { database: sameDatabaseAs.database, dispose: async () => {} }
    : await openTestDatabase();
  const logs: string[] = [];
  const config: Config = {
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: IN_MEMORY,
    databaseUrl: undefined,
    demo,
    demoChargers: false,
    // The demo's payment history would be in every test's ledger: a test that wants it seeds it (seedPaymentHistoryDemo).
    demoHistory: false,
    logLevel: 'error',
    webDist: path.join(uploadDir, 'no-web-build'),
    consoleDist: path.join(uploadDir, 'no-console-build'),
    uploadDir,
    uploadMaxBytes: 64 * 1024,
    uploadDailyBytes: 50 * 1024 * 1024,
    // Tests run the pictures sweep themselves (app.pictures.sweep) with the test clock.
    uploadSweepIntervalMs: 0,
    // Tests run the clean-ups themselves (app.jobs.runNow) with the test clock.
    pruneJobs: false,
    parkingPictureSecret: 'test-parking-picture-secret-0123456789',
    couponQrSecret: 'coupon-qr-test-secret-'.padEnd(40, 'x'),
    mapKeys: { amap: undefined, baidu: undefined },
    trustProxy: false,
    frameAncestors: [],
    hsts: false,
    tokenTtl: { accessSeconds: 30 * 60, refreshSeconds: 30 * 86_400 },
    sms: { provider: 'outbox' },
    wechatJsapi: { provider: 'sandbox' },
    wechatTemplates: { provider: 'off' },
    signIn: { wechat: { provider: 'sandbox' }, alipay: undefined },
    generatedSecrets: [],
    payments: {
      publicBaseUrl: undefined,
      orderTtlSeconds: 900,
      // Tests run the sweeper themselves (app.payments.sweep) with the test clock.
      sweepIntervalMs: 0,
      sandbox: {
        enabled: true,
        secret: 'test-sandbox-secret-0123456789',
        notifyDelayMs: 0,
        notifyFailureRate: 0,
        notifyDuplicates: 0,
      },
      wechatpay: undefined,
      alipay: undefined,
      agreements: { wechatpay: undefined, alipay: undefined },
    },
    // Tests sweep bookings themselves; a short ACK wait keeps the lock tests quick.
    locks: {
      mqttUrl: undefined,
      listen: undefined,
      brokerSecret: 'test-lock-broker-secret-0123456789abcdef',
      hookToken: 'test-lock-broker-hook-token-0123456789abcdef',
      ackTimeoutMs: 300,
      autoRaiseMs: 0,
      simulate: false,
      sweepIntervalMs: 0,
    },
    invoices: {
      provider: { name: 'sandbox' },
      // Tests run the chasing round themselves.
      sweepIntervalMs: 0,
      mail: { transport: 'outbox', from: 'test <invoice@test.local>' },
      linkSecret: 'test-invoice-link-secret-0123456789abcdef',
    },
    observability: { metricsToken: undefined, otlpEndpoint: undefined, serviceName: 'parking-server-test' },
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    clock,
    logStream: { write: (line: string) => logs.push(line) },
    integrations: { challengeText: () => TEST_CHALLENGE_ANSWER, ...integrations },
    payments: { sandboxDelivery: 'inject', ...payments },
    ...(invoices ? { invoices } : {}),
  });

  /** Headers a driver's app sends: the encoded payload (fresh nonce, the test clock's time) for a dealer. */
  const driverHeaders = (
    payload: { dealerId?: string; nonce?: string; timestamp?: number; authModel?: 0 | 1 } = {},
  ) => ({
    [RequestHeader.PAYLOAD]: encodePayload({
      nonce: payload.nonce ?? randomNonce(),
      timestamp: payload.timestamp ?? clock.now().getTime(),
      authModel: payload.authModel ?? 0,
      ...(payload.dealerId ? { driverDealerId: payload.dealerId } : {}),
    }),
  });

  return {
    app,
    database,
    db: database.db as Db,
    clock: clock as TestClock,
    logs,
    config,
    driverHeaders,
    async close() {
      await app.close();
      await dispose();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Creates an operator and logs in; returns the bearer headers. */
export async function loggedInOperator(
  t: TestApp,
  {
    dealerId = '330100',
    username = `op${randomBytes(3).toString('hex')}`,
    roles = [] as OperatorRole[],
    parkIds = [] as string[],
    password = 'secret-pass-1',
  } = {},
): Promise<{ authorization: string }> {
  await ensureOperator(createOperatorsRepository(t.db), {
    dealerId,
    username,
    displayName: username,
    password,
    roles,
    parkIds,
  });
  const res = await call(t, OperatorOps.login, { body: { dealerId, username, password } });
  const token = res.body.data!.token;
  return { authorization: `Bearer ${token}` };
}
