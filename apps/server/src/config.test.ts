import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      demo: false,
      logLevel: 'info',
      uploadDir: path.resolve('data', 'uploads'),
      uploadMaxBytes: 5 * 1024 * 1024,
      uploadDailyBytes: 50 * 1024 * 1024,
      uploadSweepIntervalMs: 3_600_000,
      pruneJobs: true,
      mapKeys: { amap: undefined, baidu: undefined },
      trustProxy: false,
      tokenTtl: { accessSeconds: 1800, refreshSeconds: 2_592_000 },
      sms: { provider: 'outbox' },
      wechatJsapi: { provider: 'sandbox' },
      wechatTemplates: { provider: 'off' },
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.consoleDist).toMatch(/apps[/\\]console[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/parking',
      DATABASE_URL: 'postgres://u:p@db:5432/parking',
      DEMO: 'true',
      LOG_LEVEL: 'debug',
      WEB_DIST: '/srv/web',
      CONSOLE_DIST: '/srv/console',
      UPLOAD_DIR: '/srv/uploads',
      UPLOAD_MAX_BYTES: '1048576',
      UPLOAD_DAILY_BYTES: '10485760',
      UPLOAD_SWEEP_INTERVAL_MS: '0',
      PRUNE_JOBS: 'no',
      PARKING_PICTURE_SECRET: 'p'.repeat(32),
      COUPON_QR_SECRET: 'q'.repeat(32),
      AMAP_KEY: 'amap',
      BAIDU_MAP_AK: 'baidu',
      TRUST_PROXY: '1',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      REFRESH_TOKEN_TTL_SECONDS: '86400',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '畅行停车',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123',
      ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
      WECHAT_JSAPI_PROVIDER: 'wechat',
      WECHAT_MP_SECRETS: 'wx5f2c8a9d31e6b074:s3cret, wxabc:other',
      WECHAT_API_BASE: 'http://127.0.0.1:9',
      WECHAT_TEMPLATE_PROVIDER: 'wechat',
      WECHAT_BAG_EXPIRY_TEMPLATE_ID: 'tpl-bag-expiry',
      METRICS_TOKEN: 'metrics-token-0123456789',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      OTEL_SERVICE_NAME: 'parking-api',
    });
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/parking',
      databaseUrl: 'postgres://u:p@db:5432/parking',
      production: false,
      demo: true,
      demoChargers: false,
      demoHistory: true,
      signIn: { wechat: { provider: 'sandbox' }, alipay: undefined },
      generatedSecrets: ['INVOICE_LINK_SECRET', 'SANDBOX_SECRET'],
      invoices: {
        linkSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
        mail: { from: '畅行停车 <invoice@localhost>', transport: 'outbox' },
        provider: { name: 'sandbox' },
        sweepIntervalMs: 60_000,
      },
      locks: {
        mqttUrl: undefined,
        listen: undefined,
        brokerSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
        hookToken: undefined,
        ackTimeoutMs: 3000,
        autoRaiseMs: 60_000,
        simulate: true,
        sweepIntervalMs: 5000,
      },
      logLevel: 'debug',
      webDist: '/srv/web',
      consoleDist: '/srv/console',
      uploadDir: '/srv/uploads',
      uploadMaxBytes: 1048576,
      uploadDailyBytes: 10485760,
      uploadSweepIntervalMs: 0,
      pruneJobs: false,
      parkingPictureSecret: 'p'.repeat(32),
      couponQrSecret: 'q'.repeat(32),
      mapKeys: { amap: 'amap', baidu: 'baidu' },
      trustProxy: true,
      frameAncestors: [],
      hsts: false,
      observability: {
        metricsToken: 'metrics-token-0123456789',
        otlpEndpoint: 'http://otel-collector:4318',
        serviceName: 'parking-api',
      },
      tokenTtl: { accessSeconds: 5, refreshSeconds: 86400 },
      sms: {
        provider: 'aliyun',
        accessKeyId: 'LTAI-id',
        accessKeySecret: 'secret',
        signName: '畅行停车',
        templateCode: 'SMS_123',
        endpoint: 'http://127.0.0.1:9/',
      },
      wechatJsapi: {
        provider: 'wechat',
        secrets: { wx5f2c8a9d31e6b074: 's3cret', wxabc: 'other' },
        apiBase: 'http://127.0.0.1:9',
      },
      wechatTemplates: {
        provider: 'wechat',
        secrets: { wx5f2c8a9d31e6b074: 's3cret', wxabc: 'other' },
        apiBase: 'http://127.0.0.1:9',
        bagExpiryTemplateId: 'tpl-bag-expiry',
      },
      payments: {
        publicBaseUrl: undefined,
        orderTtlSeconds: 900,
        sweepIntervalMs: 30_000,
        sandbox: {
          enabled: true,
          secret: expect.stringMatching(/^[0-9a-f]{48}$/),
          notifyDelayMs: 1500,
          notifyFailureRate: 0,
          notifyDuplicates: 0,
        },
        wechatpay: undefined,
        alipay: undefined,
        agreements: { wechatpay: undefined, alipay: undefined },
      },
    });
  });

  it('names WECHAT_MP_SECRETS when the WeChat JS-SDK signer has none, and refuses a malformed list', () => {
    expect(() => loadConfig({ WECHAT_JSAPI_PROVIDER: 'wechat' })).toThrow(/WECHAT_MP_SECRETS: required/);
    expect(() => loadConfig({ WECHAT_MP_SECRETS: 'no-colon' })).toThrow(/WECHAT_MP_SECRETS: must be appId:secret/);
  });

  it('makes a random parking picture secret when none is set, and refuses a short one', () => {
    const a = loadConfig({}).parkingPictureSecret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).parkingPictureSecret).not.toBe(a);
    expect(() => loadConfig({ PARKING_PICTURE_SECRET: 'short' })).toThrow(/PARKING_PICTURE_SECRET/);
  });

  it('names what WeChat template reminders miss', () => {
    expect(() => loadConfig({ WECHAT_TEMPLATE_PROVIDER: 'wechat' })).toThrow(
      /WECHAT_MP_SECRETS: required when WECHAT_TEMPLATE_PROVIDER=wechat[\s\S]*WECHAT_BAG_EXPIRY_TEMPLATE_ID/,
    );
  });

  it('names the Aliyun SMS variables missing when SMS_PROVIDER=aliyun', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun[\s\S]*ALIYUN_SMS_TEMPLATE_CODE/,
    );
  });

  it.each([
    ['UPLOAD_DAILY_BYTES', '1000'],
    ['UPLOAD_DAILY_BYTES', 'lots'],
    ['UPLOAD_SWEEP_INTERVAL_MS', '-1'],
    ['UPLOAD_SWEEP_INTERVAL_MS', 'hourly'],
    ['METRICS_TOKEN', 'too-short'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'otel-collector:4318'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://otel-collector:4317'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it.each(['0', '-5', '86401', 'soon'])('refuses ACCESS_TOKEN_TTL_SECONDS=%s', (value) => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: value })).toThrow(/ACCESS_TOKEN_TTL_SECONDS:/);
  });

  it('makes a random parking picture secret when none is set, and refuses a short one', () => {
    const a = loadConfig({}).parkingPictureSecret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).parkingPictureSecret).not.toBe(a);
    expect(() => loadConfig({ PARKING_PICTURE_SECRET: 'short' })).toThrow(/PARKING_PICTURE_SECRET/);
  });

  it('reads where the embedded lock broker listens, and refuses it beside an external broker', () => {
    expect(loadConfig({ LOCK_MQTT_LISTEN: '0.0.0.0:1883' }).locks.listen).toEqual({ host: '0.0.0.0', port: 1883 });
    expect(loadConfig({ LOCK_MQTT_LISTEN: '[::]:8883' }).locks.listen).toEqual({ host: '::', port: 8883 });
    expect(() => loadConfig({ LOCK_MQTT_LISTEN: '1883' })).toThrow(/LOCK_MQTT_LISTEN: must be host:port/);
    expect(() => loadConfig({ LOCK_MQTT_LISTEN: 'a:70000' })).toThrow(/port must be at most 65535/);
    expect(() => loadConfig({ LOCK_MQTT_LISTEN: '0.0.0.0:1883', LOCK_MQTT_URL: 'mqtt://b:1883' })).toThrow(
      /LOCK_MQTT_LISTEN: only for the embedded broker/,
    );
    expect(() => loadConfig({ LOCK_MQTT_HOOK_TOKEN: 'short' })).toThrow(/LOCK_MQTT_HOOK_TOKEN/);
    expect(loadConfig({ LOCK_MQTT_SECRET: 's'.repeat(32) }).locks.brokerSecret).toBe('s'.repeat(32));
  });

  it('keeps an in-memory database in memory and its uploads in a temp folder', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.dataDir).toBe('memory://');
    expect(config.uploadDir).not.toContain('memory:');
  });

  it.each([
    ['1', true],
    ['true', true],
    ['yes', true],
    ['0', false],
    ['false', false],
    ['', false],
  ])('DEMO=%j → %s', (value, demo) => {
    expect(loadConfig({ DEMO: value }).demo).toBe(demo);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', AMAP_KEY: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 8080,
      mapKeys: { amap: undefined },
    });
  });

  it('lists every bad variable at once', () => {
    const run = () => loadConfig({ PORT: 'eighty', DEMO: 'maybe', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(run).toThrow(ConfigError);
    const message = (() => {
      try {
        run();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'DEMO', 'DATABASE_URL', 'LOG_LEVEL']) expect(message).toContain(`${name}:`);
  });
});
