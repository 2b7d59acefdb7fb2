import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { paymentsConfig, PaymentsEnv, resolveFileBackedEnv, type PaymentsConfig } from './config-payments';
import { invoicesConfig, InvoicesEnv, type InvoicesConfig } from './config-invoices';
import { ALIPAY_AUTHORIZE_URL, type AlipayOAuthConfig } from './integrations/alipay';
import { WECHAT_AUTHORIZE_URL, type WechatOAuthScope } from './integrations/wechat';

/** The folder of this package (apps/server), whatever the working directory. */
const SERVER_ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

export const IN_MEMORY = 'memory://';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const optionalText = z.string().trim().min(1).optional();
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be one of 1, 0, true, false, yes, no' })
  .optional();
const isOn = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes';
const bool = flag.transform(isOn);
const boolOn = flag.transform((v) => v === undefined || isOn(v));

const Env = z.object({
  /** `production`: refuse sandboxes, stand-ins and per-start secrets unless DEMO=1 (decision 068). */
  NODE_ENV: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: optionalText.default('0.0.0.0'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DEMO: bool,
  DEMO_CHARGERS: bool,
  DEMO_HISTORY: boolOn,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: optionalText,
  CONSOLE_DIST: optionalText,
  UPLOAD_DIR: optionalText,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  UPLOAD_DAILY_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(1024 * 1024 * 1024)
    .default(50 * 1024 * 1024),
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  // On unless turned off (tests run the clean-ups themselves).
  PRUNE_JOBS: boolOn,
  PARKING_PICTURE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COUPON_QR_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AMAP_KEY: optionalText,
  BAIDU_MAP_AK: optionalText,
  TRUST_PROXY: bool,
  // Operations (README "Operations"): who may frame the app, HSTS on every answer.
  FRAME_ANCESTORS: optionalText,
  HSTS: bool,
  // Metrics and traces (decision 079).
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OTEL_SERVICE_NAME: optionalText.default('parking-server'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(30 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 86_400)
    .default(30 * 86_400),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
  WECHAT_JSAPI_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  /** `appId:secret` pairs, comma-separated: the official accounts whose pages use the JS-SDK. */
  WECHAT_MP_SECRETS: z
    .string()
    .regex(/^\s*[\w-]+:[^,\s]+(\s*,\s*[\w-]+:[^,\s]+)*\s*$/, 'must be appId:secret pairs separated by commas')
    .optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  /** Driver sign-in inside WeChat: the sandbox consent page, or WeChat's web OAuth with WECHAT_MP_SECRETS. */
  WECHAT_OAUTH_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  WECHAT_OAUTH_SCOPE: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_userinfo'),
  WECHAT_OAUTH_AUTHORIZE_URL: z.url().default(WECHAT_AUTHORIZE_URL),
  /** Driver sign-in inside Alipay (with the ALIPAY_* application): on unless 0. */
  ALIPAY_LOGIN: boolOn,
  ALIPAY_OAUTH_SCOPE: z.enum(['auth_base', 'auth_user']).default('auth_user'),
  ALIPAY_OAUTH_AUTHORIZE_URL: z.url().default(ALIPAY_AUTHORIZE_URL),
  /** Plan expiry reminders (decision 055): off (the SMS outbox only) or WeChat template messages first. */
  WECHAT_TEMPLATE_PROVIDER: z.enum(['off', 'wechat']).default('off'),
  /** The official account's template for 月卡到期提醒 (keywords: first, keyword1 park, keyword2 plan, keyword3 date, remark). */
  WECHAT_BAG_EXPIRY_TEMPLATE_ID: optionalText,
  LOCK_MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must start with mqtt:// or mqtts://')
    .optional(),
  /**
   * The embedded broker also listens here (`host:port`, e.g. `0.0.0.0:1883`) so real gateways reach it; they sign in
   * with their id and the key the console showed (decision 038). Only without LOCK_MQTT_URL.
   */
  LOCK_MQTT_LISTEN: z
    .string()
    .trim()
    .regex(/^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):\d{1,5}$/, 'must be host:port, e.g. 0.0.0.0:1883')
    .refine((v) => Number(v.slice(v.lastIndexOf(':') + 1)) <= 65_535, 'port must be at most 65535')
    .optional(),
  /** The server's own MQTT password (user `parking:server`): shared by the nodes and an external broker's hook. */
  LOCK_MQTT_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  /** Bearer token an external broker's HTTP auth/ACL plugin sends to POST /lock-broker/auth and /lock-broker/acl. */
  LOCK_MQTT_HOOK_TOKEN: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  LOCK_ACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  LOCK_AUTO_RAISE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  LOCK_SIMULATOR: flag,
  ...PaymentsEnv,
  ...InvoicesEnv,
});

export interface Config {
  /** NODE_ENV=production: without DEMO, no sandbox, stand-in or per-start secret is accepted (decision 068). */
  production: boolean;
  port: number;
  host: string;
  /** Absolute data directory, or `memory://` for an in-memory database (uploads then go to a temp dir). */
  dataDir: string;
  /** A PostgreSQL server; when set it wins over dataDir for the database. */
  databaseUrl: string | undefined;
  /** Seed the demo dealers, content and operator at start. */
  demo: boolean;
  /** With demo: run the demo's simulated OCPP chargers beside the server (apps/devices, a child process). */
  demoChargers: boolean;
  /** With demo: a few weeks of paid stays before the first start, for the money desk's reports (on unless DEMO_HISTORY=0). */
  demoHistory: boolean;
  logLevel: LogLevel;
  /** Absolute path of the built web app (index.html and assets/). */
  webDist: string;
  /** Absolute path of the built operator console, served at /console/. */
  consoleDist: string;
  /** Absolute folder for uploaded pictures. */
  uploadDir: string;
  /** Largest accepted picture, decoded bytes. */
  uploadMaxBytes: number;
  /** Most picture bytes one driver may upload in a Shanghai day. */
  uploadDailyBytes: number;
  /** How often uploads no module references after a day are deleted (0: never, tests run the sweep themselves). */
  uploadSweepIntervalMs: number;
  /** Run the clean-up jobs (expired tokens, codes, nonces, device search history) at their own intervals. */
  pruneJobs: boolean;
  /**
   * Signs the expiring URLs of gate and handheld pictures. Every server node must share it; when unset a random one
   * is made at start (URLs then stop working after a restart, which only costs a reload of the record page).
   */
  parkingPictureSecret: string;
  /** Signs merchants' coupon QR codes (decision 039). */
  couponQrSecret: string;
  /** Map keys that override the ones stored per dealer (deployment secrets beat database rows). */
  mapKeys: { amap: string | undefined; baidu: string | undefined };
  /** Behind a reverse proxy: take the client IP (rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
  /** Origins that may show the app in a frame (embedded hosts, CSP frame-ancestors); empty: the app's own only. */
  frameAncestors: string[];
  /** Strict-Transport-Security on every answer (TLS ends in front of a proxy that sends no X-Forwarded-Proto). */
  hsts: boolean;
  /** Lifetimes of a driver's access token and refresh token, in seconds. */
  tokenTtl: { accessSeconds: number; refreshSeconds: number };
  /** Where verification codes go: the development outbox, or Aliyun SMS (dysmsapi). */
  sms: SmsConfig;
  /** Who signs WeChat JS-SDK configs (jsapiSigns): a sandbox ticket, or WeChat's API with these app secrets. */
  wechatJsapi: { provider: 'sandbox' } | { provider: 'wechat'; secrets: Record<string, string>; apiBase: string };
  /** Plan expiry reminders as WeChat template messages (the SMS outbox stays the fallback), or off. */
  wechatTemplates:
    | { provider: 'off' }
    | { provider: 'wechat'; secrets: Record<string, string>; apiBase: string; bagExpiryTemplateId: string };
  /** Driver sign-in: WeChat (the sandbox consent page or WeChat's web OAuth) and Alipay (off unless configured). */
  signIn: {
    wechat:
      | { provider: 'sandbox' }
      | {
          provider: 'wechat';
          secrets: Record<string, string>;
          apiBase: string;
          authorizeUrl: string;
          scope: WechatOAuthScope;
        };
    alipay: AlipayOAuthConfig | undefined;
  };
  /** The shared secrets that were not given, so were made at random for this process (names of the variables). */
  generatedSecrets: string[];
  /** Payment providers (sandbox, WeChat Pay, Alipay), order lifetime and the sweeping job. */
  payments: PaymentsConfig;
  /**
   * Parking locks (decision 038): the MQTT broker their gateways use (unset: a broker embedded in this process, with
   * the demo's simulated gateway in demo mode), how long an attempt waits for its ACK, when a vacated lock raises.
   */
  locks: {
    mqttUrl: string | undefined;
    /** Where the embedded broker listens for real gateways besides this process (undefined: 127.0.0.1, any port). */
    listen: { host: string; port: number } | undefined;
    /** The server's own broker password (user `parking:server`), allowed every topic. */
    brokerSecret: string;
    /** The external broker's auth/ACL hook token (undefined: the hook answers 404). */
    hookToken: string | undefined;
    ackTimeoutMs: number;
    autoRaiseMs: number;
    /** Run the demo gateways' simulator in this process (default: in demo mode without LOCK_MQTT_URL). */
    simulate: boolean;
    /** How often bookings are swept (no-shows, the guarantee, completed stays); 0: never (tests sweep themselves). */
    sweepIntervalMs: number;
  };
  /** Invoice provider (sandbox or Nuonuo), mail (outbox or SMTP), the chasing job and PDF link signing. */
  invoices: InvoicesConfig;
  /**
   * GET /metrics for a scraper with this bearer token (unset: 404); traces over OTLP/HTTP to this collector (unset:
   * off), under this service name (decision 079).
   */
  observability: { metricsToken: string | undefined; otlpEndpoint: string | undefined; serviceName: string };
}

export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      endpoint: string;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Unset and empty mean the same: an `.env` line like `DATABASE_URL=` must not count as a value.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const files = resolveFileBackedEnv(present);
  if (files.problems.length > 0) throw new ConfigError(`Invalid environment variables:\n${files.problems.join('\n')}`);
  const parsed = Env.safeParse(files.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const payments = paymentsConfig(e);
  if (payments.problems.length > 0) {
    throw new ConfigError(`Invalid environment variables:\n${payments.problems.join('\n')}`);
  }
  const invoices = invoicesConfig(e);
  if (invoices.problems.length > 0) {
    throw new ConfigError(`Invalid environment variables:\n${invoices.problems.join('\n')}`);
  }
  const inMemory = e.DATA_DIR === IN_MEMORY;
  const dataDir = inMemory ? IN_MEMORY : path.resolve(e.DATA_DIR);
  const defaultUploads = inMemory ? path.join(tmpdir(), 'parking-uploads') : path.join(dataDir, 'uploads');
  if (e.LOCK_MQTT_URL && e.LOCK_MQTT_LISTEN) {
    throw new ConfigError(
      'Invalid environment variables:\n  LOCK_MQTT_LISTEN: only for the embedded broker (unset LOCK_MQTT_URL)',
    );
  }
  const generatedSecrets = [
    !e.PARKING_PICTURE_SECRET && 'PARKING_PICTURE_SECRET',
    !e.COUPON_QR_SECRET && 'COUPON_QR_SECRET',
    !e.INVOICE_LINK_SECRET && 'INVOICE_LINK_SECRET',
    // Only signs the payment sandbox's links and notifications.
    e.PAY_SANDBOX && !e.SANDBOX_SECRET && 'SANDBOX_SECRET',
    // An external broker is shared by the nodes and asks the hook of any of them.
    e.LOCK_MQTT_URL && !e.LOCK_MQTT_SECRET && 'LOCK_MQTT_SECRET',
  ].filter((name): name is string => Boolean(name));
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO,
    demoChargers: e.DEMO && e.DEMO_CHARGERS,
    demoHistory: e.DEMO && e.DEMO_HISTORY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(SERVER_ROOT, '../web/dist'),
    consoleDist: e.CONSOLE_DIST ? path.resolve(e.CONSOLE_DIST) : path.join(SERVER_ROOT, '../console/dist'),
    uploadDir: e.UPLOAD_DIR ? path.resolve(e.UPLOAD_DIR) : defaultUploads,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadDailyBytes: e.UPLOAD_DAILY_BYTES,
    uploadSweepIntervalMs: e.UPLOAD_SWEEP_INTERVAL_MS,
    pruneJobs: e.PRUNE_JOBS,
    parkingPictureSecret: e.PARKING_PICTURE_SECRET ?? randomBytes(32).toString('hex'),
    couponQrSecret: e.COUPON_QR_SECRET ?? randomBytes(32).toString('hex'),
    mapKeys: { amap: e.AMAP_KEY, baidu: e.BAIDU_MAP_AK },
    trustProxy: e.TRUST_PROXY,
    frameAncestors: e.FRAME_ANCESTORS?.split(/[\s,]+/).filter(Boolean) ?? [],
    hsts: e.HSTS,
    tokenTtl: { accessSeconds: e.ACCESS_TOKEN_TTL_SECONDS, refreshSeconds: e.REFRESH_TOKEN_TTL_SECONDS },
    sms: smsConfig(e),
    wechatJsapi: wechatJsapiConfig(e),
    wechatTemplates: wechatTemplatesConfig(e),
    signIn: {
      wechat: wechatSignInConfig(e),
      alipay:
        e.ALIPAY_LOGIN && payments.config.alipay
          ? {
              appId: payments.config.alipay.appId,
              privateKey: payments.config.alipay.privateKey,
              alipayPublicKey: payments.config.alipay.alipayPublicKey,
              gateway: payments.config.alipay.gateway,
              authorizeUrl: e.ALIPAY_OAUTH_AUTHORIZE_URL,
              scope: e.ALIPAY_OAUTH_SCOPE,
            }
          : undefined,
    },
    generatedSecrets,
    payments: payments.config,
    locks: {
      mqttUrl: e.LOCK_MQTT_URL,
      listen: e.LOCK_MQTT_LISTEN
        ? {
            host: e.LOCK_MQTT_LISTEN.slice(0, e.LOCK_MQTT_LISTEN.lastIndexOf(':')).replace(/^\[|\]$/g, ''),
            port: Number(e.LOCK_MQTT_LISTEN.slice(e.LOCK_MQTT_LISTEN.lastIndexOf(':') + 1)),
          }
        : undefined,
      brokerSecret: e.LOCK_MQTT_SECRET ?? randomBytes(32).toString('hex'),
      hookToken: e.LOCK_MQTT_HOOK_TOKEN,
      ackTimeoutMs: e.LOCK_ACK_TIMEOUT_MS,
      autoRaiseMs: e.LOCK_AUTO_RAISE_SECONDS * 1000,
      simulate: e.LOCK_SIMULATOR === undefined ? e.DEMO && !e.LOCK_MQTT_URL : isOn(e.LOCK_SIMULATOR),
      sweepIntervalMs: 5_000,
    },
    invoices: invoices.config,
    observability: {
      metricsToken: e.METRICS_TOKEN,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: e.OTEL_SERVICE_NAME,
    },
  };
}

