import {
  DevOps,
  InvoiceDevOps,
  ReservationDevOps,
  SandboxCheckoutOps,
  SandboxContractOps,
  SandboxOAuthOps,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { urlOf } from '../test/call';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { integrationsOf, productionProblems } from './deployment';
import { startEmbeddedBroker, type EmbeddedBroker } from './integrations/mqtt/embedded-broker';

const SECRET = 'x'.repeat(32);
/** Everything set for production: no provider is contacted at start, so addresses need not answer. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATA_DIR: './data-prod',
  PARKING_PICTURE_SECRET: SECRET,
  COUPON_QR_SECRET: SECRET,
  INVOICE_LINK_SECRET: SECRET,
  PAY_SANDBOX: '0',
  WECHAT_MP_SECRETS: 'wx5f2c8a9d31e6b074:mp-secret',
  WECHAT_OAUTH_PROVIDER: 'wechat',
  WECHAT_JSAPI_PROVIDER: 'wechat',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '畅行停车',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  INVOICE_PROVIDER: 'nuonuo',
  NUONUO_APP_KEY: 'k',
  NUONUO_APP_SECRET: 's',
  NUONUO_USER_TAX: '339901999999142',
  INVOICE_MAIL: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LOCK_MQTT_URL: 'mqtt://127.0.0.1:1883',
  LOCK_MQTT_SECRET: 'm'.repeat(32),
};
const problemsOf = (env: Record<string, string | undefined>) => productionProblems(loadConfig(env));
const without = (name: keyof typeof PRODUCTION_ENV) => ({ ...PRODUCTION_ENV, [name]: undefined });

describe('productionProblems: what production refuses', () => {
  it.each<[string, Record<string, string | undefined>, string[]]>([
    ['everything real and shared', PRODUCTION_ENV, []],
    ['not production', { ...PRODUCTION_ENV, NODE_ENV: undefined, PAY_SANDBOX: '1' }, []],
    ['the demo on a production build', { ...PRODUCTION_ENV, DEMO: '1', PAY_SANDBOX: '1', SMS_PROVIDER: 'outbox' }, []],
    ['the sign-in sandbox', without('WECHAT_OAUTH_PROVIDER'), ['WeChat sign-in: sandbox']],
    [
      'the payment sandbox (and its secret)',
      { ...PRODUCTION_ENV, PAY_SANDBOX: '1' },
      ['payment sandbox: sandbox', 'auto-pay agreements: sandbox', 'SANDBOX_SECRET: missing'],
    ],
    ['the JS-SDK sandbox', without('WECHAT_JSAPI_PROVIDER'), ['WeChat JS-SDK signing: sandbox']],
    ['the SMS outbox', { ...PRODUCTION_ENV, SMS_PROVIDER: 'outbox' }, ['SMS: stand-in']],
    ['the invoice sandbox', without('INVOICE_PROVIDER'), ['invoice provider: sandbox']],
    ['the mail outbox', without('INVOICE_MAIL'), ['invoice mail: stand-in']],
    ['the in-process MQTT broker', without('LOCK_MQTT_URL'), ['lock MQTT broker: stand-in']],
    [
      'the embedded broker open to gateways',
      { ...PRODUCTION_ENV, LOCK_MQTT_URL: undefined, LOCK_MQTT_LISTEN: '0.0.0.0:1883' },
      [],
    ],
    ['an external broker without a shared secret', without('LOCK_MQTT_SECRET'), ['LOCK_MQTT_SECRET: missing']],
    ['the lock simulator', { ...PRODUCTION_ENV, LOCK_SIMULATOR: '1' }, ['lock gateway simulator: stand-in']],
    ['an in-memory database', { ...PRODUCTION_ENV, DATA_DIR: 'memory://' }, ['database: stand-in']],
    ['a picture secret per start', without('PARKING_PICTURE_SECRET'), ['PARKING_PICTURE_SECRET: missing']],
    ['a coupon QR secret per start', without('COUPON_QR_SECRET'), ['COUPON_QR_SECRET: missing']],
    ['an invoice link secret per start', without('INVOICE_LINK_SECRET'), ['INVOICE_LINK_SECRET: missing']],
  ])('%s', (_, env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, i) => expect(problems[i]!.trim().startsWith(start)).toBe(true));
  });

  it('auto-pay agreements: real where configured, the sandbox’s for a wallet without them while it runs', () => {
    const real = {
      ...PRODUCTION_ENV,
      PUBLIC_BASE_URL: 'https://park.example.com',
      WECHATPAY_MCH_ID: '1900000109',
      WECHATPAY_APP_ID: 'wx8888888888888888',
      WECHATPAY_API_V3_KEY: 'v'.repeat(32),
      WECHATPAY_PRIVATE_KEY: 'pem',
      WECHATPAY_CERT_SERIAL: '3775B6A45ACD588826D15E583A95F5DD3A6F0000',
      WECHATPAY_PUBLIC_KEY: 'pem',
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000001092025010100000000000001',
      WECHATPAY_PAPAY_PLAN_ID: '12535',
      WECHATPAY_API_V2_KEY: 'k'.repeat(32),
      ALIPAY_APP_ID: '2021000117600000',
      ALIPAY_PRIVATE_KEY: 'key',
      ALIPAY_PUBLIC_KEY: 'key',
      ALIPAY_AGREEMENT_SIGN_SCENE: 'INDUSTRY|PARKING',
    };
    const row = (env: Record<string, string | undefined>) =>
      integrationsOf(loadConfig(env)).find((i) => i.name === 'auto-pay agreements')!;
    expect(row(real)).toMatchObject({ mode: 'real', detail: expect.stringContaining('plan 12535') });
    expect(problemsOf(real)).toEqual([]);
    expect(row(PRODUCTION_ENV)).toMatchObject({ mode: 'off' });
    const halfSandbox = { ...real, PAY_SANDBOX: '1', SANDBOX_SECRET: SECRET, ALIPAY_AGREEMENT_SIGN_SCENE: undefined };
    expect(row(halfSandbox)).toMatchObject({
      mode: 'sandbox',
      fix: expect.stringContaining('ALIPAY_AGREEMENT_SIGN_SCENE'),
    });
    expect(problemsOf(halfSandbox).map((line) => line.trim().split(':')[0])).toEqual([
      'payment sandbox',
      'auto-pay agreements',
    ]);
  });

  it('lists every missing or sandboxed piece at once for a bare NODE_ENV=production', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((line) => line.trim().split(':')[0])).toEqual([
      'WeChat sign-in',
      'payment sandbox',
      'auto-pay agreements',
      'WeChat JS-SDK signing',
      'SMS',
      'invoice provider',
      'invoice mail',
      'lock MQTT broker',
      'PARKING_PICTURE_SECRET',
      'COUPON_QR_SECRET',
      'INVOICE_LINK_SECRET',
      'SANDBOX_SECRET',
    ]);
  });

  it('shows metrics and traces in the start table, off until configured, and refuses neither', () => {
    const modes = (env: Record<string, string | undefined>) =>
      integrationsOf(loadConfig(env))
        .filter((i) => i.name === 'metrics' || i.name === 'traces')
        .map((i) => `${i.name}: ${i.mode} — ${i.detail}`);
    expect(modes(PRODUCTION_ENV)).toEqual([
      'metrics: off — GET /metrics answers 404 (set METRICS_TOKEN)',
      'traces: off — not exported (set OTEL_EXPORTER_OTLP_ENDPOINT)',
    ]);
    const observed = {
      ...PRODUCTION_ENV,
      METRICS_TOKEN: 'm'.repeat(24),
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318',
    };
    expect(modes(observed)).toEqual([
      'metrics: real — GET /metrics with the METRICS_TOKEN bearer token',
      'traces: real — OTLP/HTTP to otel:4318',
    ]);
    expect(problemsOf(observed)).toEqual([]);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('refuses to start with one error naming them, before anything is opened', async () => {
    const error = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^Refusing to start: NODE_ENV=production/);
    for (const name of ['WeChat sign-in', 'payment sandbox', 'lock MQTT broker', 'COUPON_QR_SECRET']) {
      expect((error as Error).message).toContain(`  ${name}:`);
    }
  });
});

describe('in production, the sandbox and development routes are not mounted', () => {
  let t: TestApp;
  let broker: EmbeddedBroker;
  beforeAll(async () => {
    broker = await startEmbeddedBroker();
    const production = loadConfig({ ...PRODUCTION_ENV, LOCK_MQTT_URL: broker.url });
    const config: Partial<Config> = {
      production: true,
      dataDir: production.dataDir,
      signIn: production.signIn,
      wechatJsapi: production.wechatJsapi,
      sms: production.sms,
      invoices: { ...production.invoices, sweepIntervalMs: 0 },
      payments: { ...production.payments, sweepIntervalMs: 0 },
      locks: { ...production.locks, sweepIntervalMs: 0 },
    };
    t = await buildTestApp({ demo: false, config });
  });
  afterAll(async () => {
    await t?.close();
    await broker.close();
  });

  it.each([
    ['the OAuth consent page', urlOf(SandboxOAuthOps.authorize)],
    ['the OAuth consent answer', urlOf(SandboxOAuthOps.consent)],
    ['the sandbox cashier', urlOf(SandboxCheckoutOps.page, { orderNo: 'P1' })],
    ['the sandbox agreement page', urlOf(SandboxContractOps.page, { contractCode: 'C1' })],
    ['the SMS outbox', urlOf(DevOps.smsOutbox)],
    ['the mail outbox', urlOf(InvoiceDevOps.mailOutbox)],
  ])('%s answers 404', async (_, url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('the lock simulator route answers 404', async () => {
    const url = urlOf(ReservationDevOps.simulateLock, { lockId: 'L1' });
    expect((await t.app.inject({ method: 'POST', url, payload: { event: 'carArrives' } })).statusCode).toBe(404);
  });
});
