import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, Request, TestInfo } from '@playwright/test';

/**
 * Marks a story whose outcome depends on the host app (WeChat or Alipay bridges, client type, embedded mode): it runs
 * in all three browser projects; every other story runs once, in the WeChat project (playwright.config.ts).
 */
export const UA_SPECIFIC = { tag: '@ua' };

/** A documentation-range address per test (198.18.0.0/15), as a driver's carrier would give. */
const anIp = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Playwright's test, with each test coming from an address of its own. The e2e servers trust the proxy header
 * (TRUST_PROXY=1, as behind the production proxy), so the per-IP SMS and login limits (docs/decisions/007) count each
 * test apart, as they would count drivers apart, instead of the whole suite sharing 127.0.0.1.
 *
 * A failed test also gets what went wrong inside the page (uncaught errors, console errors, failed requests) as an
 * attachment: a CI run keeps no trace viewer, and a flaky failure may not come back.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': anIp() });
  },
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    const started = performance.now();
    const at = () => `${((performance.now() - started) / 1000).toFixed(2)}s`;
    page.on('pageerror', (error) => problems.push(`${at()} pageerror ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${at()} console ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      problems.push(`${at()} requestfailed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && problems.length > 0) {
      await testInfo.attach('page problems', { body: problems.join('\n'), contentType: 'text/plain' });
    }
  },
});