function wechatJsapiConfig(e: z.output<typeof Env>): Config['wechatJsapi'] {
  if (e.WECHAT_JSAPI_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  if (!e.WECHAT_MP_SECRETS) {
    throw new ConfigError(
      'Invalid environment variables:\n  WECHAT_MP_SECRETS: required when WECHAT_JSAPI_PROVIDER=wechat',
    );
  }
  return { provider: 'wechat', secrets: secretsOf(e.WECHAT_MP_SECRETS), apiBase: e.WECHAT_API_BASE };
}

function wechatSignInConfig(e: z.output<typeof Env>): Config['signIn']['wechat'] {
  if (e.WECHAT_OAUTH_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  if (!e.WECHAT_MP_SECRETS) {
    throw new ConfigError(
      'Invalid environment variables:\n  WECHAT_MP_SECRETS: required when WECHAT_OAUTH_PROVIDER=wechat',
    );
  }
  return {
    provider: 'wechat',
    secrets: secretsOf(e.WECHAT_MP_SECRETS),
    apiBase: e.WECHAT_API_BASE,
    authorizeUrl: e.WECHAT_OAUTH_AUTHORIZE_URL,
    scope: e.WECHAT_OAUTH_SCOPE,
  };
}

function wechatTemplatesConfig(e: z.output<typeof Env>): Config['wechatTemplates'] {
  if (e.WECHAT_TEMPLATE_PROVIDER === 'off') return { provider: 'off' };
  const missing = [
    !e.WECHAT_MP_SECRETS && 'WECHAT_MP_SECRETS',
    !e.WECHAT_BAG_EXPIRY_TEMPLATE_ID && 'WECHAT_BAG_EXPIRY_TEMPLATE_ID',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment variables:\n${missing.map((name) => `  ${name}: required when WECHAT_TEMPLATE_PROVIDER=wechat`).join('\n')}`,
    );
  }
  return {
    provider: 'wechat',
    secrets: secretsOf(e.WECHAT_MP_SECRETS!),
    apiBase: e.WECHAT_API_BASE,
    bagExpiryTemplateId: e.WECHAT_BAG_EXPIRY_TEMPLATE_ID!,
  };
}

/** `appId:secret, …` → { appId: secret }. */
const secretsOf = (pairs: string) =>
  Object.fromEntries(pairs.split(',').map((pair) => pair.trim().split(':') as [string, string]));

function smsConfig(e: z.output<typeof Env>): SmsConfig {
  if (e.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  const required = {
    ALIYUN_SMS_ACCESS_KEY_ID: e.ALIYUN_SMS_ACCESS_KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: e.ALIYUN_SMS_ACCESS_KEY_SECRET,
    ALIYUN_SMS_SIGN_NAME: e.ALIYUN_SMS_SIGN_NAME,
    ALIYUN_SMS_TEMPLATE_CODE: e.ALIYUN_SMS_TEMPLATE_CODE,
  };
  const missing = Object.entries(required).filter(([, value]) => !value);
  if (missing.length > 0) {
    const lines = missing.map(([name]) => `  ${name}: required when SMS_PROVIDER=aliyun`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return {
    provider: 'aliyun',
    accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
    accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
    signName: e.ALIYUN_SMS_SIGN_NAME!,
    templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
    endpoint: e.ALIYUN_SMS_ENDPOINT,
  };
}
