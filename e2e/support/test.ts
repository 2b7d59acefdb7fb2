import { test as base } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { checkedPaths, describeFindings, SUITE_EXCEPTIONS, watchScreens, type AxeException } from './axe';

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
 * With ROUTE_COVERAGE_DIR set, records the paths of the screens a test showed (those axe checked: on screen for 400 ms,
 * or where the test ended, so a login redirect counts the login page) for the route-coverage check
 * (scripts/route-coverage.mjs).
 */
function recordScreens(paths: readonly string[], file: string) {
  const dir = process.env.ROUTE_COVERAGE_DIR;
  const lines = [...new Set(paths)].map((path) => `${path}\t${file}\n`);
  if (dir && lines.length > 0) appendFileSync(`${dir}/e2e-${process.pid}.txt`, lines.join(''));
}

/**
 * Playwright's test, with each test coming from an address of its own. The e2e servers trust the proxy header
 * (TRUST_PROXY=1, as behind the production proxy), so the per-IP SMS and login limits (docs/decisions/007) count each
 * test apart, as they would count drivers apart, instead of the whole suite sharing 127.0.0.1.
 *
 * A failed test also gets what went wrong inside the page (uncaught errors, console errors, failed requests) as an
 * attachment: a CI run keeps no trace viewer, and a flaky failure may not come back.
 *
 * Every screen the page shows is checked with axe against WCAG 2.2 A and AA (docs/decisions/025): each navigation
 * (route changes included) once it has settled, and the state the test ends in. A failing element fails the test,
 * with the list attached, so a screen is checked the day a test first visits it.
 */
export const test = base.extend<{ axeExceptions: AxeException[] }>({
  /**
   * Parts or paths of the screens a test visits that axe leaves out, each with its reason (e2e/support/axe.ts): the
   * suite's own exceptions always apply; a test adds its own with `test.use({ axeExceptions: [...] })`.
   */
  axeExceptions: [[], { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': anIp() });
  },
  page: async ({ page, axeExceptions, baseURL }, use, testInfo) => {
    const screens = watchScreens(page, new URL(baseURL!).origin, [...SUITE_EXCEPTIONS, ...axeExceptions]);
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
    const findings = await screens.finish();
    recordScreens(checkedPaths(page), testInfo.file);
    if (findings.length > 0) {
      await testInfo.attach('accessibility', { body: describeFindings(findings), contentType: 'text/plain' });
      if (testInfo.status === testInfo.expectedStatus || testInfo.expectedStatus === 'failed') {
        throw new Error(`axe (WCAG 2.2 A/AA): ${findings.length} failing element(s)\n${describeFindings(findings)}`);
      }
    }
    if (testInfo.status !== testInfo.expectedStatus && problems.length > 0) {
      await testInfo.attach('page problems', { body: problems.join('\n'), contentType: 'text/plain' });
    }
  },
});
