import { defineConfig, devices } from '@playwright/test';
import { HealthRoutes } from '@parking/contracts';
import { CHROMIUM_ARGS, chromiumEnv, chromiumExecutablePath } from '@parking/headless-chromium';
import { apiUrl } from './e2e/support/api';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_METRICS_TOKEN, e2ePort, EMPTY_ADMIN, SHORT_ACCESS_TOKEN_SECONDS } from './e2e/support/servers';

const port = e2ePort;
// The empty deployment's data (the third server): removed and set up anew by each run.
const emptyDataDir = path.join(tmpdir(), `parking-e2e-empty-${port + 2}`);

/** User agents of the in-app browsers drivers really use. */
export const userAgents = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN',
  alipay:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2227A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 UCBS/3.22.2.59_230817173001 ChannelId(1) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:360|0|3.0) AliApp(AP/10.5.36.8100) AlipayClient/10.5.36.8100 Language/zh-Hans',
};

// The Chromium npm install brings (CHROMIUM_PATH wins), unpacked by the global setup, with Chinese fonts from npm.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS, env: chromiumEnv() },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

// Stories tagged @ua (UA_SPECIFIC in e2e/support/test.ts: host bridges, client type, embedded mode) run in every
// project; the rest run once, in WeChat, where most drivers meet the app. The budget: README, "Test time".
const UA_ONLY = /@ua\b/;
// The operator console's specs run once, at a desk's 1440×900 in desktop Chromium; the driver projects skip them.
const CONSOLE_SPECS = /console[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Reads the e2e server's /metrics after the stories (issue 43): every family there, the stories' calls counted.
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A story signs in on two phones or walks several first loads; React's heavier start (decision 065) and axe on each
  // new screen took some past 30 s on the busy 2-core machine.
  timeout: 45_000,
  // A check waits up to 15 s for what it expects (Playwright's default is 5): on CI's 2-core machine, twice as slow as
  // this one, a list refetched after a write or a drawer closing after a mutation has taken longer than 5 s. A check
  // that holds returns at once, so passing stories take no longer.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast and a DOM snapshot of every step, a good part of two busy cores; CI keeps only its
    // printed output, so there it records none (`--trace retain-on-failure` brings it back for a run).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker (decision 032) is tested in e2e/offline.spec.ts; elsewhere every request goes straight
    // to the server, so each test's own address (x-forwarded-for, e2e/support/test.ts) reaches it on every request.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'wechat-iphone',
      testIgnore: CONSOLE_SPECS,
      use: { ...devices['iPhone 13'], ...chromium, userAgent: userAgents.wechat },
    },
    {
      name: 'alipay-android',
      grep: UA_ONLY,
      testIgnore: CONSOLE_SPECS,
      use: { ...devices['Pixel 7'], ...chromium, userAgent: userAgents.alipay },
    },
    {
      name: 'browser-iphone',
      grep: UA_ONLY,
      testIgnore: CONSOLE_SPECS,
      use: { ...devices['iPhone 13'], ...chromium },
    },
    {
      name: 'console-desktop',
      testMatch: CONSOLE_SPECS,
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1440, height: 900 } },
    },
  ],
  // The real server on an in-memory database with demo data, serving the built web app and console (`npm run build`
  // first); a second one on the next port with 5-second access tokens, for the token-expiry flows (e2e/session-refresh.spec.ts);
  // a third on the port after, set up by `npm run setup` without the demo (e2e/console-setup.spec.ts).
  // Both trust X-Forwarded-For: each test comes from its own address (e2e/support/test.ts).
  webServer: [
    {
      command: 'npm run -s start -w apps/server',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DEMO: '1',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        METRICS_TOKEN: E2E_METRICS_TOKEN,
      },
      url: `http://127.0.0.1:${port}${apiUrl(HealthRoutes.health)}`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      command: 'npm run -s start -w apps/server',
      env: {
        PORT: String(port + 1),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DEMO: '1',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        ACCESS_TOKEN_TTL_SECONDS: String(SHORT_ACCESS_TOKEN_SECONDS),
      },
      url: `http://127.0.0.1:${port + 1}${apiUrl(HealthRoutes.health)}`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      // A new deployment: `npm run setup` on an empty database, then the server without the demo.
      command: `rm -rf '${emptyDataDir}' && npm run -s setup -w apps/server -- --dealer-id 310100 --dealer-name 申城停车 --city 上海 --province 沪A && npm run -s start -w apps/server`,
      env: {
        PORT: String(port + 2),
        HOST: '127.0.0.1',
        DATA_DIR: emptyDataDir,
        SETUP_ADMIN_PASSWORD: EMPTY_ADMIN.password,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
      },
      url: `http://127.0.0.1:${port + 2}${apiUrl(HealthRoutes.health)}`,
      reuseExistingServer: !process.env.CI,
      // Migrating a database on disk takes longer than in memory: a minute on a busy 2-core machine.
      timeout: 240_000,
    },
  ],
});
