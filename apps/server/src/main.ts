import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_BASE, DevRoutes } from '@parking/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { integrationsOf, integrationTable } from './deployment';
import { DataDirInUseError } from './db/pglite-lock';
import { startTracing, type Tracing } from './observability/tracing';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The demo's chargers (DEMO_CHARGERS=1, set by `npm start`): the charger simulator of apps/devices as a child process
 * connecting over OCPP like real hardware, charging at 10× speed so a session takes minutes. It ends with the server.
 */
function startDemoChargers(port: number, log: { info(msg: string): void; warn(msg: string): void }) {
  const child = spawn(
    'npm',
    [
      'run',
      '-s',
      'simulate',
      '-w',
      'apps/devices',
      '--',
      'chargers',
      '--demo',
      '--speed',
      '10',
      '--server',
      `ws://127.0.0.1:${port}`,
    ],
    { cwd: fileURLToPath(new URL('../../..', import.meta.url)), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  log.info('demo chargers: HZ-WLGC-DC01 (guns 33010001, 33010002) and HZ-WLGC-AC01 (gun 33010003) at 武林广场');
  child.on('exit', (code) => code && log.warn(`demo chargers exited with ${code}`));
  process.on('exit', () => child.kill());
}

async function main(): Promise<void> {
  const config = loadConfig();
  // One table at every start: what each integration is in this run (buildApp then refuses the unsafe in production).
  const mode = config.production
    ? config.demo
      ? 'production, demo'
      : 'production'
    : config.demo
      ? 'demo'
      : 'development';
  console.info(`integrations (${mode}):\n${integrationTable(integrationsOf(config))}`);
  // Before the app: the tracer provider and its context manager must be in place when the first hook runs.
  const { otlpEndpoint, serviceName } = config.observability;
  const tracing: Tracing | undefined = otlpEndpoint
    ? await startTracing({ endpoint: otlpEndpoint, serviceName })
    : undefined;
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, then runs onClose (the database)
      await tracing?.shutdown().catch((err: unknown) => app.log.warn({ err }, 'traces not all exported'));
      clearTimeout(forced);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown).on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (config.demo) {
    app.log.info('demo data seeded: operator login admin / demo1234, driver login 13800138000 / Demo1234');
    app.log.info(`demo SMS codes: GET ${API_BASE}${DevRoutes.smsOutbox.path}?phone=<phone>`);
  }
  if (config.demoChargers) startDemoChargers(config.port, app.log);
}

main().catch((error: unknown) => {
  // These are the user's to fix: show the message, not a stack.
  const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
