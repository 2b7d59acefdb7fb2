// The server of `npm start` (the built web app must exist) on an in-memory demo database, for the benchmarks and
// checks in scripts/: resolves once its health operation answers; stop it with stopDemoServer (its process group).
import { spawn, type ChildProcess } from 'node:child_process';
import { API_BASE, HealthRoutes } from '@parking/contracts';
import { CHROMIUM_ARGS, chromiumEnv, prepareChromium } from '@parking/headless-chromium';
import { chromium, type Browser } from 'playwright-core';

export async function startDemoServer({ port, cwd = process.cwd() }: { port: number; cwd?: string }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('npm', ['run', '-s', 'start', '-w', 'apps/server'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd,
    detached: true,
  });
  // Up to five minutes: on a machine shared with other builds and test runs, migrating and seeding takes minutes.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}${API_BASE}${HealthRoutes.health.path}`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopDemoServer(server);
  throw new Error(`the server did not answer on ${base}`);
}

export const stopDemoServer = (server: ChildProcess) => process.kill(-server.pid!);

/** The demo server and this machine's headless Chromium (the package's fonts and flags), for a script that looks at
 * pages; `close` ends both. */
export async function startDemoBrowser(port: number): Promise<{ browser: Browser; close(): Promise<void> }> {
  const server = await startDemoServer({ port });
  const browser = await chromium
    .launch({ executablePath: await prepareChromium(), args: CHROMIUM_ARGS, env: { ...process.env, ...chromiumEnv() } })
    .catch((error: unknown) => {
      stopDemoServer(server);
      throw error;
    });
  return {
    browser,
    close: async () => {
      await browser.close();
      stopDemoServer(server);
    },
  };
}
