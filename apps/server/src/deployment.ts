import { ConfigError, IN_MEMORY, type Config } from './config';

/** real: the outside service itself; sandbox: our imitation of it; stand-in: a local substitute (outbox, in-process). */
export type IntegrationMode = 'real' | 'sandbox' | 'stand-in' | 'off';

export interface Integration {
  name: string;
  mode: IntegrationMode;
  /** What it is in this mode (a provider, an address). */
  detail: string;
  /** For a sandbox or stand-in: what to set so that production accepts it. */
  fix?: string;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Every outside service this server talks to, and the mode the configuration puts it in. */
export function integrationsOf(config: Config): Integration[] {
  const { signIn, payments, invoices, locks } = config;
  const row = (name: string, mode: IntegrationMode, detail: string, fix?: string): Integration => ({
    name,
    mode,
    detail,
    ...(mode === 'sandbox' || mode === 'stand-in' ? { fix } : {}),
  });
  return [
    config.databaseUrl
      ? row('database', 'real', `PostgreSQL ${hostOf(config.databaseUrl)}`)
      : config.dataDir === IN_MEMORY
        ? row('database', 'stand-in', 'in memory (gone at exit)', 'DATA_DIR or DATABASE_URL')
        : row('database', 'real', `embedded PGlite in ${config.dataDir}`),
    signIn.wechat.provider === 'wechat'
      ? row('WeChat sign-in', 'real', `WeChat web OAuth (${signIn.wechat.scope})`)
      : row(
          'WeChat sign-in',
          'sandbox',
          'consent page on this server (any openid)',
          'WECHAT_OAUTH_PROVIDER=wechat and WECHAT_MP_SECRETS',
        ),
    signIn.alipay
      ? row('Alipay sign-in', 'real', `Alipay OAuth (${signIn.alipay.scope}) via ${hostOf(signIn.alipay.gateway)}`)
      : row('Alipay sign-in', 'off', 'not offered (needs ALIPAY_*)'),
    payments.wechatpay
      ? row('WeChat Pay', 'real', `merchant ${payments.wechatpay.mchId}`)
      : row('WeChat Pay', 'off', 'not configured'),
    payments.alipay
      ? row('Alipay payments', 'real', `app ${payments.alipay.appId}`)
      : row('Alipay payments', 'off', 'not configured'),
    payments.sandbox.enabled
      ? row('payment sandbox', 'sandbox', 'pays channels without a provider (free parking)', 'PAY_SANDBOX=0')
      : row('payment sandbox', 'off', 'PAY_SANDBOX=0'),
    autoPayRow(payments, row),
    config.wechatJsapi.provider === 'wechat'
      ? row('WeChat JS-SDK signing', 'real', 'jsapi_ticket from WeChat')
      : row('WeChat JS-SDK signing', 'sandbox', 'made-up ticket', 'WECHAT_JSAPI_PROVIDER=wechat and WECHAT_MP_SECRETS'),
    config.wechatTemplates.provider === 'wechat'
      ? row('WeChat template messages', 'real', 'plan expiry reminders')
      : row('WeChat template messages', 'off', 'reminders by SMS only'),
    config.sms.provider === 'aliyun'
      ? row('SMS', 'real', `Aliyun ${hostOf(config.sms.endpoint)}`)
      : row('SMS', 'stand-in', 'development outbox (codes reach nobody)', 'SMS_PROVIDER=aliyun and ALIYUN_SMS_*'),
    invoices.provider.name === 'nuonuo'
      ? row('invoice provider', 'real', `Nuonuo ${hostOf(invoices.provider.apiUrl)}`)
      : row('invoice provider', 'sandbox', 'issues made-up invoices', 'INVOICE_PROVIDER=nuonuo and NUONUO_*'),
    invoices.mail.transport === 'smtp'
      ? row('invoice mail', 'real', `SMTP ${hostOf(invoices.mail.url)}`)
      : row('invoice mail', 'stand-in', 'mail outbox in the database', 'INVOICE_MAIL=smtp and SMTP_URL'),
    locks.mqttUrl
      ? row('lock MQTT broker', 'real', hostOf(locks.mqttUrl))
      : locks.listen
        ? row(
            'lock MQTT broker',
            'real',
            `embedded, on ${locks.listen.host}:${locks.listen.port} (gateways sign in with their keys)`,
          )
        : row(
            'lock MQTT broker',
            'stand-in',
            'in-process broker no gateway can reach',
            'LOCK_MQTT_URL or LOCK_MQTT_LISTEN',
          ),
    locks.hookToken
      ? row('lock broker auth hook', 'real', 'POST /lock-broker/auth and /lock-broker/acl with LOCK_MQTT_HOOK_TOKEN')
      : row('lock broker auth hook', 'off', 'answers 404 (set LOCK_MQTT_HOOK_TOKEN for an external broker)'),
    locks.simulate
      ? row('lock gateway simulator', 'stand-in', 'simulated gateways in this process', 'LOCK_SIMULATOR=0')
      : row('lock gateway simulator', 'off', 'off'),
    config.demoChargers
      ? row('demo chargers', 'stand-in', 'simulated OCPP chargers (child process)', 'DEMO_CHARGERS=0')
      : row('demo chargers', 'off', 'off'),
    // Decision 079: never refused, only shown; a scraper or collector left unset is a choice.
    config.observability.metricsToken
      ? row('metrics', 'real', 'GET /metrics with the METRICS_TOKEN bearer token')
      : row('metrics', 'off', 'GET /metrics answers 404 (set METRICS_TOKEN)'),
    config.observability.otlpEndpoint
      ? row('traces', 'real', `OTLP/HTTP to ${hostOf(config.observability.otlpEndpoint)}`)
      : row('traces', 'off', 'not exported (set OTEL_EXPORTER_OTLP_ENDPOINT)'),
  ];
}

/**
 * Auto-pay agreements (免密支付): real per channel when its agreements are configured; a channel without them is
 * the sandbox's while the sandbox runs (fees "taken" by nobody), else not offered.
 */
function autoPayRow(
  payments: Config['payments'],
  row: (name: string, mode: IntegrationMode, detail: string, fix?: string) => Integration,
): Integration {
  const { wechatpay, alipay } = payments.agreements;
  const real = [
    ...(wechatpay ? [`WeChat Pay contracts (plan ${wechatpay.planId})`] : []),
    ...(alipay ? [`Alipay agreements (${alipay.signScene})`] : []),
  ];
  const missing = [
    ...(wechatpay ? [] : ['WECHATPAY_PAPAY_PLAN_ID and WECHATPAY_API_V2_KEY']),
    ...(alipay ? [] : ['ALIPAY_AGREEMENT_SIGN_SCENE']),
  ];
  if (payments.sandbox.enabled && missing.length > 0) {
    const detail = `sandbox agreements for ${missing.length === 2 ? 'both wallets' : 'one wallet'} (no fee is really taken)`;
    const shown = real.length ? `${real.join(', ')}; ${detail}` : detail;
    return row('auto-pay agreements', 'sandbox', shown, `${missing.join(' and ')} (or PAY_SANDBOX=0)`);
  }
  if (real.length === 0) return row('auto-pay agreements', 'off', 'not offered (balance auto-pay only)');
  return row('auto-pay agreements', 'real', real.join(', '));
}

/** Production refuses the unsafe unless it is the demo (DEMO=1 on a production build). */
export const refusesUnsafe = (config: Pick<Config, 'production' | 'demo'>): boolean =>
  config.production && !config.demo;

/** Development outboxes, the lock simulator's route and other test doors: never mounted where the unsafe is refused. */
export const mountsDevRoutes = (config: Pick<Config, 'production' | 'demo'>): boolean => !refusesUnsafe(config);

/**
 * What keeps this configuration from running in production: every sandbox and stand-in, and every secret that nodes
 * must share but that was made at random for this process. Empty outside production and in the demo.
 */
export function productionProblems(config: Config): string[] {
  if (!refusesUnsafe(config)) return [];
  const unsafe = integrationsOf(config)
    .filter((i) => i.mode === 'sandbox' || i.mode === 'stand-in')
    .map((i) => `  ${i.name}: ${i.mode} (${i.detail}) — set ${i.fix}`);
  const secrets = config.generatedSecrets.map(
    (name) =>
      `  ${name}: missing — every node must share it (at least 32 characters; a random one per start breaks links)`,
  );
  return [...unsafe, ...secrets];
}

/** Throws one ConfigError listing every problem of productionProblems. */
export function assertSafeToDeploy(config: Config): void {
  const problems = productionProblems(config);
  if (problems.length === 0) return;
  throw new ConfigError(
    `Refusing to start: NODE_ENV=production without DEMO=1 accepts no sandbox, stand-in or per-start secret (docs/decisions/068):\n${problems.join('\n')}`,
  );
}

/** The start-up table: one line per integration, its mode and what it is. */
export function integrationTable(integrations: Integration[]): string {
  const width = (pick: (i: Integration) => string, title: string) =>
    Math.max(title.length, ...integrations.map((i) => pick(i).length));
  const nameWidth = width((i) => i.name, 'integration');
  const modeWidth = width((i) => i.mode, 'mode');
  const line = (a: string, b: string, c: string) => `${a.padEnd(nameWidth)}  ${b.padEnd(modeWidth)}  ${c}`;
  return [line('integration', 'mode', 'detail'), ...integrations.map((i) => line(i.name, i.mode, i.detail))].join('\n');
}
